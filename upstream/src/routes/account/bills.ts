import { LEGAL_ENTITY } from '@common/with-upstream/client-type';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { requireBearer } from '../../auth/bearer';
import type { AuthEnv } from '../../auth/context';
import { type BillFilter, type BillRow, type BillStatus, listBills } from '../../db/bills';
import { roubles } from '../../db/money';
import { pageFields, pageOffset } from '../../db/pagination';
import { todayOf } from '../../env';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { fieldErrors } from '../../http/validate';
import { renderBillPdf } from '../../pdf/bill-pdf';
import { ruDate } from '../../pdf/pdf-text';
import { loadSupplier, type Supplier } from '../../pdf/supplier';
import { zipStream } from '../../zip/archive';
import { readArchiveRequest } from './archive-request';
import { dateParam, dateRangeOrder, intParam, paginationQuery, text } from './fields';
import { methodNotAllowed, splitList } from './http';
import { periodName, presentBill } from './present-bill';

const STATUSES: BillStatus[] = ['paid', 'unpaid', 'overdue'];
/** Most bills one archive may hold: rendering PDFs costs CPU. */
const MAX_ARCHIVE_BILLS = 50;

const statusFilter = z
  .union([text('status'), z.array(text('status'))], { error: 'Параметр «status» должен быть строкой или списком' })
  .optional()
  .transform((v) => splitList(v === undefined ? undefined : Array.isArray(v) ? v : [v]))
  .refine((items) => items.every((i) => (STATUSES as string[]).includes(i)), {
    message: `Параметр «status» принимает значения: ${STATUSES.join(', ')}`,
  })
  .transform((items) => (items.length ? (items as BillStatus[]) : undefined));

const period = (label: string) =>
  text(label).regex(/^\d{4}-(0[1-9]|1[0-2])$/, `Параметр «${label}» должен быть месяцем в формате ГГГГ-ММ`);

const contractIdFilter = z
  .union([z.number().int().positive(), intParam('contractId', 1, 999_999_999)], {
    error: 'Параметр «contractId» должен быть целым числом',
  })
  .optional();

const filterShape = {
  status: statusFilter,
  dateFrom: dateParam('dateFrom').optional(),
  dateTo: dateParam('dateTo').optional(),
  period: period('period').optional(),
  periodFrom: period('periodFrom').optional(),
  periodTo: period('periodTo').optional(),
  contractId: contractIdFilter,
};

const listQuery = z.object({ ...filterShape, ...paginationQuery }).superRefine(dateRangeOrder);

const archiveBody = z
  .object(
    {
      ...filterShape,
      ids: z
        .array(z.number({ error: 'Идентификаторы счетов должны быть числами' }).int().positive(), {
          error: 'Поле «ids» должно быть списком идентификаторов счетов',
        })
        .min(1, 'Выберите хотя бы один счёт')
        .max(MAX_ARCHIVE_BILLS, `В архив можно выгрузить не более ${MAX_ARCHIVE_BILLS} счетов`)
        .optional(),
    },
    { error: 'Тело запроса должно быть объектом' },
  )
  .superRefine(dateRangeOrder);

type Filters = z.infer<typeof listQuery> | z.infer<typeof archiveBody>;

function toFilter(q: Filters): BillFilter {
  return {
    status: q.status,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    periodFrom: q.period ?? q.periodFrom,
    periodTo: q.period ?? q.periodTo,
    contractId: q.contractId,
  };
}

/** Bills exist for legal entities only (spec section 6). */
function legalEntityOnly(c: Context<AuthEnv>): void {
  if (c.var.auth.user.user_type !== LEGAL_ENTITY) throw forbidden('Счета доступны только юридическим лицам');
}

