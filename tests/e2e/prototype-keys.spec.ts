import { LIST_FIELDS, RANGE_FIELDS } from '@common/catalog-query';
import { ROUTES } from '@common/constants';
import { LEASE_CAR_QUERY, LEASE_QUERY } from '@common/lease-input';
import { NEWS_QUERY_NAMES } from '@common/news-query';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '@common/pages';
import { STATEMENT_QUERY_NAMES } from '@common/statement-query';
import { expect, test } from '@playwright/test';
import { unstable_encodeRoutePath as encodeRoutePath } from 'waku/router/client-core';
import { sessionCookieHeader } from './auth-helpers';

/**
 * Names every plain object inherits (issue 25: `/catalog?brand=constructor` was a 500, the
 * built-in `Object` function rendered as a label) in every query parameter of every page, alone,
 * inside a list and as a parameter's name, as a document and as the page's RSC payload, through
 * the real renderer: never a 5xx.
 */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/**
 * The query parameters of the pages that read any, by route of the one page list: every page of
 * the list is tried with the names as parameters' names, and these with the names as values. The
 * home and car pages show the lease calculator, whose parameters are tried on its own page.
 */
const PARAMS = new Map<string, readonly string[]>([
  [ROUTES.catalog, [...LIST_FIELDS, ...RANGE_FIELDS, 'inProgram', 'sort', 'page']],
  [ROUTES.news, NEWS_QUERY_NAMES],
  [ROUTES.contacts, ['city']],
  [ROUTES.leasingCalculator, [...Object.values(LEASE_QUERY), LEASE_CAR_QUERY]],
  [ROUTES.compare, ['ids']],
  [ROUTES.login, ['next', 'mode']],
  [`${ROUTES.accountCars}/[id]`, ['year', 'from', 'to', 'page', 'buyout', 'status', 'schedule']],
  [ROUTES.accountBills, ['period', 'contract', 'page', 'status']],
  [ROUTES.accountDocuments, STATEMENT_QUERY_NAMES],
]);
/** Every page of the one list; the account's are opened as the legal entity, to whom all are open. */
const PAGES = [
  ...PUBLIC_PAGES.map(({ route, sample }) => ({ route, sample, signedIn: false })),
  ...ACCOUNT_PAGES.map(({ route, sample }) => ({ route, sample, signedIn: true })),
].map((page) => ({ ...page, params: PARAMS.get(page.route) ?? [] }));
const stale = [...PARAMS.keys()].filter((route) => !PAGES.some((page) => page.route === route));
if (stale.length > 0) throw new Error(`PARAMS: routes not in the page list: ${stale.join(', ')}`);

const LISTS = new Set<string>(LIST_FIELDS);

/** Query strings of one page: each name alone, inside a list, repeated (list parameters), and as a parameter's name. */
function queries(params: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of PROTOTYPE_NAMES) {
    for (const param of params) {
      out.push(new URLSearchParams([[param, name]]).toString());
      out.push(new URLSearchParams([[param, `kia,${name}`]]).toString());
      if (LISTS.has(param)) {
        out.push(
          new URLSearchParams([
            [param, 'kia'],
            [param, name],
            [param, 'moscow'],
          ]).toString(),
        );
      }
    }
    out.push(new URLSearchParams([[name, '1']]).toString());
  }
  return out;
}

test('prototype names in every query parameter of every page and RSC payload: never a 5xx', async ({ request }) => {
  // About a thousand renders on a shared machine: a bound for a hang, not a speed target.
  test.setTimeout(480_000);
  const cookie = await sessionCookieHeader('79000000002');
  const failures: string[] = [];
  for (const { sample: path, params, signedIn } of PAGES) {
    const headers: Record<string, string> = signedIn ? { cookie } : {};
    for (const query of queries(params)) {
      for (const url of [`${path}?${query}`, `/RSC/${encodeRoutePath(path)}.txt?${query}`]) {
        const res = await request.get(url, { headers, maxRedirects: 0 });
        if (res.status() >= 500) failures.push(`${res.status()} ${url}`);
      }
    }
  }
  expect(failures).toEqual([]);
});
