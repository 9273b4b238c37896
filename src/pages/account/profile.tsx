import { accountSession } from '@src/components/account/page-guard';
import { PageHead } from '@src/components/layout/PageHead';

export default async function AccountProfilePage() {
  accountSession('/account/profile');
  return (
    <>
      <PageHead title="Профиль" noindex />
      <h1>Профиль</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
