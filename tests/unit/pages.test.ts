import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@common/constants';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@common/pages';
import { describe, expect, it } from 'vitest';

const PAGES_DIR = path.resolve(__dirname, '../../src/pages');
const listed = [...PUBLIC_PAGES, ...ACCOUNT_PAGES].map((page) => page.route);

/** The route a page file serves (`(site)/news/[code].tsx` is `/news/[code]`), or none for layouts. */
function routeOf(file: string): string | undefined {
  const parts = file
    .replace(/\.tsx$/, '')
    .split(path.sep)
    .filter((part) => !/^\(.+\)$/.test(part));
  const name = parts.at(-1);
  if (name === undefined || name.startsWith('_')) return undefined;
  if (name === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

describe('the one page list', () => {
  it('holds every route of ROUTES once', () => {
    for (const route of Object.values(ROUTES))
      expect(
        listed.filter((r) => r === route),
        route,
      ).toHaveLength(1);
  });

  it('holds every page file of the site and the account (the CMS pages and the icon sprite aside)', () => {
    const files = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && (file.startsWith('(site)') || file.startsWith('account')),
    );
    const routes = files.map(routeOf).filter((route) => route !== undefined && route !== '/[page]');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) expect(listed, route).toContain(route);
  });

  it('lists in the sitemap the public pages without a parameter, not the sign-in forms nor the icon sprite', () => {
    // The visitor's own lists (a cookie; the comparison's address carries its cars) are not pages to index.
    const unlisted = new Set<string>([
      ROUTES.login,
      ROUTES.registration,
      ROUTES.icons,
      ROUTES.compare,
      ROUTES.favourites,
    ]);
    for (const page of PUBLIC_PAGES)
      expect(page.inSitemap, page.route).toBe(!page.route.includes('[') && !unlisted.has(page.route));
  });

  it('gives each page a sample address of its route', () => {
    for (const { route, sample } of [...PUBLIC_PAGES, ...ACCOUNT_PAGES]) {
      expect(sample, route).toMatch(new RegExp(`^${route.replace(/\[\w+\]/g, '[\\w-]+')}$`));
    }
  });
});
