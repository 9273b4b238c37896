import { parseId } from './id';
import { allowedValues, searchParams, searchText } from './url-state';

/**
 * The bills page's URL state: status (several), period (`YYYY-MM`), contract and page. Values go
 * through allow-lists; anything else falls back to the default view.
 */
export const BILL_STATUSES = new Map([
  ['unpaid', 'Ожидает оплаты'],
  ['overdue', 'Просрочен'],
  ['paid', 'Оплачен'],
]);

export const BILLS_PER_PAGE = 10;
/** The upstream's limit of one archive. */
export const ARCHIVE_MAX_BILLS = 50;
/** The archive form posted with no bill ticked: its error beside the bills, with and without JavaScript. */
export const NO_BILL_CHOSEN = 'Выберите хотя бы один счёт';

export type BillsPageQuery = { status: string[]; period?: string; contractId?: number; page: number };

export function parseBillsQuery(search: string | URLSearchParams): BillsPageQuery {
  const params = searchParams(search);
  const status = allowedValues(params, 'status', BILL_STATUSES);
  const periodRaw = params.get('period') ?? '';
  const period = /^\d{4}-(0[1-9]|1[0-2])$/.test(periodRaw) ? periodRaw : undefined;
  const contractRaw = params.get('contract') ?? '';
  const contractId = parseId(contractRaw);
  const pageRaw = params.get('page') ?? '';
  const page = /^[1-9]\d{0,4}$/.test(pageRaw) ? Number(pageRaw) : 1;
  return { status, period, contractId, page };
}

export function billsSearch(query: BillsPageQuery, change: Partial<BillsPageQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  for (const s of next.status) params.append('status', s);
  if (next.period) params.set('period', next.period);
  if (next.contractId) params.set('contract', String(next.contractId));
  if (next.page > 1) params.set('page', String(next.page));
  return searchText(params);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A bill's description without the contract it names («… по договору ЛД-2025-0312»): the contract
 * has a column of its own, with the car.
 */
export function withoutContract(description: string, contractNumber: string): string {
  const tail = new RegExp(
    `\\s*по договору(?: лизинга)?(?: №)? ${escapeRegExp(contractNumber)}(?: от \\d{2}\\.\\d{2}\\.\\d{4})?`,
  );
  return description.replace(tail, '').trim() || description;
}
