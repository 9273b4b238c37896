import { PageHead } from '../../../components/layout/PageHead';

export default async function NewsPage() {
  return (
    <>
      <PageHead title="Новости" />
      <h1>Новости</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
