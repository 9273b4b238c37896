import { requestedErrorMessage, requestedErrorStatus } from '@edge/internal';
import { pagePath } from '@edge/page-path';
import { redirectStatus, redirectTarget, routeRuleFor } from '@edge/route-rules';
import { ErrorScreen, errorScreenTexts } from '@src/components/error/ErrorScreen';
import { PageHead } from '@src/components/layout/PageHead';
import {
  unstable_getHeaders as getHeaders,
  unstable_getRequest as getRequest,
  unstable_redirect as redirect,
} from 'waku/router/server';

/**
 * Unmatched routes (status 404, 'Page Not Found: {path}' logged) and, through the edge's internal
 * request, render failures (500) share this screen.
 */
export default async function NotFoundPage() {
  const status = requestedErrorStatus(getHeaders()) ?? 404;
  if (status === 404) {
    const pathname = pagePath(new URL(getRequest().url));
    // Client navigation to a redirected path arrives here as an RSC request (see [page].tsx).
    const rule = routeRuleFor(pathname);
    if (rule) redirect(redirectTarget(rule), redirectStatus(rule));
    console.warn(`Page Not Found: ${pathname}`);
  }
  return (
    <>
      {/* noindex: no canonical URL, which would name the internal address of a 500 render. */}
      <PageHead title={errorScreenTexts(status).title} noindex />
      <ErrorScreen status={status} message={requestedErrorMessage(getHeaders())} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
