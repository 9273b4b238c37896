import type { PageProps } from 'waku/router';
import { PageHead } from '../../../components/layout/PageHead';

export default async function CarPage({ slug }: PageProps<'/catalog/[slug]'>) {
  return (
    <>
      <PageHead title="Автомобиль" />
      <h1>Автомобиль</h1>
      <p>{slug}</p>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
