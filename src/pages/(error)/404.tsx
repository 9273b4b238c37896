import { ROUTES } from '@common/constants';
import { errorScreenTexts } from '@common/error-screen-texts';
import { pagePath } from '@common/page-path';
import { requestContext } from '@edge/context';
import { requestedErrorMessage, requestedErrorStatus } from '@edge/internal';
import { errorReference } from '@edge/observability/reference';
import { redirectStatus, redirectTarget, routeRuleFor } from '@edge/route-rules';
import { AccountFrame } from '@src/components/account/AccountFrame';
import { AccountNotFound } from '@src/components/account/AccountNotFound';
import { ErrorScreen } from '@src/components/error/ErrorScreen';
import { BareMain } from '@src/components/layout/BareMain';
import { PageHead } from '@src/components/layout/PageHead';
import {
  unstable_getHeaders as getHeaders,
  unstable_getRequest as getRequest,
  unstable_redirect as redirect,
} from 'waku/router/server';

/**
 * A signed-in client's missing page under /account (the guards sent guests to /login already);
 * never while the private routes are hidden, whose 404 must not show the account.
 */
function inAccount(pathname: string) {
  const c = requestContext();
  const session = c?.var.session;
  if (!session || c.var.config.PUBLIC_HIDE_PRIVATE_ROUTES) return null;
  return pathname === ROUTES.account || pathname.startsWith(`${ROUTES.account}/`) ? session : null;
}

/**
 * Unmatched routes (status 404, 'Page Not Found: {path}' logged) and, through the edge's internal
 * request, render failures (500) share this screen. A 404 inside the account keeps the account's
 * frame (header, menu, footer) and leads back to the account home.
 */
export default async function NotFoundPage() {
  const status = requestedErrorStatus(getHeaders()) ?? 404;
  const pathname = status === 404 ? pagePath(new URL(getRequest().url)) : undefined;
  if (pathname !== undefined) {
    // Client navigation to a redirected path arrives here as an RSC request (see [page].tsx).
    const rule = routeRuleFor(pathname);
    if (rule) redirect(redirectTarget(rule), redirectStatus(rule));
    console.warn(`Page Not Found: ${pathname}`);
    const session = inAccount(pathname);
    if (session) {
      return (
        <AccountFrame isLegalEntity={session.profile.isLegalEntity}>
          <PageHead title={errorScreenTexts(404).title} noindex />
          <AccountNotFound path={pathname} />
        </AccountFrame>
      );
    }
  }
  return (
    <BareMain className="layout--error">
      {/* noindex: no canonical URL, which would name the internal address of a 500 render. */}
      <PageHead title={errorScreenTexts(status).title} noindex />
      <ErrorScreen
        status={status}
        message={requestedErrorMessage(getHeaders())}
        path={pathname}
        reference={errorReference()}
      />
    </BareMain>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
