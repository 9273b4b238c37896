import { Hono } from 'hono';
import { z } from 'zod';
import { requireBearer } from '../../auth/bearer';
import type { AuthEnv } from '../../auth/context';
import {
  findContractOperations,
  findContractSchedule,
  findOwnContract,
  listContracts,
  type OperationKind,
  type ScheduleKind,
  type ScheduleStatus,
} from '../../db/contracts';
import { roubles } from '../../db/money';
import { pageFields, pageOffset } from '../../db/pagination';
import { todayOf } from '../../env';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { dateParam, dateRangeOrder, intParam, paginationQuery, text } from './fields';
import { methodNotAllowed, pathId, splitList } from './http';
import { presentCar, presentContract, presentDiagram, presentOperation, presentScheduleRow } from './present-contract';

const SCHEDULE_STATUSES: ScheduleStatus[] = ['paid', 'unpaid', 'overdue'];
const SCHEDULE_KINDS: ScheduleKind[] = ['advance', 'monthly', 'buyout'];
const OPERATION_KINDS: OperationKind[] = ['advance', 'payment', 'penalty', 'penaltyPayment', 'buyout'];

/** A comma-separated (or repeated) enum filter: `status=paid,overdue`. */
const listOf = <T extends string>(label: string, allowed: readonly T[]) =>
  z
    .union([text(label), z.array(text(label))])
    .optional()
    .transform((v) => splitList(v === undefined ? undefined : Array.isArray(v) ? v : [v]))
    .refine((items) => items.every((i) => (allowed as readonly string[]).includes(i)), {
      message: `Параметр «${label}» принимает значения: ${allowed.join(', ')}`,
    })
    .transform((items) => (items.length ? (items as T[]) : undefined));

const operationsQuery = z
  .object({
    ...paginationQuery,
    dateFrom: dateParam('dateFrom').optional(),
    dateTo: dateParam('dateTo').optional(),
    type: listOf('type', OPERATION_KINDS),
  })
  .superRefine(dateRangeOrder);

const scheduleQuery = z
  .object({
    status: listOf('status', SCHEDULE_STATUSES),
    kind: listOf('kind', SCHEDULE_KINDS),
    dateFrom: dateParam('dateFrom').optional(),
    dateTo: dateParam('dateTo').optional(),
    year: intParam('year', 2000, 2100).optional(),
  })
  .superRefine(dateRangeOrder);

/** /client/contracts: the signed-in client's own contracts only (another client's id is 404). */
export function contractRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.use('*', requireBearer);

  // Each call reads the contract and its rows in one batch; another client's id is a 404.
  const owned = async <T>(found: Promise<T | null>): Promise<T> => {
    const result = await found;
    if (!result) throw notFound('Договор не найден');
    return result;
  };
  const idOf = (raw: string) => pathId(raw, 'Договор не найден');
  const userOf = (c: { var: AuthEnv['Variables'] }) => c.var.auth.user.id;

  r.get('/', async (c) => {
    const rows = await listContracts(c.env.DB, c.var.auth.user.id, todayOf(c.env));
    return c.json({ items: rows.map(presentContract) });
  });
  r.all('/', methodNotAllowed);

  r.get('/:id', async (c) => {
    const { contract } = await owned(findOwnContract(c.env.DB, userOf(c), idOf(c.req.param('id')), todayOf(c.env)));
    return c.json(presentContract(contract));
  });
  r.all('/:id', methodNotAllowed);

  r.get('/:id/diagram', async (c) => {
    const { contract, data } = await owned(
      findContractSchedule(c.env.DB, userOf(c), idOf(c.req.param('id')), todayOf(c.env)),
    );
    return c.json(presentDiagram(contract, data));
  });
  r.all('/:id/diagram', methodNotAllowed);

  r.get('/:id/car', async (c) => {
    const { contract } = await owned(findOwnContract(c.env.DB, userOf(c), idOf(c.req.param('id')), todayOf(c.env)));
    return c.json(presentCar(contract));
  });
  r.all('/:id/car', methodNotAllowed);

  r.get('/:id/operations', validate('query', operationsQuery), async (c) => {
    const q = c.req.valid('query');
    const {
      data: { rows, total },
    } = await owned(
      findContractOperations(c.env.DB, userOf(c), idOf(c.req.param('id')), todayOf(c.env), {
        dateFrom: q.dateFrom,
        dateTo: q.dateTo,
        kind: q.type,
        limit: q.perPage,
        offset: pageOffset(q.page, q.perPage),
      }),
    );
    return c.json({ items: rows.map(presentOperation), ...pageFields(q.page, q.perPage, total) });
  });
  r.all('/:id/operations', methodNotAllowed);

  r.get('/:id/payment-schedule', validate('query', scheduleQuery), async (c) => {
    const q = c.req.valid('query');
    const { data: rows } = await owned(
      findContractSchedule(c.env.DB, userOf(c), idOf(c.req.param('id')), todayOf(c.env), {
        status: q.status,
        kind: q.kind,
        dateFrom: q.year ? maxDate(q.dateFrom, `${q.year}-01-01`) : q.dateFrom,
        dateTo: q.year ? minDate(q.dateTo, `${q.year}-12-31`) : q.dateTo,
      }),
    );
    const sum = (pick: (status: ScheduleStatus) => boolean) =>
      roubles(rows.filter((row) => pick(row.status)).reduce((acc, row) => acc + row.amount_kop, 0));
    return c.json({
      items: rows.map(presentScheduleRow),
      summary: {
        count: rows.length,
        total: sum(() => true),
        paid: sum((s) => s === 'paid'),
        unpaid: sum((s) => s === 'unpaid'),
        overdue: sum((s) => s === 'overdue'),
      },
    });
  });
  r.all('/:id/payment-schedule', methodNotAllowed);
  return r;
}

const maxDate = (a: string | undefined, b: string): string => (a && a > b ? a : b);
const minDate = (a: string | undefined, b: string): string => (a && a < b ? a : b);
