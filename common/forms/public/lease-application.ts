import * as z from 'zod/mini';
import { CLIENT_TYPES } from '../../client-type';
import { LEASE_LIMITS } from '../../lease-input';
import { contactFields, optionalComment, optionalId, requiredInt } from '../fields';

const term = (field: keyof typeof LEASE_LIMITS) =>
  requiredInt(LEASE_LIMITS[field].min, LEASE_LIMITS[field].max, 'Рассчитайте условия в калькуляторе');

/**
 * «Оставить заявку на этих условиях» (/leasing-calculator, reached from every calculator): the
 * terms ride along as hidden fields and go to POST /form-results, type lease-application; the back
 * office's calculator computes the advance and payment from them (no figure is sent).
 */
export const leaseApplicationForm = z.object({
  ...contactFields,
  price: term('price'),
  advancePercent: term('advancePercent'),
  termMonths: term('termMonths'),
  buyoutPercent: term('buyoutPercent'),
  clientType: z.enum(CLIENT_TYPES, 'Рассчитайте условия в калькуляторе'),
  carId: optionalId(),
  comment: optionalComment,
});
