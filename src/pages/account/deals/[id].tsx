import { dealPath } from '@common/constants';
import { formatDate } from '@common/format';
import { parseId } from '@common/id';
import { formatPhone } from '@common/phone';
import { accountSession } from '@edge/guards/page';
import { getDeal } from '@edge/upstream/deals';
import { requestTransport } from '@edge/upstream/request';
import { AccountSection } from '@src/components/account/AccountSection';
import { DealCard } from '@src/components/contracts/DealCard';
import { DealStages } from '@src/components/contracts/DealStages';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadOwnResource } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';

/** A deal: its stages so far and to come, the manager, and its contract once signed. */
export default async function AccountDealPage({ id }: PageProps<'/account/deals/[id]'>) {
  accountSession(dealPath(id));
  const dealId = parseId(id);
  if (dealId === undefined) notFound();
  const deal = await loadOwnResource(() => getDeal(requestTransport(), dealId));
  const d = deal.data;
  return (
    <>
      <PageHead title={d ? `Сделка №\u00a0${d.number}` : 'Сделка'} noindex />
      {deal.toast ? <ServerToast message={deal.toast} /> : null}
      <h1>{d ? d.title : 'Сделка'}</h1>
      <p className="account__link-line">
        <a href="/account">← Личный кабинет</a>
      </p>
      {d ? (
        <>
          <div className="account-section">
            <DealCard deal={d} onItsPage />
          </div>
          <AccountSection titleId="deal-stages" title="Этапы сделки">
            <DealStages stages={d.stages} dealStatus={d.status.slug} />
            {d.status.slug === 'rejected' ? (
              <p className="empty-note">
                Сделка отклонена {formatDate(d.updatedAt)}, дальше она не пойдёт. Чтобы подобрать другие условия,
                оставьте новую заявку или позвоните менеджеру.
              </p>
            ) : null}
            {d.status.slug === 'completed' ? <p className="empty-note">Сделка завершена: все этапы пройдены.</p> : null}
          </AccountSection>
          {d.manager ? (
            <p>
              Ваш менеджер: {d.manager.name}, <a href={`tel:+${d.manager.phone}`}>{formatPhone(d.manager.phone)}</a>
              {d.updatedAt ? ` · обновлено ${formatDate(d.updatedAt)}` : null}
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
