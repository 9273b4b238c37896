import { FAVOURITES_PATH } from '@common/car-lists';
import { ROUTES } from '@common/constants';
import { currentCarLists } from '@edge/car-lists/cookie';
import { carsByIds } from '@edge/upstream/cars';
import { requestTransport } from '@edge/upstream/request';
import { CarListsNav } from '@src/components/car-lists/CarListsNav';
import { CarCard } from '@src/components/catalog/CarCard';
import { PageHead } from '@src/components/layout/PageHead';
import { AppLink } from '@src/components/shell/AppLink';
import { CardGrid } from '@src/components/ui/CardGrid';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { EmptyState } from '@src/components/ui/EmptyState';
import { loadPageData } from '@src/lib/page-data';

/** The visitor's favourite cars (their cookie: never from the guest cache), each with its buttons. */
export default async function FavouritesPage() {
  const lists = currentCarLists();
  const loaded = await loadPageData(() => carsByIds(requestTransport(), lists.favourites));
  const head = <PageHead title="Избранное" noindex canonicalPath={FAVOURITES_PATH} />;
  if (!loaded.data) {
    return (
      <>
        {head}
        <h1>Избранное</h1>
        <DataUnavailable toast={loaded.toast} what="автомобили" />
      </>
    );
  }
  const cars = loaded.data;
  return (
    <>
      {head}
      <h1>Избранное</h1>
      <CarListsNav lists={lists} />
      {cars.length ? (
        <CardGrid items={cars} keyOf={(car) => car.id}>
          {(car, index) => (
            <CarCard car={car} headingLevel={2} first={index === 0} lists={{ ...lists, back: FAVOURITES_PATH }} />
          )}
        </CardGrid>
      ) : (
        <EmptyState>
          <p>В избранном пока нет автомобилей. Нажмите «В избранное» в каталоге или на странице автомобиля.</p>
          <AppLink href={ROUTES.catalog}>Перейти в каталог</AppLink>
        </EmptyState>
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
