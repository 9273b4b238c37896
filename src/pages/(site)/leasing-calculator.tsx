import { ROUTES } from '@common/constants';
import { DEFAULT_LEASE_PRICE } from '@common/lease-input';
import { getInfoBlock } from '@edge/upstream/info-blocks';
import { requestTransport } from '@edge/upstream/request';
import { LeaseCalculator } from '@src/components/calculator/LeaseCalculator';
import { InfoBlockView } from '@src/components/info/InfoBlockView';
import { PageHead } from '@src/components/layout/PageHead';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';

/** The calculator on its own page (ROUTES.leasingCalculator). */
export default async function LeasingCalculatorPage({ query }: { query?: string }) {
  // «How it works» follows the calculator: a 429/500 leaves it out with a toast.
  const block = await loadPageData(() => getInfoBlock(requestTransport(), 'how-it-works'));
  const howItWorks = block.data;
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
      <LeaseCalculator price={DEFAULT_LEASE_PRICE} query={query} title={null} />
      {howItWorks ? <InfoBlockView block={howItWorks} /> : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
