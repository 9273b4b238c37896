import { ROUTES } from '@common/constants';
import { accountSession } from '@edge/guards/page';
import { listContracts } from '@edge/upstream/contracts';
import { requestTransport } from '@edge/upstream/request';
import { ContractList } from '@src/components/contracts/ContractCard';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';

/** «Мои авто»: one card per contract, active first; each opens its contract. */
export default async function AccountCarsPage() {
  accountSession(ROUTES.accountCars);
  const contracts = await loadPageData(() => listContracts(requestTransport()));
  return (
    <>
      <PageHead title="Мои авто" noindex />
      {contracts.toast ? <ServerToast message={contracts.toast} /> : null}
      <h1>Мои авто</h1>
      {contracts.data?.length ? (
        <ContractList contracts={contracts.data} level={2} />
      ) : contracts.data ? (
        <p className="empty-note">
          Автомобилей в лизинге пока нет. Выберите автомобиль в <a href="/catalog">каталоге</a>: после подписания
          договора он появится здесь с графиком платежей.
        </p>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
