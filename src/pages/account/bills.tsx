import { accountSession } from '@edge/guards/page';
import { PageHead } from '@src/components/layout/PageHead';

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
