import { calculateLease, LEASE_LIMITS } from '@common/with-upstream/lease';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { methodNotAllowed } from '../../http/method-not-allowed';
import '../../http/zod-ru';
import { CLIENT_TYPES } from '@common/with-upstream/client-type';
import { validate } from '../../http/validate';

const range = (r: { min: number; max: number }, what: string) =>
  z
    .number({ error: `Укажите ${what}` })
    .min(r.min, `${what}: не меньше ${r.min.toLocaleString('ru-RU')}`)
    .max(r.max, `${what}: не больше ${r.max.toLocaleString('ru-RU')}`);

const L = LEASE_LIMITS;
const body = z.strictObject({
  price: range(L.price, 'Стоимость'),
  advancePercent: range(L.advancePercent, 'Аванс, %'),
  termMonths: range(L.termMonths, 'Срок, мес.').int('Срок — целое число месяцев'),
  buyoutPercent: range(L.buyoutPercent, 'Выкупной платёж, %'),
  clientType: z.enum(CLIENT_TYPES, { error: `Тип клиента: ${CLIENT_TYPES.join(' или ')}` }),
});

/** The lease calculator of ARCHITECTURE.md; pure arithmetic, nothing stored. */
export function calculatorRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/calculator/lease', validate('json', body), (c) => c.json(calculateLease(c.req.valid('json'))));
  r.all('/calculator/lease', methodNotAllowed('POST'));
  return r;
}
