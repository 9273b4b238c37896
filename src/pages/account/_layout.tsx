import '@src/components/account/account.css';
import { ROUTES } from '@common/constants';
import { guardPage } from '@edge/guards/page';
import { getCompanyInfo } from '@edge/upstream/company';
import { upstream } from '@edge/upstream/request';
import { AccountMenu } from '@src/components/account/AccountMenu';
import { FooterContacts } from '@src/components/layout/FooterContacts';
import { SiteFooter } from '@src/components/layout/SiteFooter';
import { SiteHeader } from '@src/components/layout/SiteHeader';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';
import type { ReactNode } from 'react';

/** The account layout (spec section 2): the site header, the account menu by client type, the page. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const session = guardPage(ROUTES.account);
  const info = await loadPageData(() => getCompanyInfo(upstream()));
  return (
    <div className="layout layout--account">
      <SiteHeader accountHref={ROUTES.account} accountLabel="Личный кабинет" />
      <div className="container account">
        <AccountMenu isLegalEntity={session?.profile.isLegalEntity ?? false} />
        <main id="main" className="account__main">
          {children}
        </main>
      </div>
      {info.toast ? <ServerToast message={info.toast} /> : null}
      <SiteFooter contacts={info.data ? <FooterContacts info={info.data} /> : null} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
