import { ROUTES } from '@common/constants';
import { listBanks } from '@edge/upstream/offices';
import { findPageByUrl } from '@edge/upstream/pages';
import { requestTransport } from '@edge/upstream/request';
import { HtmlContent } from '@src/components/content/HtmlContent';
import { publicFormPage } from '@src/components/forms/form-initial';
import { BankList } from '@src/components/info/BankList';
import { CreditForm } from '@src/components/info/CreditForm';
import { PageHead } from '@src/components/layout/PageHead';
import { DataUnavailable } from '@src/components/ui/DataUnavailable';
import { loadPageData } from '@src/lib/page-data';

export default async function CreditPage() {
  const t = requestTransport();
  const loaded = await loadPageData(() => Promise.all([findPageByUrl(t, ROUTES.credit), listBanks(t)]));
  if (!loaded.data) {
    // The application form needs the partner banks: without them the page offers a reload instead.
    return (
      <>
        <PageHead title="Автокредит" seoKey="credit" />
        <h1>Автокредит</h1>
        <DataUnavailable toast={loaded.toast} what="банки-партнёры" />
      </>
    );
  }
  const [page, banks] = loaded.data;
  return (
    <>
      <PageHead title="Автокредит" seoKey="credit" description={page?.seoDescription} />
      <h1>{page?.heading ?? 'Автокредит'}</h1>
      {page ? <HtmlContent html={page.contentHtml} /> : null}
      <BankList banks={banks} />
      <div className="page-section page-section--form">
        <CreditForm
          {...publicFormPage('credit', ROUTES.credit)}
          banks={banks.map((b) => ({ value: String(b.id), label: b.name }))}
        />
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
