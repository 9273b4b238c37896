import { listBanks } from '../../../edge/upstream/offices';
import { findPageByUrl } from '../../../edge/upstream/pages';
import { upstream } from '../../../edge/upstream/request';
import { HtmlContent } from '../../components/content/HtmlContent';
import { formInitial } from '../../components/forms/form-flash';
import { BankList } from '../../components/info/BankList';
import { CreditForm } from '../../components/info/CreditForm';
import { PageHead } from '../../components/layout/PageHead';
import { ROUTES } from '../../lib/constants';

export default async function CreditPage() {
  const t = upstream();
  const [page, banks] = await Promise.all([findPageByUrl(t, ROUTES.credit), listBanks(t)]);
  return (
    <>
      <PageHead title="Автокредит" seoKey="credit" description={page?.seoDescription} />
      <h1>{page?.heading ?? 'Автокредит'}</h1>
      {page ? <HtmlContent html={page.contentHtml} /> : null}
      <BankList banks={banks} />
      <div className="page-section page-section--form">
        <CreditForm
          back={ROUTES.credit}
          initial={formInitial('credit', ROUTES.credit)}
          banks={banks.map((b) => ({ value: String(b.id), label: b.name }))}
        />
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
