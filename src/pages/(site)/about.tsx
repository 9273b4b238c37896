import { ROUTES } from '@common/constants';
import { getInfoBlock } from '@edge/upstream/info-blocks';
import { findPageByUrl } from '@edge/upstream/pages';
import { upstream } from '@edge/upstream/request';
import { HtmlContent } from '@src/components/content/HtmlContent';
import { InfoBlockView } from '@src/components/info/InfoBlockView';
import { PageHead } from '@src/components/layout/PageHead';

export default async function AboutPage() {
  const t = upstream();
  const [page, advantages, individuals, business] = await Promise.all([
    findPageByUrl(t, ROUTES.about),
    getInfoBlock(t, 'advantages'),
    getInfoBlock(t, 'for-individuals'),
    getInfoBlock(t, 'for-business'),
  ]);
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
