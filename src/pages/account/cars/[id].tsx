import { contractPath, ROUTES } from '@common/constants';
import { OPERATIONS_PER_PAGE, parseContractQuery } from '@common/contract-query';
import { contractDue, contractYears, isActive, selectScheduleRows } from '@common/contract-rules';
import { buyoutOffer, buyoutPlan } from '@common/early-buyout';
import { formatDate } from '@common/format';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { parseId } from '@common/id';
import { accountSession } from '@edge/guards/page';
import { accountToday } from '@edge/upstream/account-today';
import { getCompanyInfo } from '@edge/upstream/company';
import { getContract, getContractCar, getDiagram, getOperations, getSchedule } from '@edge/upstream/contracts';
import { duePayment, unpaidBills } from '@edge/upstream/due-payment';
import { requestTransport } from '@edge/upstream/request';
import { AccountSection } from '@src/components/account/AccountSection';
import { StatusBadge } from '@src/components/account/StatusBadge';
import { ContractClosed, ContractPayment } from '@src/components/contracts/ContractStanding';
import { ContractTerms } from '@src/components/contracts/ContractTerms';
import { EarlyBuyout } from '@src/components/contracts/EarlyBuyout';
import { OperationsSection } from '@src/components/contracts/OperationsSection';
import { PaymentDiagram } from '@src/components/contracts/PaymentDiagram';
import { ScheduleSection } from '@src/components/contracts/ScheduleSection';
import { formInitial } from '@src/components/forms/form-initial';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { SectionUnavailable } from '@src/components/ui/SectionUnavailable';
import { loadOwnResource } from '@src/lib/page-data';
import { refuseQuery } from '@src/lib/refused-query';
import { loadSection } from '@src/lib/section-data';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';

/**
 * The contract, what matters now first: what is due and how to pay it (an active contract) or
 * that it is closed and what was paid, then the payments due now and next (the whole schedule one
 * link away), the terms and the car, the diagram, the early buyout (an active contract) and the
 * operations. A sticky bar links the sections the page has; every filter is the URL.
 */
