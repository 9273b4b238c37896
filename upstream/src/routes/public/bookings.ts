import { Hono } from 'hono';
import { z } from 'zod';
import { storeNewSubmission, storeSubmissionOnce } from '../../db/store-once';
import { referenceExists } from '../../db/submissions';
import type { AppEnv } from '../../env';
import { clientIp } from '../../http/client-ip';
import { type FieldErrors, validationFailed } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { FORM_RATE_LIMIT, rateLimit } from '../../http/rate-limit';
import { comment, consent, isoDate, mobilePhone, personName, positiveId } from '../../http/schemas';
import { submissionKey } from '../../http/submission-key';
import { validate } from '../../http/validate';

/** How far ahead a visit can be booked. */
export const BOOKING_HORIZON_DAYS = 90;

const body = z.strictObject({
  name: personName,
  phone: mobilePhone,
  carId: positiveId,
  officeId: positiveId.optional(),
  date: isoDate.optional(),
  comment: comment.optional(),
  consent,
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A visitor books a car from the catalogue for a viewing; stored for the sales team. */
export function bookingRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/bookings', rateLimit(FORM_RATE_LIMIT), validate('json', body), async (c) => {
    const b = c.req.valid('json');
    const key = submissionKey(c);
    const db = c.env.DB;
    const errors: FieldErrors = {};
    if (!(await referenceExists(db, 'cars', b.carId))) errors.carId = ['Автомобиль не найден'];
    if (b.officeId !== undefined && !(await referenceExists(db, 'offices', b.officeId))) {
      errors.officeId = ['Офис не найден'];
    }
    if (b.date !== undefined && (b.date < today() || b.date > daysAhead(BOOKING_HORIZON_DAYS))) {
      errors.date = [`Выберите дату в ближайшие ${BOOKING_HORIZON_DAYS} дней, начиная с сегодняшней`];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = {
      car_id: b.carId,
      office_id: b.officeId ?? null,
      name: b.name,
      phone: b.phone,
      visit_date: b.date ?? null,
      comment: b.comment ?? null,
      ip: clientIp(c),
    };
    const insert = { table: 'bookings', row } as const;
    const saved = key
      ? await storeSubmissionOnce(db, insert, { key, form: 'booking', body: b })
      : await storeNewSubmission(db, insert);
    return c.json(
      {
        id: saved.id,
        status: 'new',
        carId: b.carId,
        officeId: b.officeId ?? null,
        date: b.date ?? null,
        createdAt: saved.createdAt,
        message: 'Заявка на бронирование принята. Менеджер свяжется с вами.',
      },
      201,
    );
  });
  r.all('/bookings', methodNotAllowed('POST'));
  return r;
}
