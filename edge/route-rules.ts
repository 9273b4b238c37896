import type { RouteRule } from './config';
import { requestContext } from './context';

/** The configured redirect for a path, if any (spec section 2: route rules may redirect). */
export function routeRuleFor(pathname: string): RouteRule | undefined {
  return requestContext()?.var.config.ROUTE_RULES.find((rule) => rule.from === pathname);
}

/** A rule's target as Waku's redirect takes it: a URL leaves the app (a full page load). */
export function redirectTarget(rule: RouteRule): URL | `/${string}` {
  return /^https?:\/\//.test(rule.to) ? new URL(rule.to) : (`/${rule.to.replace(/^\/+/, '')}` as const);
}

/** Waku redirects with 307/308 (method-preserving); 301 and 302 map onto them. */
export function redirectStatus(rule: RouteRule): 307 | 308 {
  return rule.status === 301 || rule.status === 308 ? 308 : 307;
}
