import type { RouteRule, SiteConfig } from './config';
import { requestContext } from './context';

/** The redirect `config` sets for a path, if any (spec section 2: route rules may redirect). */
export function configuredRouteRule(config: SiteConfig, pathname: string): RouteRule | undefined {
  return config.ROUTE_RULES.find((rule) => rule.from === pathname);
}

/**
 * Where a request to the `www.` host of the site's own domain goes: the same path and query on
 * PUBLIC_SITE_URL (one address per page for search engines and the guest cache, whose key holds
 * the host). Null for any other host, and when PUBLIC_SITE_URL itself is a `www.` address.
 */
export function apexRedirect(config: SiteConfig, url: URL): URL | null {
  const site = new URL(config.PUBLIC_SITE_URL);
  if (site.hostname.startsWith('www.') || url.hostname !== `www.${site.hostname}`) return null;
  // Joined as text, never resolved: `//evil.example/x` resolved against the origin would leave it.
  return new URL(`${site.origin}${url.pathname}${url.search}`);
}

/** The configured redirect for a path in the request being rendered (server components call this). */
export function routeRuleFor(pathname: string): RouteRule | undefined {
  const config = requestContext()?.var.config;
  return config ? configuredRouteRule(config, pathname) : undefined;
}

/** A rule's target as Waku's redirect takes it: a URL leaves the app (a full page load). */
export function redirectTarget(rule: RouteRule): URL | `/${string}` {
  return /^https?:\/\//.test(rule.to) ? new URL(rule.to) : (`/${rule.to.replace(/^\/+/, '')}` as const);
}

/** Waku redirects with 307/308 (method-preserving); 301 and 302 map onto them. */
export function redirectStatus(rule: RouteRule): 307 | 308 {
  return rule.status === 301 || rule.status === 308 ? 308 : 307;
}
