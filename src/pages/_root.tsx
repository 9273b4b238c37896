import '../styles/global.css';
import { publicConfig } from '@edge/config';
import { requestContext } from '@edge/context';
import type { ReactNode } from 'react';
import { Metrika } from '../components/analytics/Metrika';
import { BuildWatcher } from '../components/shell/BuildWatcher';
import { LoadingBar } from '../components/shell/LoadingBar';
import { PreloadErrorGuard } from '../components/shell/PreloadErrorGuard';
import { RootErrorBoundary } from '../components/shell/RootErrorBoundary';
import { RouteFocus } from '../components/shell/RouteFocus';
import { RowFocus } from '../components/shell/RowFocus';
import { SkipLink } from '../components/shell/SkipLink';
import { ToastArea } from '../components/shell/ToastArea';

/** The app shell (spec section 2): loading bar, the page in its layout, the toast area. */
export default async function RootElement({ children }: { children: ReactNode }) {
  const c = requestContext();
  const breakpoint = c?.var.breakpoint ?? 'desktop';
  const metrikaId = c ? publicConfig(c.var.config).metrikaId : undefined;
  // Results of the previous request (a form action, a failed refresh) carried over its redirect.
  const flashToasts = c?.var.flash?.toasts;
  return (
    <html lang="ru">
      <head>
        {/* Waku writes <meta charset> and the viewport itself: a second copy is invalid HTML. */}
        <meta name="theme-color" content="#111111" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <PreloadErrorGuard nonce={c?.var.nonce} />
      </head>
      <body data-breakpoint={breakpoint}>
        <SkipLink />
        <LoadingBar />
        <RootErrorBoundary>{children}</RootErrorBoundary>
        <ToastArea initial={flashToasts?.length ? flashToasts : undefined} />
        <BuildWatcher />
        <RouteFocus />
        <RowFocus />
        {metrikaId ? <Metrika id={metrikaId} nonce={c?.var.nonce} /> : null}
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
