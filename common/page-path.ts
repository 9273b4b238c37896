const RSC_PREFIX = '/RSC/';

/**
 * Waku's route encoding read back (`R/_root` is `/`, `R/__x` is `/_x`, `R/news` is `/news`).
 * Written here because waku/router/client-core is a client module: in the server components'
 * environment its functions are client references that throw when called.
 */
function decodeRoutePath(rscPath: string): string {
  if (!rscPath.startsWith('R/')) throw new Error(`not a route: ${rscPath}`);
  if (rscPath === 'R/_root') return '/';
  if (rscPath.startsWith('R/__')) return `/_${rscPath.slice(4)}`;
  return rscPath.slice(1);
}

/**
 * Whether every percent-escape of a path decodes to UTF-8 text (`%C0%AF`, a lone `%ED%A0%80`
 * surrogate or a stray `%` do not): a path that does not is no address of the site, a 404.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a path can be an address of the site: every escape decodes (`isDecodablePath`), it does
 * not begin with `//` (a browser and `new URL` read what follows as a host) and no slash or
 * backslash hides in an escape (`%2f`, `%5c`) or stands as a backslash. `//..%2f..%2fetc`,
 * `//..%2fx` and `//..%2F` are no page: a 404, before anything renders (issue 37).
 */
export function isSitePath(pathname: string): boolean {
  return isDecodablePath(pathname) && !pathname.startsWith('//') && !/%2f|%5c|\\/i.test(pathname);
}

/**
 * The page path a request is for: the URL path of a document request, or the route encoded in
 * the path of a client navigation's RSC request (`/RSC/R/news.txt` → `/news`).
 */
export function pagePath(url: URL): string {
  if (!url.pathname.startsWith(RSC_PREFIX)) return url.pathname;
  try {
    // A path that does not decode (URIError) names no route: its own path, which the RSC door 404s.
    return decodeRoutePath(decodeURIComponent(url.pathname.slice(RSC_PREFIX.length).replace(/\.txt$/, '')));
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
