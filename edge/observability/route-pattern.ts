import { isSitePath, pagePath } from '@common/page-path';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@common/pages';
import { TrieRouter } from 'hono/router/trie-router';
import { createEdgeApp } from '../app';
import { MOBILE_CALLS } from '../mobile/allowed-calls';
import { seoFiles } from '../routes/seo-files';

/** A request no route of the site takes (or whose path is no site path): its path is never logged. */
export const UNMATCHED = '(unmatched)';

/** The CMS pages' file route (`src/pages/(site)/[page].tsx`): any other one-segment path renders there. */
const CMS_PAGE = '/[page]';

/** Every page route as the file router names it, `[x]` standing for one segment. */
const PAGE_ROUTES = [...ACCOUNT_PAGES, ...PUBLIC_PAGES].map((page) => page.route);

/** Where Waku and public/ serve files: the first segment names them (`/assets/*`). */
const FILE_FOLDERS = new Set(['assets', 'builds', 'media', 'documents', 'icons', 'images']);
const FILES = new Set(['/favicon.svg']);

function pageRouteOf(pathname: string): string | undefined {
  const segments = pathname.split('/');
  // Fixed routes first: `/account/cars` is not `/account/cars/[id]` nor `/catalog/[slug]`.
  const exact = PAGE_ROUTES.find((route) => route === pathname);
  if (exact) return exact;
  const matched = PAGE_ROUTES.find((route) => {
    const parts = route.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith('[') || part === segments[i]);
  });
  if (matched) return matched;
  // One segment that names no fixed page is a CMS page's address (a 404 when there is none).
  const [, only] = segments;
  return segments.length === 2 && only ? CMS_PAGE : undefined;
}

/** A segment that names one item (a number, a long token): never part of a pattern. */
const ITEM_SEGMENT = /^(?:\d+|[0-9a-f-]{16,})$/i;

let routeRouter: TrieRouter<string> | undefined;

/**
 * The routes the worker answers before Waku, by their patterns: the /api app's (read from the app
 * itself, as its 405s are), robots and the sitemap, and the mobile door's calls of spec section 7.
 * Built on first use; pure data, nothing shared between requests but the table.
 */
function answeredRoutes(): TrieRouter<string> {
  if (routeRouter) return routeRouter;
  const router = new TrieRouter<string>();
  const name = (path: string) => path.replace(/\{[^/]*\}/g, '');
  for (const route of [...createEdgeApp().routes, ...seoFiles.routes]) {
    if (route.method !== 'ALL' && !route.path.includes('*')) router.add('GET', route.path, name(route.path));
  }
  for (const call of MOBILE_CALLS) {
    const path = `/api/mobile/v1${call.slice(call.indexOf(' ') + 1).replace(/\{(\w+)\}/g, ':$1')}`;
    router.add('GET', path, path);
  }
  routeRouter = router;
  return router;
}

const answeredRouteOf = (pathname: string): string | undefined => answeredRoutes().match('GET', pathname)[0][0]?.[0];

/**
 * The route a request is for, as a log line names it: the page's route (`/account/cars/[id]`,
 * `/[page]` for a CMS page's one segment), `RSC <route>` for a client navigation's payload, an /api
 * or mobile door route's pattern (`/api/account/contracts/:id/schedule.csv`), a file folder
 * (`/assets/*`), else `(unmatched)`. Never text of the path itself: no id, slug, phone or query
 * reaches a log this way (`GET /+79161234567` is `/[page]`; issue 37).
 */
export function routePattern(url: URL): string {
  const { pathname } = url;
  if (!isSitePath(pathname)) return UNMATCHED;
  if (pathname.startsWith('/RSC/')) {
    const page = pagePath(url);
    return `RSC ${(isSitePath(page) && pageRouteOf(page)) || UNMATCHED}`;
  }
  const answered = answeredRouteOf(pathname);
  if (answered) return answered;
  if (pathname.startsWith('/api/')) return UNMATCHED;
  if (FILES.has(pathname)) return pathname;
  const page = pageRouteOf(pathname);
  if (page) return page;
  const [, first = '', ...rest] = pathname.split('/');
  if (FILE_FOLDERS.has(first) && rest.length) return `/${first}/*`;
  return UNMATCHED;
}

/** An upstream call as a log line names it: method and path, ids as `:id` (`GET /api/v1/contracts/:id`). */
export function callName(method: string, path: string): string {
  const bare = path.split('?')[0] ?? '';
  return `${method} ${bare
    .split('/')
    .map((part) => (ITEM_SEGMENT.test(part) ? ':id' : part))
    .join('/')}`;
}
