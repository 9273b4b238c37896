import { accountSession } from '@edge/guards/page';
import { PageHead } from '@src/components/layout/PageHead';

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
