import { ROUTES } from '@common/constants';
import { parseId } from '@common/id';
import {
  DEFAULT_LEASE_PRICE,
  draftFromQuery,
  LEASE_APPLICATION_FORM,
  LEASE_CAR_QUERY,
  LEASE_DEFAULTS,
} from '@common/lease-input';
import { validateLeaseDraft } from '@common/lease-schema';
import { calculateLease } from '@edge/upstream/calculator';
import { getInfoBlock } from '@edge/upstream/info-blocks';
import { requestTransport } from '@edge/upstream/request';
import { LeaseApplication } from '@src/components/calculator/LeaseApplication';
import { LeaseCalculator } from '@src/components/calculator/LeaseCalculator';
import { publicFormPage } from '@src/components/forms/form-initial';
import { InfoBlockView } from '@src/components/info/InfoBlockView';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';

/** The calculator on its own page (ROUTES.leasingCalculator). */
export default async function LeasingCalculatorPage({ query }: { query?: string }) {
  // «How it works» follows the calculator: a 429/500 leaves it out with a toast.
  const t = requestTransport();
  const block = await loadPageData(() => getInfoBlock(t, 'how-it-works'));
  const howItWorks = block.data;
  // The application carries the terms of the page's query (what «Оставить заявку на этих
  // условиях» of any calculator links to); without valid terms there is nothing to apply with.
  const params = new URLSearchParams(query ?? '');
  const terms = validateLeaseDraft(draftFromQuery(params, { ...LEASE_DEFAULTS, price: DEFAULT_LEASE_PRICE }));
  const applied = terms.ok ? await loadPageData(() => calculateLease(t, terms.input)) : null;
  const carId = parseId(params.get(LEASE_CAR_QUERY));
  const back = `${ROUTES.leasingCalculator}${query ? `?${query}` : ''}`;
  return (
    <>
      <PageHead
        title="Калькулятор лизинга"
        seoKey="leasing-calculator"
        description="Рассчитайте ежемесячный платёж, удорожание и налоговую экономию по лизингу автомобиля."
        canonicalPath={ROUTES.leasingCalculator}
      />
      <h1>Калькулятор лизинга</h1>
      {block.toast ? <ServerToast message={block.toast} /> : null}
      <p className="section-lead">
        Ежемесячный платёж, переплата и удорожание в год; для юридических лиц — НДС и экономия на налогах.
      </p>
      <LeaseCalculator price={DEFAULT_LEASE_PRICE} query={query} title={null} carId={carId} />
      {applied?.data ? (
        <LeaseApplication quote={applied.data} carId={carId} {...publicFormPage(LEASE_APPLICATION_FORM, back)} />
      ) : null}
      {howItWorks ? <InfoBlockView block={howItWorks} /> : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
