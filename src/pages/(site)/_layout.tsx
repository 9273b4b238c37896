import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { SiteHeader } from '../../components/layout/SiteHeader';

/** The default layout: header with navigation, the page, footer with contacts. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SiteHeader />
      <main id="main" className="container layout__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
