import { allowedValues, isDay, searchParams, searchText } from './url-state';

/**
 * The contract page's URL state: schedule filters (`status`, `year`) and the operations list
 * (`from`, `to`, `page`). The URL is the only state, so every filter works without JavaScript and
 * survives a reload. Values are checked against allow-lists (a Set, never an object's keys);
 * anything else falls back to the default view.
 */
export const SCHEDULE_STATUSES = new Map([
  ['paid', 'Оплачен'],
  ['unpaid', 'Ожидает оплаты'],
  ['overdue', 'Просрочен'],
]);

export const OPERATIONS_PER_PAGE = 10;

export type ContractQuery = {
  status: string[];
  year?: number;
  from?: string;
  to?: string;
  page: number;
  /** The day of an early buyout estimate as typed (checked against the contract's bounds by the page). */
  buyout?: string;
  /** The whole schedule (`schedule=all`) instead of what is due now and next. */
  all?: boolean;
};

export function parseContractQuery(search: string | URLSearchParams): ContractQuery {
  const params = searchParams(search);
  const status = allowedValues(params, 'status', SCHEDULE_STATUSES);
  const yearRaw = params.get('year');
  const year = yearRaw && /^\d{4}$/.test(yearRaw) && +yearRaw >= 2000 && +yearRaw <= 2100 ? +yearRaw : undefined;
  let from = params.get('from');
  let to = params.get('to');
  if (!isDay(from)) from = null;
  if (!isDay(to)) to = null;
  // A range given backwards is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  const pageRaw = params.get('page');
  const page = pageRaw && /^\d{1,5}$/.test(pageRaw) && +pageRaw >= 1 ? +pageRaw : 1;
  // Kept as typed (bounded), so the page can say what is wrong with it: `common/early-buyout.ts`.
  const buyoutRaw = params.get('buyout')?.trim().slice(0, 20);
  const buyout = buyoutRaw ? buyoutRaw : undefined;
  const all = params.get('schedule') === 'all' ? true : undefined;
  return { status, year, from: from ?? undefined, to: to ?? undefined, page, buyout, all };
}

/** The query string of a contract page state, changes applied; empty values are left out. */
export function contractSearch(query: ContractQuery, change: Partial<ContractQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  for (const s of next.status) params.append('status', s);
  if (next.year) params.set('year', String(next.year));
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.buyout) params.set('buyout', next.buyout);
  if (next.all) params.set('schedule', 'all');
  return searchText(params);
}
