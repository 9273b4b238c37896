import { requestContext } from '@edge/context';
import { getCompanyInfo } from '@edge/upstream/company';
import { upstream } from '@edge/upstream/request';
import { FooterContacts } from '@src/components/layout/FooterContacts';
import { SiteFooter } from '@src/components/layout/SiteFooter';
import { SiteHeader } from '@src/components/layout/SiteHeader';
import type { ReactNode } from 'react';

/** The default layout: header with navigation, the page, footer with contacts. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const info = await getCompanyInfo(upstream());
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
      <SiteFooter contacts={<FooterContacts info={info} />} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
