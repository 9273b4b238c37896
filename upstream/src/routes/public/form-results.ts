import { estimateBuyoutKop } from '@common/with-upstream/buyout-estimate';
import { CLIENT_TYPES } from '@common/with-upstream/client-type';
import { calculateLease } from '@common/with-upstream/lease';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { lookupBearer, readBearer } from '../../auth/bearer';
import { findContractSchedule, findOwnContractId } from '../../db/contracts';
import { roubles as roublesOf } from '../../db/money';
import { referenceExists, storeFormResult } from '../../db/submissions';
import { type AppEnv, todayOf } from '../../env';
import { clientIp } from '../../http/client-ip';
import { type FieldErrors, notFound, unauthorized, validationFailed } from '../../http/errors';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { nullRecord } from '../../http/own-keys';
import { FORM_RATE_LIMIT, rateLimit } from '../../http/rate-limit';
import { comment, consent, isoDate, mobilePhone, personName, positiveId, slug } from '../../http/schemas';
import { submissionKey } from '../../http/submission-key';
import { validate } from '../../http/validate';

const contact = { name: personName, phone: mobilePhone, consent };
const shortText = z.string().trim().min(1).max(60);

const callbackForm = z.strictObject({ type: z.literal('callback'), ...contact, comment: comment.optional() });

const questionForm = z.strictObject({
  type: z.literal('question'),
  ...contact,
  email: z.email({ error: 'Некорректный адрес электронной почты' }).max(200).optional(),
  questionTypeId: positiveId,
  questionCategoryId: positiveId,
  text: z.string().trim().min(3, 'Напишите вопрос').max(2000, 'Не более 2000 символов'),
});

const tradeInForm = z.strictObject({
  type: z.literal('trade-in'),
  ...contact,
  brand: shortText,
  model: shortText,
  year: z.number().int().min(1980).max(2100),
  mileage: z.number().int().min(0).max(2_000_000).optional(),
  desiredCarId: positiveId.optional(),
  comment: comment.optional(),
});

const creditForm = z.strictObject({
  type: z.literal('credit'),
  ...contact,
  carId: positiveId.optional(),
  bankId: positiveId.optional(),
  amount: z.number().int().min(100_000).max(100_000_000),
  termMonths: z.number().int().min(12).max(84),
  comment: comment.optional(),
});

const roubles = z.number().min(0).max(1_000_000_000);

/**
 * A lease application with its terms. `advance` and `monthlyPayment` may be sent (what the
 * visitor saw) but are never stored: the back office's calculator computes them from the terms.
 */
const leaseApplicationForm = z.strictObject({
  type: z.literal('lease-application'),
  ...contact,
  carId: positiveId.optional(),
  clientType: z.enum(CLIENT_TYPES),
  price: z.number().int().min(100_000).max(500_000_000),
  advancePercent: z.number().min(0).max(49),
  advance: roubles.optional(),
  termMonths: z.number().int().min(12).max(60),
  buyoutPercent: z.number().min(1).max(30),
  monthlyPayment: roubles.optional(),
  comment: comment.optional(),
});

/**
 * A signed-in client's request to buy their own contract out early on a day. `estimate` may be
 * sent (what the client saw) but is never stored: the back office computes it for the day.
 */
const earlyBuyoutForm = z.strictObject({
  type: z.literal('early-buyout'),
  ...contact,
  contractNumber: shortText,
  date: isoDate,
  estimate: roubles.optional(),
  comment: comment.optional(),
});

/** A request for a car that is not in stock (also what POST cars/empty stores). */
export const carRequestFields = {
  ...contact,
  brand: shortText.optional(),
  model: shortText.optional(),
  vehicleType: slug.optional(),
  city: slug.optional(),
  budget: z.number().int().min(0).max(1_000_000_000).optional(),
  comment: comment.optional(),
};
const carRequestForm = z.strictObject({ type: z.literal('car-request'), ...carRequestFields });

const body = z.discriminatedUnion(
  'type',
  [callbackForm, questionForm, tradeInForm, creditForm, carRequestForm, leaseApplicationForm, earlyBuyoutForm],
  {
    error: 'Укажите тип формы: callback, question, trade-in, credit, car-request, lease-application или early-buyout',
  },
);
type FormBody = z.infer<typeof body>;

