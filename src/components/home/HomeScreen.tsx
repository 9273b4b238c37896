import './HomeScreen.css';
import { ROUTES } from '@common/constants';
import { DEFAULT_LEASE_PRICE } from '@common/lease-input';
import { reactionFor, UpstreamError } from '@edge/errors';
import { getInfoBlock } from '@edge/upstream/info-blocks';
import { listNews } from '@edge/upstream/news';
import { getBrands, getVehicleTypes } from '@edge/upstream/reference';
import { requestTransport } from '@edge/upstream/request';
import { listReviews } from '@edge/upstream/reviews';
import { showcaseCars } from '@edge/upstream/showcases';
import { formInitial } from '@src/components/forms/form-initial';
import { SITE_NAME } from '@src/lib/site';
import { LeaseCalculator } from '../calculator/LeaseCalculator';
import { CallbackForm } from '../forms/CallbackForm';
import { InfoBlockView } from '../info/InfoBlockView';
import { PageHead } from '../layout/PageHead';
import { NewsGrid } from '../news/NewsGrid';
import { AppLink } from '../shell/AppLink';
import { ServerToast } from '../shell/ServerToast';
import { CarShowcase } from '../showcase/CarShowcase';
import { QuickSearch } from './QuickSearch';
import { Reviews } from './Reviews';

/**
 * A block of the home screen: when its call fails, the block is left out and the rest of the page
 * still renders (the failure is logged by the transport); a 429 or 500 adds its message to
 * `toasts` (spec section 8).
 */
async function optional<T>(promise: Promise<T>, fallback: T, toasts: Set<string>): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    // Upstream failures are already logged by the transport; anything else is a bug to see.
    if (!(err instanceof UpstreamError)) console.error('home block failed', err);
    else if (reactionFor(err).kind === 'toast') toasts.add(err.message);
    return fallback;
  }
}

/** The home screen; `/` and every single-segment path without a dot show it (spec section 2). */
export async function HomeScreen({ query }: { query?: string } = {}) {
  const t = requestTransport();
  const toasts = new Set<string>();
  const [brands, vehicleTypes, advantages, popular, inProgram, news, reviews] = await Promise.all([
    optional(getBrands(t), [], toasts),
    optional(getVehicleTypes(t), [], toasts),
    optional(getInfoBlock(t, 'advantages'), null, toasts),
    optional(showcaseCars(t, 'popular-cars', 8), [], toasts),
    optional(showcaseCars(t, 'cars-in-program', 8), [], toasts),
    optional(listNews(t, { perPage: 3 }), null, toasts),
    optional(listReviews(t, { perPage: 6 }), null, toasts),
  ]);
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
          Легковые, коммерческие автомобили и спецтехника с авансом от 0%. Решение за один день.
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
      {reviews ? <Reviews reviews={reviews.items} averageRating={reviews.averageRating} /> : null}
      <div className="page-section page-section--form">
        <CallbackForm back={back} initial={formInitial('callback', back)} />
      </div>
    </>
  );
}
