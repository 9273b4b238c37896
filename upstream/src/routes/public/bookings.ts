import { Hono } from 'hono';
import { z } from 'zod';
import { referenceExists } from '../../db/submissions';
import type { AppEnv } from '../../env';
import { clientIp } from '../../http/client-ip';
import { type FieldErrors, validationFailed } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { FORM_RATE_LIMIT, rateLimit } from '../../http/rate-limit';
import { comment, consent, isoDate, mobilePhone, personName, positiveId } from '../../http/schemas';
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
    const createdAt = new Date().toISOString();
    const row = await db
      .prepare(
        `INSERT INTO bookings (car_id, office_id, name, phone, visit_date, comment, ip, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id`,
      )
      .bind(b.carId, b.officeId ?? null, b.name, b.phone, b.date ?? null, b.comment ?? null, clientIp(c), createdAt)
      .first<{ id: number }>();
    return c.json(
      {
        id: row?.id,
        status: 'new',
        carId: b.carId,
        officeId: b.officeId ?? null,
        date: b.date ?? null,
        createdAt,
        message: 'Заявка на бронирование принята. Менеджер свяжется с вами.',
      },
      201,
    );
  });
  r.all('/bookings', methodNotAllowed('POST'));
  return r;
}
