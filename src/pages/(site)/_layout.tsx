import { requestContext } from '@edge/context';
import { homeAfterFailedRefresh } from '@edge/guards/page';
import { getCompanyInfo } from '@edge/upstream/company';
import { requestTransport } from '@edge/upstream/request';
import { FooterContacts } from '@src/components/layout/FooterContacts';
import { SiteFooter } from '@src/components/layout/SiteFooter';
import { SiteHeader } from '@src/components/layout/SiteHeader';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';
import { requestPath } from '@src/lib/request-url';
import type { ReactNode } from 'react';

/** The default layout: header with navigation, the page, footer with contacts. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  homeAfterFailedRefresh(requestPath());
  // The footer's contacts are one block: a 429/500 leaves them out with a toast, the page still renders.
  const info = await loadPageData(() => getCompanyInfo(requestTransport()));
  const c = requestContext();
  const privateRoutesHidden = c?.var.config.PUBLIC_HIDE_PRIVATE_ROUTES ?? false;
  return (
    <div className="layout layout--default">
      {c?.var.session ? (
        <SiteHeader accountHref="/account" accountLabel="Личный кабинет" showAccount={!privateRoutesHidden} />
      ) : (
        <SiteHeader showAccount={!privateRoutesHidden} />
      )}
      <main id="main" className="container layout__main">
        {children}
      </main>
      {info.toast ? <ServerToast message={info.toast} /> : null}
      <SiteFooter contacts={info.data ? <FooterContacts info={info.data} /> : null} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
