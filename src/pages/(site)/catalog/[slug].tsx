import { carPath } from '@common/constants';
import { formatMoney } from '@common/format';
import { formatOffer } from '@common/lease-offer';
import { cityFirst } from '@common/offices';
import { siteAddress } from '@common/site-address';
import { currentCarLists } from '@edge/car-lists/cookie';
import { requestContext } from '@edge/context';
import { carBySlug, carsForYou, similarCars } from '@edge/upstream/cars';
import { getOfficeOptions } from '@edge/upstream/reference';
import { requestTransport } from '@edge/upstream/request';
import { CarJsonLd } from '@src/components/car/CarJsonLd';
import { CarPage as CarPageView } from '@src/components/car/CarPage';
import { publicFormPage } from '@src/components/forms/form-initial';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { loadPageData } from '@src/lib/page-data';
import { loadSection } from '@src/lib/section-data';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';

const DAY_MS = 86_400_000;
/** The upstream accepts viewing dates from today to today + 90 days (UTC). */
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export default async function CarPage({ slug, query }: PageProps<'/catalog/[slug]'>) {
  const t = requestTransport();
  const loaded = await loadPageData(() => carBySlug(t, slug));
  if (loaded.toast) {
    return (
      <article className="car-page">
        <PageHead title="Автомобиль в лизинг" noindex />
        <h1 className="car-page__title">Автомобиль</h1>
        <DataUnavailable toast={loaded.toast} what="автомобиль" />
      </article>
    );
  }
  const car = loaded.data;
  if (!car) notFound();
  // Secondary sections (issue 30): each fails alone, in place; the car decides the page's status.
  // Without offices the booking form still works («Любой удобный»).
  const [similar, forYou, offices] = await Promise.all([
    loadSection((s) => similarCars(s, car.id, 6)),
    loadSection((s) => carsForYou(s, { vehicleType: car.vehicleType.slug, budget: Math.round(car.price * 1.2) }, 7)),
    loadSection((s) => getOfficeOptions(s)),
  ]);
  const similarIds = new Set(similar.data?.map((s) => s.id));
  const forYouCars = forYou.data
    ? { data: forYou.data.filter((c) => c.id !== car.id && !similarIds.has(c.id)).slice(0, 6) }
    : forYou;
  const officesToast = offices.failure?.toast;
  const path = carPath(car.slug);
  const siteUrl = requestContext()?.var.config.PUBLIC_SITE_URL ?? 'http://localhost';
  const now = Date.now();
  return (
    <CarPageView
      car={car}
      head={
        <>
          <PageHead
            title={`${car.title}, ${car.year} — в лизинг ${formatOffer(car.monthlyPayment)}`}
            description={`${car.title} ${car.year} г., ${car.city}: цена ${formatMoney(car.price)}, лизинг ${formatOffer(car.monthlyPayment)} Забронируйте просмотр онлайн.`}
            image={car.image.src}
            type="product"
            canonicalPath={path}
          />
          {officesToast ? <ServerToast message={officesToast} /> : null}
          <CarJsonLd car={car} url={siteAddress(path, siteUrl)} siteUrl={siteUrl} />
        </>
      }
      booking={{
        ...publicFormPage('booking', path),
        offices: cityFirst(offices.data ?? [], car.city).map((o) => ({ value: String(o.id), label: o.label })),
        minDate: utcDay(now),
        maxDate: utcDay(now + 90 * DAY_MS),
      }}
      query={query}
      similar={similar}
      forYou={forYouCars}
      lists={currentCarLists()}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
