import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@common/pages';
import { createEdgeApp } from '@edge/app';
import { MOBILE_CALLS } from '@edge/mobile/allowed-calls';

/** An address of a route pattern: each parameter gets a value it takes (`:file{…\.pdf}` a PDF's name). */
const sampleOf = (pattern: string) =>
  pattern
    .replace(/:file\{[^/]*\}/g, '1.pdf')
    .replace(/:\w+(\{[^/]*\})?/g, '2')
    .replace(/\{\w+\}/g, '2');

/**
 * The site's /api routes as its Hono app registers them (`app.routes`), by sample address, with
 * the methods each takes (HEAD with GET): a route added to the app is in every test reading this.
 */
export function apiRoutes(): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const route of createEdgeApp().routes) {
    if (route.method === 'ALL') continue;
    const path = sampleOf(route.path);
    const methods = byPath.get(path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    byPath.set(path, methods);
  }
  return byPath;
}

/** The /api routes that take `method`, at their sample addresses. */
export const apiRoutesTaking = (method: string) =>
  [...apiRoutes()].filter(([, methods]) => methods.has(method)).map(([path]) => path);

/**
 * The mobile door's calls (edge/mobile/allowed-calls.ts) by sample address, with the methods of
 * every call whose pattern takes that address (`/cars/filter/short` is also `GET /cars/{id}/short`),
 * HEAD with GET.
 */
export function mobileCalls(): Map<string, Set<string>> {
  const calls = MOBILE_CALLS.map((call) => {
    const [method, pattern] = call.split(' ') as [string, string];
    return {
      method,
      path: `/api/mobile/v1${sampleOf(pattern)}`,
      takes: new RegExp(`^/api/mobile/v1${pattern.replace(/\{\w+\}/g, '[^/]+')}$`),
    };
  });
  const byPath = new Map<string, Set<string>>();
  for (const { path } of calls) {
    const methods = new Set(calls.filter((call) => call.takes.test(path)).map((call) => call.method));
    if (methods.has('GET')) methods.add('HEAD');
    byPath.set(path, methods);
  }
  return byPath;
}

/** The mobile door's calls that take `method`, at their sample addresses. */
export const mobileCallsTaking = (method: string) =>
  [...mobileCalls()].filter(([, methods]) => methods.has(method)).map(([path]) => path);

/** Every page of the one page list (common/pages.ts) at its sample address. */
export const PAGE_SAMPLES = [...PUBLIC_PAGES, ...ACCOUNT_PAGES].map((page) => page.sample);

/** The RSC payload address of a page (`/` → `/RSC/R/_root.txt`). */
export const rscPathOf = (page: string) => `/RSC/R/${page === '/' ? '_root' : page.slice(1)}.txt`;
