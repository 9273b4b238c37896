import { ROUTES } from '@common/constants';
import { getInfoBlock } from '@edge/upstream/info-blocks';
import { findPageByUrl } from '@edge/upstream/pages';
import { requestTransport } from '@edge/upstream/request';
import { HtmlContent } from '@src/components/content/HtmlContent';
import { InfoBlockView } from '@src/components/info/InfoBlockView';
import { PageHead } from '@src/components/layout/PageHead';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { loadPageData } from '@src/lib/page-data';

export default async function AboutPage() {
  const t = requestTransport();
  const loaded = await loadPageData(() =>
    Promise.all([
      findPageByUrl(t, ROUTES.about),
      getInfoBlock(t, 'advantages'),
      getInfoBlock(t, 'for-individuals'),
      getInfoBlock(t, 'for-business'),
    ]),
  );
  if (!loaded.data) {
    return (
      <>
        <PageHead title="О компании" seoKey="about" />
        <h1>О компании</h1>
        <DataUnavailable toast={loaded.toast} what="страницу" />
      </>
    );
  }
  const [page, advantages, individuals, business] = loaded.data;
  return (
    <>
      <PageHead title="О компании" seoKey="about" description={page?.seoDescription} />
      <h1>{page?.heading ?? 'О компании'}</h1>
      {page ? <HtmlContent html={page.contentHtml} /> : null}
      {[advantages, individuals, business].map((block) =>
        block ? <InfoBlockView key={block.slug} block={block} /> : null,
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
