import { findPageByUrl } from '../../../edge/upstream/pages';
import { upstream } from '../../../edge/upstream/request';
import { showcaseCars } from '../../../edge/upstream/showcases';
import { HtmlContent } from '../../components/content/HtmlContent';
import { formInitial } from '../../components/forms/form-flash';
import { TradeInForm } from '../../components/info/TradeInForm';
import { PageHead } from '../../components/layout/PageHead';
import { CarShowcase } from '../../components/showcase/CarShowcase';
import { ROUTES } from '../../lib/constants';

export default async function TradeInPage() {
  const t = upstream();
  const [page, cars] = await Promise.all([
    findPageByUrl(t, ROUTES.tradeIn),
    showcaseCars(t, 'cars-for-you-trade-in', 8),
  ]);
  return (
    <>
      <PageHead title="Trade-in" seoKey="trade-in" description={page?.seoDescription} />
      <h1>{page?.heading ?? 'Trade-in'}</h1>
      {page ? <HtmlContent html={page.contentHtml} /> : null}
      <div className="page-section page-section--form">
        <TradeInForm
          back={ROUTES.tradeIn}
          initial={formInitial('trade-in', ROUTES.tradeIn)}
          maxYear={new Date().getUTCFullYear() + 1}
        />
      </div>
      <CarShowcase id="trade-in-cars" title="Автомобили для обмена по trade-in" cars={cars} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
