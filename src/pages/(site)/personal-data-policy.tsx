import { ROUTES } from '@common/constants';
import { getHtmlDocument } from '@edge/upstream/documents';
import { requestTransport } from '@edge/upstream/request';
import { HtmlContent } from '@src/components/content/HtmlContent';
import { PageHead } from '@src/components/layout/PageHead';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { loadPageData } from '@src/lib/page-data';

const TITLE = 'Политика обработки персональных данных';
const DESCRIPTION = 'Как ООО «Драйв Лизинг» обрабатывает и защищает персональные данные клиентов (152-ФЗ).';

/**
 * The 152-ФЗ policy every form's consent links to (issue 34, WCAG 1.3.1): the upstream's document
 * (`GET /documents/personal-data-policy`, still served as a file at that address) as a page of the
 * site, with its header, footer, skip link, one h1 and <main>.
 */
export default async function PersonalDataPolicyPage() {
  const loaded = await loadPageData(() => getHtmlDocument(requestTransport(), 'personal-data-policy'));
  return (
    <>
      <PageHead title={TITLE} description={DESCRIPTION} canonicalPath={ROUTES.personalDataPolicy} />
      {loaded.data ? (
        <>
          <h1>{loaded.data.heading}</h1>
          <HtmlContent html={loaded.data.contentHtml} />
        </>
      ) : (
        <>
          <h1>{TITLE}</h1>
          <DataUnavailable toast={loaded.toast} what="документ" />
        </>
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
