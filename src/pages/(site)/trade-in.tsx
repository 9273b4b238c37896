import { PageHead } from '../../components/layout/PageHead';

export default async function TradeInPage() {
  return (
    <>
      <PageHead title="Trade-in" />
      <h1>Trade-in</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
