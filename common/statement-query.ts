import * as z from 'zod/mini';
import { type FieldErrors, fieldErrorsOf } from './forms/errors';
import { ruDay } from './statement';
import { isCalendarDay } from './today';
import { searchParams } from './url-state';

/**
 * The period of a statement as the documents page's GET form and the download links send it:
 * `from` and `to` (days, `YYYY-MM-DD`, the browser's date field) and `contract` (a private
 * person's contract; a legal entity's: one contract, or all when empty). Checked with zod, errors
 * in Russian by field; the day «today» is the account's (the period cannot end in the future:
 * what is not due yet is not a charge).
 */
export type StatementQuery = { from: string; to: string; contractId?: number };

export type StatementQueryResult =
  | { ok: true; query: StatementQuery }
  | { ok: false; fieldErrors: FieldErrors; values: Record<'from' | 'to' | 'contract', string> };

/** Query names the page and the download routes read. */
export const STATEMENT_QUERY_NAMES = ['from', 'to', 'contract'] as const;

const EARLIEST = '2000-01-01';

const day = (empty: string) =>
  z.string().check(
    z.minLength(1, empty),
    z.refine((v) => v === '' || isCalendarDay(v), 'Укажите дату в формате ДД.ММ.ГГГГ'),
    z.refine((v) => !isCalendarDay(v) || v >= EARLIEST, `Укажите дату не раньше ${ruDay(EARLIEST)}`),
  );

const schema = (today: string) =>
  z
    .object({
      from: day('Укажите начало периода'),
      to: z.string().check(
        z.minLength(1, 'Укажите конец периода'),
        z.refine((v) => v === '' || isCalendarDay(v), 'Укажите дату в формате ДД.ММ.ГГГГ'),
        z.refine((v) => !isCalendarDay(v) || v <= today, `Укажите дату не позже сегодняшней (${ruDay(today)})`),
      ),
      contract: z.string().check(z.refine((v) => v === '' || /^[1-9]\d{0,8}$/.test(v), 'Выберите договор из списка')),
    })
    .check(
      z.refine((v) => !isCalendarDay(v.from) || !isCalendarDay(v.to) || v.from <= v.to, {
        message: 'Начало периода позже его конца',
        path: ['from'],
      }),
    );

/** The first day of the year of `today`: the period the page opens with. */
const defaultPeriod = (today: string): StatementQuery => ({ from: `${today.slice(0, 4)}-01-01`, to: today });

/**
 * The query as sent: none of the three given means the default period (the page's first view);
 * otherwise every field is checked.
 */
export function parseStatementQuery(search: string | URLSearchParams, today: string): StatementQueryResult {
  const params = searchParams(search);
  const values = {
    from: (params.get('from') ?? '').trim().slice(0, 20),
    to: (params.get('to') ?? '').trim().slice(0, 20),
    contract: (params.get('contract') ?? '').trim().slice(0, 20),
  };
  if (!values.from && !values.to) {
    const period = defaultPeriod(today);
    return {
      ok: true,
      query: {
        ...period,
        ...(values.contract && /^[1-9]\d{0,8}$/.test(values.contract) ? { contractId: +values.contract } : {}),
      },
    };
  }
  const parsed = schema(today).safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error.issues), values };
  const { from, to, contract } = parsed.data;
  return { ok: true, query: contract ? { from, to, contractId: Number(contract) } : { from, to } };
}

/** The query string of a statement (for the download links). */
export function statementSearch(query: StatementQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.contractId) params.set('contract', String(query.contractId));
  return `?${params.toString()}`;
}