async function archive(c: Context<AuthEnv>): Promise<Response> {
  legalEntityOnly(c);
  const raw = await readArchiveRequest(c);
  if (raw === null) throw new ApiError(400, 'Некорректное тело запроса: ожидается JSON, форма или XML');
  const parsed = archiveBody.safeParse(raw);
  if (!parsed.success) throw new ApiError(422, 'Проверьте правильность заполнения полей', fieldErrors(parsed.error));
  const body = parsed.data;
  const { user } = c.var.auth;
  const ids = body.ids ? [...new Set(body.ids)] : undefined;
  const filter = ids ? { ids } : toFilter(body);
  const { rows, totals } = await listBills(c.env.DB, user.id, filter, MAX_ARCHIVE_BILLS, 0, todayOf(c.env));
  // Every requested id must be the client's own; someone else's bill is "not found", like a missing one.
  if (ids && rows.length !== ids.length) throw notFound('Счёт не найден');
  if (rows.length === 0) throw notFound('Счета по заданным условиям не найдены');
  if (!ids && totals.total > MAX_ARCHIVE_BILLS) {
    throw new ApiError(422, 'Слишком много счетов для одного архива', {
      _: [`Сузьте период: в архив можно выгрузить не более ${MAX_ARCHIVE_BILLS} счетов`],
    });
  }
  const supplier = await loadSupplier(c.env.DB);
  // Bills are rendered one by one as the archive streams out.
  async function* entries() {
    for (const bill of rows) yield await billEntry(bill, user, supplier);
  }
  const fileName = `Счета ${user.company_name ?? ''}`.trim().replace(/[«»"\\/:*?<>|]/g, '');
  return new Response(zipStream(entries()), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="bills.zip"; filename*=UTF-8''${encodeURIComponent(`${fileName}.zip`)}`,
      'Cache-Control': 'no-store',
    },
  });
}

async function billEntry(bill: BillRow, user: AuthEnv['Variables']['auth']['user'], supplier: Supplier) {
  const data = await renderBillPdf(
    {
      number: bill.number,
      issuedOn: bill.issued_on,
      dueOn: bill.due_on,
      description: bill.description,
      amountKop: bill.amount_kop,
      vatRate: bill.vat_rate,
      vatKop: bill.vat_kop,
      status: bill.status,
      paidOn: bill.paid_on,
      contractNumber: bill.contract_number,
      payer: { companyName: user.company_name ?? '', inn: user.inn, kpp: user.kpp ?? null, address: user.address },
    },
    supplier,
  );
  return {
    name: `Счёт № ${bill.number} от ${ruDate(bill.issued_on)}.pdf`,
    data,
    modified: new Date(`${bill.issued_on}T09:00:00Z`),
  };
}

/** /client/bills: legal entities' bills, filtered and paginated, and their PDF archive. */
export function billRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.use('*', requireBearer);

  r.get('/', async (c) => {
    legalEntityOnly(c);
    const parsed = listQuery.safeParse(c.req.queries() ? flattenQuery(c.req.queries()) : {});
    if (!parsed.success) throw new ApiError(422, 'Проверьте правильность заполнения полей', fieldErrors(parsed.error));
    const q = parsed.data;
    const { rows, totals, periods } = await listBills(
      c.env.DB,
      c.var.auth.user.id,
      toFilter(q),
      q.perPage,
      pageOffset(q.page, q.perPage),
      todayOf(c.env),
    );
    return c.json({
      items: rows.map(presentBill),
      ...pageFields(q.page, q.perPage, totals.total),
      summary: {
        count: totals.total,
        total: roubles(totals.amount_kop),
        paid: roubles(totals.paid_kop),
        unpaid: roubles(totals.unpaid_kop),
        overdue: roubles(totals.overdue_kop),
      },
      periods: periods.map((value) => ({ value, name: periodName(value) })),
    });
  });
  r.all('/', methodNotAllowed);

  r.post('/download-archive', archive);
  r.all('/download-archive', methodNotAllowed);
  return r;
}

/** Single query values as strings, repeated ones as arrays (the shape hono's validator uses). */
function flattenQuery(queries: Record<string, string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(queries).map(([k, v]) => [k, v.length === 1 ? (v[0] ?? '') : v]));
}
