import { PageHead } from '../../components/layout/PageHead';

export default async function AboutPage() {
  return (
    <>
      <PageHead title="О компании" />
      <h1>О компании</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
