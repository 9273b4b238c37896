import { accountSession } from '@edge/guards/page';
import { getProfile } from '@edge/upstream/auth';
import { upstream } from '@edge/upstream/request';
import { ClientSummary } from '@src/components/account/ClientSummary';
import { ServerToast } from '@src/components/account/ServerToast';
import { loadForAccount } from '@src/components/account/upstream-call';
import { PageHead } from '@src/components/layout/PageHead';

/** Account home: who is signed in, fresh from the upstream (the session's copy if it cannot answer). */
export default async function AccountHomePage() {
  const session = accountSession('/account');
  const fresh = await loadForAccount(() => getProfile(upstream()));
  const profile = fresh.data
    ? { ...fresh.data, isLegalEntity: fresh.data.userType.slug === 'legalEntity' }
    : session.profile;
  return (
    <>
      <PageHead title="Личный кабинет" noindex />
      {fresh.toast ? <ServerToast message={fresh.toast} /> : null}
      <h1>Личный кабинет</h1>
      <ClientSummary profile={profile} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
