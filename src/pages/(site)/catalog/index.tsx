import { PageHead } from '../../../components/layout/PageHead';

export default async function CatalogPage() {
  return (
    <>
      <PageHead title="Каталог автомобилей" />
      <h1>Каталог автомобилей</h1>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
