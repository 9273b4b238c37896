import type { RouteRule } from './config';
import { requestContext } from './context';

/** The configured redirect for a path, if any (spec section 2: route rules may redirect). */
export function routeRuleFor(pathname: string): RouteRule | undefined {
  return requestContext()?.var.config.ROUTE_RULES.find((rule) => rule.from === pathname);
}
