import { contractPath, ROUTES } from '@common/constants';
import { OPERATIONS_PER_PAGE, parseContractQuery } from '@common/contract-query';
import { selectScheduleRows } from '@common/contract-rules';
import { buyoutBounds, buyoutDayError, estimateBuyout } from '@common/early-buyout';
import { formatDate, formatRoubles } from '@common/format';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { parseId } from '@common/id';
import { owedNow } from '@common/payment-due';
import { accountSession } from '@edge/guards/page';
import { accountToday } from '@edge/upstream/account-today';
import { getCompanyInfo } from '@edge/upstream/company';
import { getContract, getContractCar, getDiagram, getOperations, getSchedule } from '@edge/upstream/contracts';
import { duePayment, unpaidBills } from '@edge/upstream/due-payment';
import { requestTransport } from '@edge/upstream/request';
import { AccountSection } from '@src/components/account/AccountSection';
import { Facts } from '@src/components/account/Facts';
import { StatusBadge } from '@src/components/account/StatusBadge';
import { ContractTerms } from '@src/components/contracts/ContractTerms';
import { dueFacts } from '@src/components/contracts/due-facts';
import { EarlyBuyout } from '@src/components/contracts/EarlyBuyout';
import { OperationsSection } from '@src/components/contracts/OperationsSection';
import { PaymentDiagram } from '@src/components/contracts/PaymentDiagram';
import { PaymentQr } from '@src/components/contracts/PaymentQr';
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

function yearsOf(from: string, to: string): number[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

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
  const active = c?.status.slug === 'active';
  const allRows = schedule.data?.items;
  // The schedule knows the next payment after an overdue one; the contract alone may not. The QR
  // is an image of its own URL the browser loads in parallel; the edge asks the same rule.
  const payment =
    c && schedule.data && (!bills || bills.data) ? duePayment(c, schedule.data, today, bills?.data ?? null) : null;
  const due = payment?.due ?? c?.due ?? null;
  const payNow = active && payment ? payment.amount : 0;
  const bounds = c && active ? buyoutBounds(today, c.endDate) : null;
  const buyoutDay = query.buyout ?? today;
  const buyoutError = bounds ? buyoutDayError(buyoutDay, bounds) : undefined;
  if (buyoutError) refuseQuery();
  const estimate =
    bounds && !buyoutError && allRows && c
      ? estimateBuyout(allRows, buyoutDay, { today, penalties: c.due.penalties })
      : null;
  // The car's, the company's and the bills' details complete other sections: each says in place
  // that it could not be loaded (issue 37); the page's toast is the contract's or the first of theirs.
  const toast = contract.toast ?? [car, company, bills].find((r) => r?.failure?.toast)?.failure?.toast;
  const title = c ? `${c.car.name}, договор №\u00a0${c.number}` : 'Договор';
  const sections = [
    c && active ? { id: 'payment', name: 'К оплате' } : null,
    c ? { id: 'schedule', name: 'График платежей' } : null,
    c ? { id: 'terms', name: 'Условия' } : null,
    c ? { id: 'diagram', name: 'Диаграмма' } : null,
    bounds ? { id: 'buyout', name: 'Досрочный выкуп' } : null,
    c ? { id: 'operations', name: 'Операции' } : null,
  ].filter((s): s is { id: string; name: string } => s !== null);
  return (
    <>
      <PageHead title={title} noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>{c ? `${c.car.name}, ${c.car.year}` : 'Договор'}</h1>
      {c ? (
        <p className="contract-card__status">
          <StatusBadge slug={c.status.slug}>{c.status.name}</StatusBadge>
          Договор №&nbsp;{c.number} от {formatDate(c.date)}
          {c.closedAt ? `, закрыт ${formatDate(c.closedAt)}` : ''}
        </p>
      ) : null}
      <nav className="contract-nav contract-page__nav" aria-label="Разделы договора">
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.name}
          </a>
        ))}
        <a href={ROUTES.accountCars}>← Все автомобили</a>
      </nav>
      {c && active && due ? (
        <AccountSection id="payment" titleId="payment-title" title="К оплате">
          <Facts
            modifier="totals"
            items={[
              { label: 'К оплате сейчас', value: formatRoubles(owedNow(due)), alert: owedNow(due) > 0 },
              ...dueFacts(due),
              due.next ? null : { label: 'Следующий платёж', value: 'по графику платежей больше нет' },
            ]}
          />
          {payment && payNow > 0 && company.data ? (
            <PaymentQr
              src={`/api/account/contracts/${contractId}/payment-qr.svg`}
              payment={payment}
              contractNumber={c.number}
              company={company.data}
            />
          ) : null}
          {bills?.failure ? (
            <SectionUnavailable failure={bills.failure} what="неоплаченные счета по договору" anchor="payment" />
          ) : payNow > 0 && company.failure ? (
            <SectionUnavailable failure={company.failure} what="реквизиты для оплаты" anchor="payment" />
          ) : null}
        </AccountSection>
      ) : null}
      {c && !active ? (
        <AccountSection id="closed" titleId="closed-title" title="Договор закрыт">
          <Facts
            modifier="totals"
            items={[
              c.closedAt ? { label: 'Закрыт', value: formatDate(c.closedAt) } : null,
              { label: 'Оплачено', value: formatRoubles(c.paidAmount) },
              { label: 'Всего по договору', value: formatRoubles(c.totalAmount) },
            ]}
          />
          <p className="empty-note">Платить по договору больше нечего, досрочный выкуп не нужен.</p>
        </AccountSection>
      ) : null}
      {c ? (
        <AccountSection id="schedule" titleId="schedule-title" title="График платежей">
          {schedule.failure ? (
            <SectionUnavailable failure={schedule.failure} what="график платежей" anchor="schedule" />
          ) : (
            <ScheduleSection
              contractId={contractId}
              schedule={selectScheduleRows(schedule.data, query)}
              query={query}
              years={yearsOf(c.date, c.endDate)}
              hasUpcoming={schedule.data.items.some((row) => row.status.slug === 'unpaid')}
            />
          )}
        </AccountSection>
      ) : null}
      {c ? (
        <AccountSection id="terms" titleId="terms-title" title="Условия договора">
          <ContractTerms contract={c} car={car.data} />
          {car.failure ? (
            <SectionUnavailable failure={car.failure} what="сведения об автомобиле" anchor="terms" />
          ) : null}
        </AccountSection>
      ) : null}
      {c ? (
        <AccountSection id="diagram" titleId="diagram-title" title="Диаграмма платежей">
          {diagram.failure ? (
            <SectionUnavailable failure={diagram.failure} what="диаграмму платежей" anchor="diagram" />
          ) : (
            <PaymentDiagram diagram={diagram.data} id="contract-diagram" />
          )}
        </AccountSection>
      ) : null}
      {bounds ? (
        <AccountSection id="buyout" titleId="buyout-title" title="Досрочный выкуп: оценка">
          <EarlyBuyout
            estimate={estimate}
            bounds={bounds}
            day={buyoutDay}
            error={buyoutError}
            query={query}
            contractId={contractId}
            request={formInitial(ACCOUNT_FORMS.earlyBuyout, contractPath(contractId))}
          />
        </AccountSection>
      ) : null}
      {c ? (
        <AccountSection id="operations" titleId="operations-title" title="Операции">
          {operations.failure ? (
            <SectionUnavailable failure={operations.failure} what="операции по договору" anchor="operations" />
          ) : (
            <OperationsSection contractId={contractId} operations={operations.data} query={query} />
          )}
        </AccountSection>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