/** Ids a form refers to must exist; each missing one is a field error. */
async function checkReferences(db: D1Database, f: FormBody): Promise<FieldErrors> {
  const checks: Array<
    [field: string, table: Parameters<typeof referenceExists>[1], id: number | undefined, text: string]
  > = [];
  if (f.type === 'question') {
    checks.push(['questionTypeId', 'question_types', f.questionTypeId, 'Тип вопроса не найден']);
    checks.push(['questionCategoryId', 'question_categories', f.questionCategoryId, 'Категория не найдена']);
  }
  if (f.type === 'trade-in') checks.push(['desiredCarId', 'cars', f.desiredCarId, 'Автомобиль не найден']);
  if (f.type === 'lease-application') checks.push(['carId', 'cars', f.carId, 'Автомобиль не найден']);
  if (f.type === 'credit') {
    checks.push(['carId', 'cars', f.carId, 'Автомобиль не найден']);
    checks.push(['bankId', 'banks', f.bankId, 'Банк не найден']);
  }
  const errors: FieldErrors = nullRecord<string[]>();
  for (const [field, table, id, text] of checks) {
    if (id !== undefined && !(await referenceExists(db, table, id))) errors[field] = [text];
  }
  return errors;
}

/**
 * The back office decides money: a lease application's advance and payment come from its own
 * calculator, an early-buyout estimate from the client's own contract on the day asked (only a
 * signed-in client, for a contract of theirs). A figure in the body is dropped.
 */
async function payloadOf(c: Context<AppEnv>, f: FormBody): Promise<Record<string, unknown>> {
  if (f.type === 'lease-application') {
    const { type: _t, name: _n, phone: _p, consent: _c, advance: _a, monthlyPayment: _m, ...terms } = f;
    const { price, advancePercent, termMonths, buyoutPercent, clientType } = terms;
    const quote = calculateLease({ price, advancePercent, termMonths, buyoutPercent, clientType });
    return { ...terms, advance: quote.advance, monthlyPayment: quote.monthlyPayment };
  }
  if (f.type === 'early-buyout') {
    const { type: _t, name: _n, phone: _p, consent: _c, estimate: _e, ...request } = f;
    return { ...request, estimate: await ownBuyoutEstimate(c, request.contractNumber, request.date) };
  }
  const { type: _t, name: _n, phone: _p, consent: _c, ...fields } = f;
  return fields;
}

/** The estimate for a day of the bearer's own active contract: 401 for a guest, 404 for another's. */
async function ownBuyoutEstimate(c: Context<AppEnv>, contractNumber: string, date: string): Promise<number> {
  const bearer = await lookupBearer(c.env.DB, readBearer(c.req.header('Authorization')));
  if (!bearer.ok) throw unauthorized('Досрочный выкуп запрашивает клиент из личного кабинета: войдите');
  const today = todayOf(c.env);
  const id = await findOwnContractId(c.env.DB, bearer.auth.user.id, contractNumber);
  const found = id === null ? null : await findContractSchedule(c.env.DB, bearer.auth.user.id, id, today);
  if (!found) throw notFound('Договор не найден');
  const { contract, data } = found;
  if (contract.status !== 'active' || contract.ends_on < today)
    throw validationFailed({ contractNumber: ['Договор закрыт: досрочный выкуп не нужен'] });
  if (date < today || date > contract.ends_on)
    throw validationFailed({
      date: [`Выберите дату выкупа с ${ruDay(today)} по ${ruDay(contract.ends_on)}`],
    });
  // The schedule comes by day and position, each status as of today (`findContractSchedule`).
  const rows = data.map((row) => ({
    date: row.due_on,
    kind: row.kind,
    amountKop: row.amount_kop,
    principalKop: row.principal_kop,
    balanceKop: row.balance_kop,
    status: row.status,
  }));
  return roublesOf(
    estimateBuyoutKop(rows, date, { penaltiesKop: contract.penalty_debt_kop, rateBp: contract.rate_bp }).total,
  );
}

const ruDay = (day: string) => day.split('-').reverse().join('.');

/** Typed site forms (callback, question, trade-in, credit, car-request, lease-application, early-buyout), stored in form_results. */
export function formResultRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/form-results', rateLimit(FORM_RATE_LIMIT), validate('json', body), async (c) => {
    const f = c.req.valid('json');
    const key = submissionKey(c);
    const errors = await checkReferences(c.env.DB, f);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const { type, name, phone } = f;
    const payload = await payloadOf(c, f);
    const once = key ? { key, form: type, body: f } : undefined;
    const saved = await storeFormResult(c.env.DB, type, { name, phone, payload, ip: clientIp(c) }, once);
    return c.json({ id: saved.id, type, createdAt: saved.createdAt, message: 'Спасибо! Заявка принята.' }, 201);
  });
  r.all('/form-results', methodNotAllowed('POST'));
  return r;
}
