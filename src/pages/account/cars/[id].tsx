import { accountSession } from '@edge/guards/page';
import { PageHead } from '@src/components/layout/PageHead';
import { unstable_notFound as notFound } from 'waku/router/server';

/** A car of the client's contract; a malformed id fails the route's validation: 404 (spec section 5). */
export default async function AccountCarPage({ id }: { id: string }) {
  accountSession(`/account/cars/${id}`);
  if (!/^\d{1,9}$/.test(id)) notFound();
  return (
    <>
      <PageHead title="Автомобиль" noindex />
      <h1>Автомобиль</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
