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
