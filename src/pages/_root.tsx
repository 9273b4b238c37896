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
import { ServiceWorker } from '../components/shell/ServiceWorker';
import { SkipLink } from '../components/shell/SkipLink';
import { ToastArea } from '../components/shell/ToastArea';
import { APP_ICONS, MANIFEST_PATH, THEME_COLOR } from '../lib/web-app-manifest';

/** The app shell (spec section 2): loading bar, the page in its layout, the toast area. */
export default async function RootElement({ children }: { children: ReactNode }) {
  const c = requestContext();
  const breakpoint = c?.var.breakpoint ?? 'desktop';
  const config = c ? publicConfig(c.var.config) : undefined;
  const metrikaId = config?.metrikaId;
  // Results of the previous request (a form action, a failed refresh) carried over its redirect.
  const flashToasts = c?.var.flash?.toasts;
  return (
    <html lang="ru">
      <head>
        {/* Waku writes <meta charset> and the viewport itself: a second copy is invalid HTML. */}
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (decision 0031): the manifest, and the icon iOS puts on the home screen. */}
        <link rel="manifest" href={MANIFEST_PATH} />
        <link rel="apple-touch-icon" href={APP_ICONS.appleTouch} />
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
        <ServiceWorker enabled={config?.offline ?? false} />
        {metrikaId ? <Metrika id={metrikaId} nonce={c?.var.nonce} /> : null}
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
