import { accountSession } from '../../components/account/page-guard';
import { PageHead } from '../../components/layout/PageHead';

export default async function AccountCarsPage() {
  accountSession('/account/cars');
  return (
    <>
      <PageHead title="Мои авто" noindex />
      <h1>Мои авто</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
