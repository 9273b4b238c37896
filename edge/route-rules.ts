import type { RouteRule, SiteConfig } from './config';
import { requestContext } from './context';

/** The redirect `config` sets for a path, if any (spec section 2: route rules may redirect). */
export function configuredRouteRule(config: SiteConfig, pathname: string): RouteRule | undefined {
  return config.ROUTE_RULES.find((rule) => rule.from === pathname);
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
