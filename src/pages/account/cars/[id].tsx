import { OPERATIONS_PER_PAGE, parseContractQuery } from '@common/contract-query';
import { estimateBuyout } from '@common/early-buyout';
import { isoDay } from '@common/format';
import { parseId } from '@common/id';
import { accountSession } from '@edge/guards/page';
import { getCompanyInfo } from '@edge/upstream/company';
import {
  getContract,
  getContractCar,
  getDiagram,
  getOperations,
  getSchedule,
  paymentDue,
  selectScheduleRows,
} from '@edge/upstream/contracts';
import { upstream } from '@edge/upstream/request';
import { ContractTerms } from '@src/components/contracts/ContractTerms';
import { EarlyBuyout } from '@src/components/contracts/EarlyBuyout';
import { OperationsSection } from '@src/components/contracts/OperationsSection';
import { PaymentDiagram } from '@src/components/contracts/PaymentDiagram';
import { PaymentQr } from '@src/components/contracts/PaymentQr';
import { ScheduleSection } from '@src/components/contracts/ScheduleSection';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadOwnResource, loadPageData } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';

function yearsOf(from: string, to: string): number[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * The contract: terms and car, the payment diagram, the schedule (filters by status and year) and
 * the operations (date range, pages). Sections are anchors on one page; every filter is the URL.
 */
export default async function AccountContractPage({ id, query: rawQuery }: PageProps<'/account/cars/[id]'>) {
  accountSession(`/account/cars/${id}`);
  const contractId = parseId(id);
  if (contractId === undefined) notFound();
  const query = parseContractQuery(rawQuery ?? '');
  const t = upstream();
  // Everything at once; the contract decides first whether the page exists at all.
  const rest = Promise.all([
    loadPageData(() => getContractCar(t, contractId)),
    loadPageData(() => getDiagram(t, contractId)),
    loadPageData(() => getSchedule(t, contractId)),
    loadPageData(() => getCompanyInfo(t)),
    loadPageData(() =>
      getOperations(t, contractId, {
        dateFrom: query.from,
        dateTo: query.to,
        page: query.page,
        perPage: OPERATIONS_PER_PAGE,
      }),
    ),
  ]);
  rest.catch(() => undefined);
  const contract = await loadOwnResource(() => getContract(t, contractId));
  const [car, diagram, schedule, company, operations] = await rest;
  const c = contract.data;
  // The next (or overdue) payment gets a QR, an image of its own URL the browser loads in parallel.
  const due = c ? paymentDue(c) : 0;
  const allRows = schedule.data?.items;
  const estimate =
    c && allRows && diagram.data
      ? estimateBuyout(allRows, query.buyout ?? isoDay(new Date()), {
          overdue: c.overdueAmount,
          penalties: diagram.data.penaltyDebt,
        })
      : null;
  const toast = [contract, car, diagram, schedule, operations].find((r) => r.toast)?.toast;
  const title = c ? `${c.car.name}, договор № ${c.number}` : 'Договор';
  return (
    <>
      <PageHead title={title} noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>{c ? `${c.car.name}, ${c.car.year}` : 'Договор'}</h1>
      <nav className="contract-nav" aria-label="Разделы договора">
        <a href="#terms">Условия</a>
        <a href="#diagram">Диаграмма</a>
        <a href="#payment">Оплата</a>
        <a href="#schedule">График платежей</a>
        <a href="#buyout">Досрочный выкуп</a>
        <a href="#operations">Операции</a>
        <a href="/account/cars">← Все автомобили</a>
      </nav>
      {c ? (
        <section className="account-section" id="terms" aria-labelledby="terms-title">
          <h2 className="account-section__title" id="terms-title">
            Условия договора
          </h2>
          <ContractTerms contract={c} car={car.data} />
        </section>
      ) : null}
      {diagram.data ? (
        <section className="account-section" id="diagram" aria-labelledby="diagram-title">
          <h2 className="account-section__title" id="diagram-title">
            Диаграмма платежей
          </h2>
          <PaymentDiagram diagram={diagram.data} id="contract-diagram" />
        </section>
      ) : null}
      {c && due > 0 && company.data ? (
        <section className="account-section" id="payment" aria-labelledby="payment-title">
          <h2 className="account-section__title" id="payment-title">
            Оплата
          </h2>
          <PaymentQr
            src={`/api/account/contracts/${contractId}/payment-qr.svg`}
            amount={due}
            dueDate={c.nextPayment?.date ?? null}
            overdue={c.overdueAmount > 0}
            contractNumber={c.number}
            company={company.data}
          />
        </section>
      ) : null}
      {schedule.data && c ? (
        <section className="account-section" id="schedule" aria-labelledby="schedule-title">
          <h2 className="account-section__title" id="schedule-title">
            График платежей
          </h2>
          <ScheduleSection
            contractId={contractId}
            schedule={selectScheduleRows(schedule.data, query)}
            query={query}
            years={yearsOf(c.date, c.endDate)}
          />
        </section>
      ) : null}
      {estimate && c && c.status.slug === 'active' ? (
        <section className="account-section" id="buyout" aria-labelledby="buyout-title">
          <h2 className="account-section__title" id="buyout-title">
            Досрочный выкуп: оценка
          </h2>
          <EarlyBuyout estimate={estimate} query={query} contractId={contractId} />
        </section>
      ) : null}
      {operations.data ? (
        <section className="account-section" id="operations" aria-labelledby="operations-title">
          <h2 className="account-section__title" id="operations-title">
            Операции
          </h2>
          <OperationsSection contractId={contractId} operations={operations.data} query={query} />
        </section>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
