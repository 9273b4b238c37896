import type { PageProps } from 'waku/router';
import { PageHead } from '../../../components/layout/PageHead';

export default async function NewsItemPage({ code }: PageProps<'/news/[code]'>) {
  return (
    <>
      <PageHead title="Новость" />
      <h1>Новость</h1>
      <p>{code}</p>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
