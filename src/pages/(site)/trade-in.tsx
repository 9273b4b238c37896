import { ROUTES } from '@common/constants';
import { findPageByUrl } from '@edge/upstream/pages';
import { requestTransport } from '@edge/upstream/request';
import { showcaseCars } from '@edge/upstream/showcases';
import { HtmlContent } from '@src/components/content/HtmlContent';
import { publicFormPage } from '@src/components/forms/form-initial';
import { TradeInForm } from '@src/components/info/TradeInForm';
import { PageHead } from '@src/components/layout/PageHead';
import { CarShowcase } from '@src/components/showcase/CarShowcase';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { loadPageData } from '@src/lib/page-data';

export default async function TradeInPage() {
  const t = requestTransport();
  // The application form needs no data: a 429/500 replaces only the text and the cars.
  const loaded = await loadPageData(() =>
    Promise.all([findPageByUrl(t, ROUTES.tradeIn), showcaseCars(t, 'cars-for-you-trade-in', 8)]),
  );
  const [page, cars] = loaded.data ?? [null, []];
  return (
    <>
      <PageHead title="Trade-in" seoKey="trade-in" description={page?.seoDescription} />
      <h1>{page?.heading ?? 'Trade-in'}</h1>
      {loaded.toast ? <DataUnavailable toast={loaded.toast} what="описание программы" /> : null}
      {page ? <HtmlContent html={page.contentHtml} /> : null}
      <div className="page-section page-section--form">
        <TradeInForm {...publicFormPage('trade-in', ROUTES.tradeIn)} maxYear={new Date().getUTCFullYear() + 1} />
      </div>
      <CarShowcase id="trade-in-cars" title="Автомобили для обмена по trade-in" cars={cars} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
