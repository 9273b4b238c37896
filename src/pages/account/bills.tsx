import { BILL_STATUSES, BILLS_PER_PAGE, type BillsPageQuery, billsSearch, parseBillsQuery } from '@common/bills-query';
import { ROUTES } from '@common/constants';
import { formatRoubles } from '@common/format';
import { accountSession } from '@edge/guards/page';
import { listBills } from '@edge/upstream/bills';
import { listContracts } from '@edge/upstream/contracts';
import { requestTransport } from '@edge/upstream/request';
import { BillsTable } from '@src/components/account/BillsTable';
import { Facts } from '@src/components/account/Facts';
import { StatusFilter } from '@src/components/account/StatusFilter';
import { FilterOption, TableFilters } from '@src/components/account/TableFilters';
import { PlainSelect } from '@src/components/forms/PlainControls';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { Button } from '@src/components/ui/Button';
import { Pagination } from '@src/components/ui/Pagination';
import { loadPageData } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';

const PAGE = ROUTES.accountBills;

/** What an empty list says: a filter only when one is set, and no bills when there are none. */
function emptyNote(query: BillsPageQuery, count: number): string {
  if (query.status.length || query.period || query.contractId)
    return 'Счетов с такими условиями нет. Измените фильтры или сбросьте их.';
  return count ? 'На этой странице счетов нет.' : 'Счетов пока нет. Они появятся здесь, когда мы их выставим.';
}

/**
 * Bills of a legal entity (the guard sends others to /account): filters by status, period and
 * contract and the page in the URL, the upstream's totals for every matching bill, each bill's
 * PDF, and the chosen bills as one ZIP.
 */
export default async function AccountBillsPage({ query: rawQuery }: PageProps<'/account/bills'>) {
  accountSession(PAGE);
  const query = parseBillsQuery(rawQuery ?? '');
  const t = requestTransport();
  const [bills, contracts] = await Promise.all([
    loadPageData(() =>
      listBills(t, {
        status: query.status,
        period: query.period,
        contractId: query.contractId,
        page: query.page,
        perPage: BILLS_PER_PAGE,
      }),
    ),
    loadPageData(() => listContracts(t)),
  ]);
  const toast = bills.toast ?? contracts.toast;
  const summary = bills.data?.summary;
  // A <select> of the months that have bills works in every browser (a month field is a plain
  // text box in Firefox and Safari); a chosen month the list lacks stays chosen.
  const periods = bills.data?.periods ?? [];
  if (query.period && !periods.some((p) => p.value === query.period))
    periods.unshift({ value: query.period, name: query.period.split('-').reverse().join('.') });
  const cars = new Map((contracts.data ?? []).map((c) => [c.id, `${c.car.name}, ${c.car.year}`]));
  // Each page of the list has its own anchor, so «Вперёд» lands on the top of the list (a client
  // navigation scrolls only when the fragment changes).
  const listAnchor = `bills-page-${bills.data?.page ?? query.page}`;
  return (
    <>
      <PageHead title="Счета" noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>Счета</h1>
      {/* Issue 39: the period's bills with the акт сверки, as one ZIP. */}
      <p>
        <a href={ROUTES.accountDocuments}>Акт сверки и пакет для бухгалтера</a> за период — счета и акт одним архивом.
      </p>
      <TableFilters action={PAGE} label="Фильтры счетов" autoComplete="off">
        <StatusFilter statuses={BILL_STATUSES} chosen={query.status} />
        <FilterOption label="Период">
          <PlainSelect name="period" defaultValue={query.period ?? ''}>
            <option value="">Все месяцы</option>
            {periods.map((p) => (
              <option key={p.value} value={p.value}>
                {p.name}
              </option>
            ))}
          </PlainSelect>
        </FilterOption>
        <FilterOption label="Договор">
          <PlainSelect name="contract" defaultValue={query.contractId ? String(query.contractId) : ''}>
            <option value="">Все договоры</option>
            {(contracts.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                №&nbsp;{c.number}, {c.car.name}
              </option>
            ))}
          </PlainSelect>
        </FilterOption>
        <Button type="submit" size="md" theme="secondary">
          Показать
        </Button>
        <a href={PAGE}>Сбросить</a>
      </TableFilters>
      <div id={listAnchor} className="bills-list">
        {summary ? (
          <Facts
            modifier="totals"
            label="Итоги по счетам"
            items={[
              { label: 'Счетов', value: String(summary.count) },
              { label: 'На сумму', value: formatRoubles(summary.total) },
              { label: 'Оплачено', value: formatRoubles(summary.paid) },
              { label: 'Ожидает оплаты', value: formatRoubles(summary.unpaid) },
              { label: 'Просрочено', value: formatRoubles(summary.overdue), alert: summary.overdue > 0 },
            ]}
          />
        ) : null}
        {bills.data?.items.length ? (
          <BillsTable bills={bills.data.items} cars={cars} back={`${PAGE}${billsSearch(query)}`} />
        ) : bills.data ? (
          <p className="empty-note">{emptyNote(query, bills.data.summary.count)}</p>
        ) : null}
        {bills.data ? (
          <Pagination
            current={bills.data.page}
            pages={bills.data.pages}
            label="Страницы счетов"
            hrefFor={(page) => `${PAGE}${billsSearch(query, { page })}#bills-page-${page}`}
          />
        ) : null}
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
