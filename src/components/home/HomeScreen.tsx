import './HomeScreen.css';
import { ROUTES } from '@common/constants';
import { formatPercent } from '@common/format';
import { DEFAULT_LEASE_PRICE } from '@common/lease-input';
import { getInfoBlock } from '@edge/upstream/info-blocks';
import { listNews } from '@edge/upstream/news';
import { getBrands, getVehicleTypes } from '@edge/upstream/reference';
import { listReviews } from '@edge/upstream/reviews';
import { showcaseCars } from '@edge/upstream/showcases';
import { publicFormPage } from '@src/components/forms/form-initial';
import { loadSection } from '@src/lib/section-data';
import { SITE_NAME } from '@src/lib/site';
import { LeaseCalculator } from '../calculator/LeaseCalculator';
import { CallbackForm } from '../forms/DeferredCallbackForm';
import { InfoBlockView } from '../info/InfoBlockView';
import { PageHead } from '../layout/PageHead';
import { NewsGrid } from '../news/NewsGrid';
import { AppLink } from '../shell/AppLink';
import { ServerToast } from '../shell/ServerToast';
import { CarShowcase } from '../showcase/CarShowcase';
import { QuickSearch } from './QuickSearch';
import { Reviews } from './Reviews';

/** The home screen; `/` and every single-segment path without a dot show it (spec section 2). */
export async function HomeScreen({ query }: { query?: string } = {}) {
  // Every block is a secondary section (src/lib/section-data.ts): one that fails is left out, or
  // for the reviews said so in place, and the rest of the page renders; a 429/500 adds its toast.
  const sections = await Promise.all([
    loadSection((t) => getBrands(t)),
    loadSection((t) => getVehicleTypes(t)),
    loadSection((t) => getInfoBlock(t, 'advantages')),
    loadSection((t) => showcaseCars(t, 'popular-cars', 8)),
    loadSection((t) => showcaseCars(t, 'cars-in-program', 8)),
    loadSection((t) => listNews(t, { perPage: 3 })),
    loadSection((t) => listReviews(t, { perPage: 6 })),
  ] as const);
  const [brandsSection, typesSection, advantagesSection, popularSection, programSection, newsSection, reviewsSection] =
    sections;
  const toasts = new Set(sections.flatMap((section) => (section.failure?.toast ? [section.failure.toast] : [])));
  const brands = brandsSection.data ?? [];
  const vehicleTypes = typesSection.data ?? [];
  const advantages = advantagesSection.data ?? null;
  const popular = popularSection.data ?? [];
  const inProgram = programSection.data ?? [];
  const news = newsSection.data ?? null;
  const back = ROUTES.home;
  return (
    <>
      <PageHead
        title={SITE_NAME}
        seoKey="home"
        description="Лизинг и подписка на автомобили для частных лиц и компаний"
        canonicalPath="/"
      />
      {[...toasts].map((message) => (
        <ServerToast key={message} message={message} />
      ))}
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Лизинг автомобилей для частных лиц и бизнеса</h1>
        <p className="hero__lead">
          Легковые, коммерческие автомобили и спецтехника с авансом от {formatPercent(0)}. Решение за один день.
        </p>
        <QuickSearch brands={brands} vehicleTypes={vehicleTypes} />
      </section>
      {advantages ? <InfoBlockView block={advantages} /> : null}
      <CarShowcase
        id="popular-cars"
        title="Популярные автомобили"
        cars={popular}
        moreHref={ROUTES.catalog}
        moreLabel="Весь каталог"
      />
      <CarShowcase
        id="program-cars"
        title="Автомобили по специальной программе"
        cars={inProgram}
        moreHref={`${ROUTES.catalog}?inProgram=1`}
        moreLabel="Все автомобили программы"
      />
      <LeaseCalculator price={DEFAULT_LEASE_PRICE} query={query} />
      {news?.items.length ? (
        <section className="page-section" aria-labelledby="latest-news">
          <h2 id="latest-news" className="section-title">
            Новости
          </h2>
          <NewsGrid items={news.items} headingLevel={3} />
          <p className="section-more">
            <AppLink href={ROUTES.news}>Все новости</AppLink>
          </p>
        </section>
      ) : null}
      <Reviews reviews={reviewsSection} />
      <div className="page-section page-section--form">
        <CallbackForm {...publicFormPage('callback', back)} />
      </div>
    </>
  );
}