export default async function AccountContractPage({ id, query: rawQuery }: PageProps<'/account/cars/[id]'>) {
  const session = accountSession(contractPath(id));
  const contractId = parseId(id);
  if (contractId === undefined) notFound();
  const query = parseContractQuery(rawQuery ?? '');
  const t = requestTransport();
  const today = accountToday(t);
  // Everything at once; the contract decides whether the page exists and its status, the other
  // sections fail alone, in place (src/lib/section-data.ts, issue 30).
  const rest = Promise.all([
    loadSection((s) => getContractCar(s, contractId)),
    loadSection((s) => getDiagram(s, contractId)),
    loadSection((s) => getSchedule(s, contractId)),
    loadSection((s) => getCompanyInfo(s)),
    loadSection((s) =>
      getOperations(s, contractId, {
        dateFrom: query.from,
        dateTo: query.to,
        page: query.page,
        perPage: OPERATIONS_PER_PAGE,
      }),
    ),
    session.profile.isLegalEntity ? loadSection((s) => unpaidBills(s, contractId)) : null,
  ]);
  rest.catch(() => undefined);
  const contract = await loadOwnResource(() => getContract(t, contractId));
  const [car, diagram, schedule, company, operations, bills] = await rest;
  const c = contract.data;
  // The car's, the company's and the bills' details complete other sections: each says in place
  // that it could not be loaded (issue 37); the page's toast is the contract's or the first of theirs.
  const toast = contract.toast ?? [car, company, bills].find((r) => r?.failure?.toast)?.failure?.toast;
  const back = <a href={ROUTES.accountCars}>← Все автомобили</a>;
  if (!c)
    return (
      <>
        <PageHead title="Договор" noindex />
        {toast ? <ServerToast message={toast} /> : null}
        <h1>Договор</h1>
        <nav className="contract-nav contract-page__nav" aria-label="Разделы договора">
          {back}
        </nav>
      </>
    );
  const active = isActive(c);
  // The schedule knows the next payment after an overdue one; the contract alone may not. The QR
  // is an image of its own URL the browser loads in parallel; the edge asks the same rule.
  const payment =
    schedule.data && (!bills || bills.data) ? duePayment(c, schedule.data, today, bills?.data ?? null) : null;
  const { due, payNow } = contractDue(c, payment);
  const buyout = buyoutOffer(c, schedule.data?.items, query.buyout, today);
  if (buyout?.error) refuseQuery();
  const sections = [
    active ? { id: 'payment', name: 'К оплате' } : null,
    { id: 'schedule', name: 'График платежей' },
    { id: 'terms', name: 'Условия' },
    { id: 'diagram', name: 'Диаграмма' },
    buyout ? { id: 'buyout', name: 'Досрочный выкуп' } : null,
    { id: 'operations', name: 'Операции' },
  ].filter((s) => s !== null);
  return (
    <>
      <PageHead title={`${c.car.name}, договор №\u00a0${c.number}`} noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>{`${c.car.name}, ${c.car.year}`}</h1>
      <p className="contract-card__status">
        <StatusBadge slug={c.status.slug}>{c.status.name}</StatusBadge>
        Договор <span className="ident">№&nbsp;{c.number}</span> от {formatDate(c.date)}
        {c.closedAt ? `, закрыт ${formatDate(c.closedAt)}` : ''}
      </p>
      <nav className="contract-nav contract-page__nav" aria-label="Разделы договора">
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.name}
          </a>
        ))}
        {back}
      </nav>
      {active ? (
        <ContractPayment contract={c} due={due} payNow={payNow} payment={payment} company={company} bills={bills} />
      ) : (
        <ContractClosed contract={c} />
      )}
      <AccountSection id="schedule" titleId="schedule-title" title="График платежей">
        {schedule.failure ? (
          <SectionUnavailable failure={schedule.failure} what="график платежей" anchor="schedule" />
        ) : (
          <ScheduleSection
            contractId={contractId}
            schedule={selectScheduleRows(schedule.data, query)}
            query={query}
            years={contractYears(c)}
            hasUpcoming={schedule.data.items.some((row) => row.status.slug === 'unpaid')}
          />
        )}
      </AccountSection>
      <AccountSection id="terms" titleId="terms-title" title="Условия договора">
        <ContractTerms contract={c} car={car.data} />
        {car.failure ? <SectionUnavailable failure={car.failure} what="сведения об автомобиле" anchor="terms" /> : null}
      </AccountSection>
      <AccountSection id="diagram" titleId="diagram-title" title="Диаграмма платежей">
        {diagram.failure ? (
          <SectionUnavailable failure={diagram.failure} what="диаграмму платежей" anchor="diagram" />
        ) : (
          <PaymentDiagram diagram={diagram.data} id="contract-diagram" />
        )}
      </AccountSection>
      {buyout ? (
        <AccountSection id="buyout" titleId="buyout-title" title="Досрочный выкуп: оценка">
          <EarlyBuyout
            estimate={buyout.estimate}
            bounds={buyout.bounds}
            day={buyout.day}
            error={buyout.error}
            query={query}
            contractId={contractId}
            request={formInitial(ACCOUNT_FORMS.earlyBuyout, contractPath(contractId))}
            plan={schedule.data ? buyoutPlan(c, schedule.data.items, today) : []}
            chosen={query.buyout !== undefined}
          />
        </AccountSection>
      ) : null}
      <AccountSection id="operations" titleId="operations-title" title="Операции">
        {operations.failure ? (
          <SectionUnavailable failure={operations.failure} what="операции по договору" anchor="operations" />
        ) : (
          <OperationsSection contractId={contractId} operations={operations.data} query={query} />
        )}
      </AccountSection>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
