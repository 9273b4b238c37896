import './account.css';
import { ROUTES } from '@common/constants';
import { getCompanyInfo } from '@edge/upstream/company';
import { requestTransport } from '@edge/upstream/request';
import { FooterContacts } from '@src/components/layout/FooterContacts';
import { SiteFooter } from '@src/components/layout/SiteFooter';
import { SiteHeader } from '@src/components/layout/SiteHeader';
import { ServerToast } from '@src/components/shell/ServerToast';
import { loadPageData } from '@src/lib/page-data';
import type { ReactNode } from 'react';
import { AccountMenu } from './AccountMenu';

/**
 * The account's frame: the site header, the account menu by client type, the page, the footer.
 * The account layout and the account's 404 screen share it, so a missing page keeps the menu.
 */
export async function AccountFrame({ isLegalEntity, children }: { isLegalEntity: boolean; children: ReactNode }) {
  const info = await loadPageData(() => getCompanyInfo(requestTransport()));
  return (
    <div className="layout layout--account">
      <SiteHeader accountHref={ROUTES.account} accountLabel="Личный кабинет" />
      <div className="container account">
        <AccountMenu isLegalEntity={isLegalEntity} />
        <main id="main" className="account__main">
          {children}
        </main>
      </div>
      {info.toast ? <ServerToast message={info.toast} /> : null}
      <SiteFooter contacts={info.data ? <FooterContacts info={info.data} /> : null} />
    </div>
  );
}
