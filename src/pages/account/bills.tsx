import { accountSession } from '../../components/account/page-guard';
import { PageHead } from '../../components/layout/PageHead';

export default async function AccountBillsPage() {
  accountSession('/account/bills');
  return (
    <>
      <PageHead title="Счета" noindex />
      <h1>Счета</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
