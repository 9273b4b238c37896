import { CAR_LISTS } from '@common/car-list-rules';
import { comparePath, parseCarIds } from '@common/car-lists';
import { ROUTES } from '@common/constants';
import { currentCarLists } from '@edge/car-lists/cookie';
import { carsByIds } from '@edge/upstream/cars';
import { requestTransport } from '@edge/upstream/request';
import { CarListsNav } from '@src/components/car-lists/CarListsNav';
import { CompareTable } from '@src/components/car-lists/CompareTable';
import { PageHead } from '@src/components/layout/PageHead';
import { AppLink } from '@src/components/shell/AppLink';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { EmptyState } from '@src/components/ui/EmptyState';
import { loadPageData } from '@src/lib/page-data';
import type { PageProps } from 'waku/router';
import { unstable_redirect as redirect } from 'waku/router/server';

const MAX = CAR_LISTS.get('compare')?.max ?? 4;

/**
 * The comparison of the cars in `?ids=` (the address a visitor shares). Without `ids` it opens the
 * visitor's own list (its cookie) at that address; a shared address never reads the cookie for its
 * cars, only for the visitor's own lists' links (as on /favourites; «Убрать» changes the own list).
 */
export default async function ComparePage({ query }: PageProps<'/compare'>) {
  const params = new URLSearchParams(query ?? '');
  const ids = parseCarIds(params.get('ids'), MAX);
  const lists = currentCarLists();
  if (!params.has('ids') && lists.compare.length) redirect(comparePath(lists.compare) as '/');
  const loaded = await loadPageData(() => carsByIds(requestTransport(), ids));
  const head = <PageHead title="Сравнение автомобилей" noindex canonicalPath={comparePath([])} />;
  if (!loaded.data) {
    return (
      <>
        {head}
        <h1>Сравнение автомобилей</h1>
        <DataUnavailable toast={loaded.toast} what="автомобили" />
      </>
    );
  }
  const cars = loaded.data;
  return (
    <>
      {head}
      <h1>Сравнение автомобилей</h1>
      <CarListsNav lists={lists} />
      {cars.length ? (
        <>
          {cars.length > 1 ? (
            <p>Строки, в которых автомобили различаются, выделены цветом и словом «различается».</p>
          ) : null}
          <CompareTable cars={cars} />
          {cars.length < MAX ? (
            <p>
              <AppLink href={ROUTES.catalog}>Добавить автомобиль из каталога</AppLink> (до {MAX} автомобилей)
            </p>
          ) : null}
        </>
      ) : (
        <EmptyState>
          <p>Здесь пока нет автомобилей. Нажмите «Сравнить» в каталоге или на странице автомобиля.</p>
          <AppLink href={ROUTES.catalog}>Перейти в каталог</AppLink>
        </EmptyState>
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
