import { ROUTES } from '@common/constants';
import { isActive, isInProgress } from '@common/contract-rules';
import { formatDate, formatRoubles } from '@common/format';
import { owedNowTotal } from '@common/payment-due';
import { accountSession } from '@edge/guards/page';
import { withLegalEntity } from '@edge/session/types';
import { getProfile } from '@edge/upstream/auth';
import { listBills } from '@edge/upstream/bills';
import { getCompanyInfo } from '@edge/upstream/company';
import { listContracts } from '@edge/upstream/contracts';
import { type Deal, listDeals } from '@edge/upstream/deals';
import { loadAllDuePayment } from '@edge/upstream/due-payment';
import { requestTransport } from '@edge/upstream/request';
import { AccountColumns } from '@src/components/account/AccountColumns';
import { AccountMore } from '@src/components/account/AccountMore';
import { AccountSection } from '@src/components/account/AccountSection';
import { BillsDue } from '@src/components/account/BillsDue';
import { ClientSummary } from '@src/components/account/ClientSummary';
import { Facts } from '@src/components/account/Facts';
import { PayAll } from '@src/components/account/PayAll';
import { ContractList } from '@src/components/contracts/ContractCard';
import { DealCard } from '@src/components/contracts/DealCard';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { ItemList } from '@src/components/ui/ItemList';
import { KeepWhole } from '@src/components/ui/KeepWhole';
import { SectionUnavailable } from '@src/components/ui/SectionUnavailable';
import { loadPageData } from '@src/lib/page-data';
import { loadSection } from '@src/lib/section-data';

/**
 * Account home: each active contract with what is due, deals in progress, the bills to pay (legal
 * entities) and the profile; closed contracts and finished deals are folded below. The upstream
 * calls run in parallel; one that fails says so in its place (spec section 8, decision 0016).
 */
const dealKey = (deal: Deal) => deal.id;

export default async function AccountHomePage() {
  const session = accountSession('/account');
  const t = requestTransport();
  const legal = session.profile.isLegalEntity;
  // The contracts decide the page's status; the rest are sections that fail alone, in place
  // (src/lib/section-data.ts, issue 30); without a fresh profile the session's summary stands.
  const [fresh, contracts, deals, bills] = await Promise.all([
    loadSection((s) => getProfile(s)),
    loadPageData(() => listContracts(t)),
    loadSection((s) => listDeals(s)),
    legal
      ? // Every bill's totals: none at all, all paid and some to pay read differently.
        loadSection(async (s) => (await listBills(s, { perPage: 1 })).summary)
      : null,
  ]);
  const profile = fresh.data ? withLegalEntity(fresh.data) : session.profile;
  const toast = contracts.toast ?? fresh.failure?.toast;
  const active = contracts.data?.filter(isActive) ?? [];
  const closed = contracts.data?.filter((c) => !isActive(c)) ?? [];
  // What all active contracts ask now (overdue payments and penalties) and the nearest next payment.
  const payNow = owedNowTotal(active.map((c) => c.due));
  // «Оплатить всё»: the schedules (and a legal entity's bills) of the contracts that owe now.
  const payAll =
    payNow > 0
      ? await Promise.all([
          loadSection((s) => loadAllDuePayment(s, legal, active)),
          loadSection((s) => getCompanyInfo(s)),
        ])
      : null;
  const nearest = active
    .flatMap((c) => (c.due.next ? [{ ...c.due.next, number: c.number }] : []))
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  const current = deals.data?.filter(isInProgress) ?? [];
  const finished = deals.data?.filter((d) => !isInProgress(d)) ?? [];
  return (
    <>
      <PageHead title="Личный кабинет" noindex />
      {toast ? <ServerToast message={toast} /> : null}
      <h1>Личный кабинет</h1>
      {contracts.data ? (
        <AccountSection titleId="home-contracts" title="Действующие договоры">
          {active.length ? (
            <Facts
              modifier="totals"
              label="Платежи по договорам"
              items={[
                { label: 'К оплате сейчас', value: formatRoubles(payNow), alert: payNow > 0 },
                nearest
                  ? {
                      label: 'Ближайший платёж',
                      value: (
                        <KeepWhole
                          text={`${formatRoubles(nearest.amount)} до ${formatDate(nearest.date)}, договор №\u00a0${nearest.number}`}
                        />
                      ),
                    }
                  : null,
              ]}
            />
          ) : null}
          {payAll ? <PayAll payment={payAll[0]} company={payAll[1]} /> : null}
          {active.length ? (
            <ContractList contracts={active} />
          ) : (
            <p className="empty-note">
              Действующих договоров нет. Подберите автомобиль в <a href="/catalog">каталоге</a> — менеджер оформит
              лизинг, и договор появится здесь.
            </p>
          )}
          {closed.length ? (
            <AccountMore summary={`Закрытые договоры (${closed.length})`}>
              <ContractList contracts={closed} />
            </AccountMore>
          ) : null}
        </AccountSection>
      ) : null}
      <AccountColumns
        main={
          <AccountSection id="deals" titleId="home-deals" title="Сделки в работе">
            {deals.failure ? (
              <SectionUnavailable failure={deals.failure} what="сделки" anchor="deals" />
            ) : current.length ? (
              <ItemList items={current} keyOf={dealKey} className="contract-list">
                {(deal) => <DealCard deal={deal} />}
              </ItemList>
            ) : (
              <p className="empty-note">
                Сделок в работе нет. Заявки с сайта здесь не показываются: по заявке вам позвонит менеджер, и сделка
                появится здесь, когда он её оформит.
              </p>
            )}
            {finished.length ? (
              <AccountMore summary={`Завершённые и отклонённые сделки (${finished.length})`}>
                <ItemList items={finished} keyOf={dealKey} className="contract-list">
                  {(deal) => <DealCard deal={deal} />}
                </ItemList>
              </AccountMore>
            ) : null}
          </AccountSection>
        }
        side={
          <>
            {bills ? <BillsDue bills={bills} /> : null}
            {/* Issue 39: the statement for a period (a legal entity's акт сверки and accountant's package). */}
            <p className="account__link-line">
              <a href={ROUTES.accountDocuments}>
                {legal ? 'Акт сверки и пакет для бухгалтера' : 'Выписка по договору'}
              </a>
            </p>
            <ClientSummary profile={profile} unavailable={fresh.failure} />
          </>
        }
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
