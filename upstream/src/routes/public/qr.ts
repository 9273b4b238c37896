import { PURPOSE_MAX } from '@common/with-upstream/bill-purpose';
import { Hono } from 'hono';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { methodNotAllowed } from '../../http/method-not-allowed';
import { validate } from '../../http/validate';
import { type Payee, st00012 } from '../../payments/st00012';
import { loadSupplier } from '../../pdf/supplier';

const noPipe = (s: string) => !/[|\r\n]/.test(s);

const query = z
  .object({
    // Roubles with up to two decimals: "15000", "15000.5", "15000,50".
    sum: z
      .string()
      .trim()
      .regex(/^\d{1,9}([.,]\d{1,2})?$/, 'Сумма в рублях, например 15000.50')
      .transform((s) => Math.round(Number(s.replace(',', '.')) * 100))
      .refine((k) => k > 0, 'Сумма должна быть больше нуля'),
    contract: z
      .string()
      .trim()
      .min(1)
      .max(50, 'Не более 50 символов')
      .regex(/^[\p{L}\d/№ .-]+$/u, 'Номер договора: буквы, цифры, «/», «-», «№»')
      .optional(),
    purpose: z
      .string()
      .trim()
      .min(3, 'Не менее 3 символов')
      .max(PURPOSE_MAX, `Не более ${PURPOSE_MAX} символов`)
      .refine(noPipe, 'Символ «|» недопустим')
      .optional(),
    format: z.enum(['svg', 'text']).default('svg'),
  })
  .refine((q) => q.contract || q.purpose, {
    path: ['purpose'],
    message: 'Укажите назначение платежа или номер договора',
  });

/** Payee details come from the company info, so the QR always matches the published requisites. */
async function payee(db: D1Database): Promise<Payee> {
  const supplier = await loadSupplier(db);
  return {
    name: supplier.name,
    personalAcc: supplier.account,
    bankName: supplier.bank,
    bic: supplier.bik,
    correspAcc: supplier.correspondentAccount,
    payeeInn: supplier.inn,
    kpp: supplier.kpp,
  };
}

/** GET /qr: a payment QR code (SVG) for a bank app to scan; `format=text` returns the payload itself. */
export function qrRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/qr', validate('query', query), async (c) => {
    const q = c.req.valid('query');
    const purpose = q.purpose ?? `Оплата по договору лизинга № ${q.contract}`;
    const payload = st00012(await payee(c.env.DB), { sumKopecks: q.sum, purpose, contract: q.contract });
    if (q.format === 'text') return c.text(payload, 200, { 'Cache-Control': 'no-store' });
    // Level M survives a slightly damaged print; 8 px modules scan well from a screen.
    const svg = renderSVG(payload, { ecc: 'M', pixelSize: 8, border: 4 });
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-store' });
  });
  r.all('/qr', methodNotAllowed('GET'));
  return r;
}
