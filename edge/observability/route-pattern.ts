import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@common/pages';
import { pagePath } from '../page-path';

/** Every page route as the file router names it, `[x]` standing for one segment. */
const PAGE_ROUTES = [...ACCOUNT_PAGES, ...PUBLIC_PAGES].map((page) => page.route);

function pageRouteOf(pathname: string): string | undefined {
  const segments = pathname.split('/');
  // Fixed routes first: `/account/cars` is not `/account/cars/[id]` nor `/catalog/[slug]`.
  const exact = PAGE_ROUTES.find((route) => route === pathname);
  if (exact) return exact;
  return PAGE_ROUTES.find((route) => {
    const parts = route.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith('[') || part === segments[i]);
  });
}

/** A segment that names one item (a number, a long token): never part of a pattern. */
const ITEM_SEGMENT = /^(?:\d+|[0-9a-f-]{16,})$/i;

/**
 * The route a request is for, as a log line names it: the page's route (`/account/cars/[id]`),
 * `RSC <route>` for a client navigation's payload, an /api path with its ids as `:id`, the
 * first segment of anything else (`/assets/*`). No id, slug or query reaches a log this way.
 */
export function routePattern(url: URL): string {
  const { pathname } = url;
  if (pathname.startsWith('/RSC/')) return `RSC ${pageRouteOf(pagePath(url)) ?? '*'}`;
  const page = pageRouteOf(pathname);
  if (page) return page;
  if (pathname.startsWith('/api/')) {
    return pathname
      .split('/')
      .map((part) => (ITEM_SEGMENT.test(part) ? ':id' : part))
      .join('/');
  }
  const first = pathname.split('/')[1];
  return first ? `/${first}/*` : '/';
}

/** An upstream call as a log line names it: method and path, ids as `:id` (`GET /api/v1/contracts/:id`). */
export function callName(method: string, path: string): string {
  const bare = path.split('?')[0] ?? '';
  return `${method} ${bare
    .split('/')
    .map((part) => (ITEM_SEGMENT.test(part) ? ':id' : part))
    .join('/')}`;
}
