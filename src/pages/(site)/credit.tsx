import { PageHead } from '../../components/layout/PageHead';

export default async function CreditPage() {
  return (
    <>
      <PageHead title="Автокредит" />
      <h1>Автокредит</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
