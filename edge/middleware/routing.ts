import type { MiddlewareHandler } from 'hono';
import { ERROR_STATUS_HEADER, INTERNAL_HEADER, type SiteEnv } from '../context';
import { isInternalRequest } from '../internal';
import { apexRedirect, configuredRouteRule } from '../route-rules';

/** Paths Waku itself serves (RSC payloads, assets); routing rules leave them alone. */
function isFrameworkPath(pathname: string): boolean {
  return pathname.startsWith('/RSC/') || pathname.startsWith('/assets/') || pathname.startsWith('/builds/');
}

/**
 * The longest query a redirect copies into `Location` (issue 30): a page's filters take a few
 * hundred characters; a longer query (20,000 characters were seen) is dropped, never copied into
 * an answer a client or a proxy may refuse to read.
 */
const MAX_REDIRECT_QUERY = 2000;
const redirectQuery = (search: string) => (search.length <= MAX_REDIRECT_QUERY ? search : '');

/**
 * Spec section 2 routing rules that apply before rendering: internal headers cannot be forged, the
 * `www.` host answers 301 to the same path and query on PUBLIC_SITE_URL's host, trailing slashes are removed by a redirect that keeps the query string (a bounded one), and route rules from
 * configuration redirect (an external target is a plain redirect, so the browser loads it fully).
 */
export const routing = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const raw = c.req.raw;
  const forged =
    !isInternalRequest(raw.headers) && (raw.headers.has(INTERNAL_HEADER) || raw.headers.has(ERROR_STATUS_HEADER));
  if (forged) {
    const headers = new Headers(raw.headers);
    headers.delete(INTERNAL_HEADER);
    headers.delete(ERROR_STATUS_HEADER);
    c.req.raw = new Request(raw, { headers });
  }
  const url = new URL(c.req.url);
  const { pathname } = url;
  const apex = apexRedirect(c.var.config, url);
  if (apex) {
    // Absolute, on the site's own origin (apexRedirect): `//evil.example` stays a path there.
    apex.search = redirectQuery(url.search);
    return c.redirect(apex.toString(), 301);
  }
  if (pathname.length > 1 && pathname.endsWith('/') && !isFrameworkPath(pathname)) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    // `//evil.example` must never become a protocol-relative redirect.
    const safe = trimmed.replace(/^\/+/, '/');
    return c.redirect(`${safe}${redirectQuery(url.search)}`, 301);
  }
  if (!isFrameworkPath(pathname)) {
    const rule = configuredRouteRule(c.var.config, pathname);
    if (rule) {
      const external = /^https?:\/\//.test(rule.to);
      return c.redirect(external ? rule.to : `${rule.to}${redirectQuery(url.search)}`, rule.status);
    }
  }
  await next();
};
