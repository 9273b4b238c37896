import { accountSession } from '@edge/guards/page';
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
