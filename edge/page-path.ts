import { unstable_decodeRoutePath as decodeRoutePath } from 'waku/router/client-core';

const RSC_PREFIX = '/RSC/';

/**
 * The page path a request is for: the URL path of a document request, or the route encoded in
 * the path of a client navigation's RSC request (`/RSC/R/news.txt` → `/news`).
 */
export function pagePath(url: URL): string {
  if (!url.pathname.startsWith(RSC_PREFIX)) return url.pathname;
  const rscPath = decodeURIComponent(url.pathname.slice(RSC_PREFIX.length).replace(/\.txt$/, ''));
  try {
    return decodeRoutePath(rscPath);
  } catch {
    return url.pathname;
  }
}

/**
 * The address a request renders, with its query: a document's own, or the one a client
 * navigation names beside its route (`/RSC/R/account/cars/2.txt?query=status%3Dunpaid`).
 */
export function pageHref(url: URL): string {
  const path = pagePath(url);
  if (!url.pathname.startsWith(RSC_PREFIX)) return path + url.search;
  const query = url.searchParams.get('query');
  return query ? `${path}?${query}` : path;
}
