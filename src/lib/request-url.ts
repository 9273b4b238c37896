import { pagePath } from '@common/page-path';
import { requestContext } from '@edge/context';

/**
 * The URL of the request being rendered, as server components need it: its query (a no-JavaScript
 * GET form's values), the page's path and its address. A client navigation's RSC request names
 * the page in its own path, so these read the page, not the RSC request.
 */

/** The query of the document request: where a no-JavaScript GET form brings its values. */
export function requestQuery(): string {
  const c = requestContext();
  return c ? new URL(c.req.url).search : '';
}

/** The path of the page being rendered (a client navigation's RSC request names it in its path). */
export function requestPath(): string {
  const c = requestContext();
  return c ? pagePath(new URL(c.req.url)) : '/';
}

/** The address of the page being rendered, with the document's query (a client navigation's is its own). */
export function requestHref(): string {
  const c = requestContext();
  if (!c) return '/';
  const url = new URL(c.req.url);
  return url.pathname === requestPath() ? url.pathname + url.search : requestPath();
}
