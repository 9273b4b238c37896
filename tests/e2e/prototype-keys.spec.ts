import { LIST_FIELDS, RANGE_FIELDS } from '@common/catalog-query';
import { LEASE_QUERY } from '@common/lease-input';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { unstable_encodeRoutePath as encodeRoutePath } from 'waku/router/client-core';
import { PASSWORD } from './auth-helpers';

/**
 * Names every plain object inherits (issue 25: `/catalog?brand=constructor` was a 500, the
 * built-in `Object` function rendered as a label) in every query parameter of every page, alone,
 * inside a list and as a parameter's name, as a document and as the page's RSC payload, through
 * the real renderer: never a 5xx.
 */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

const PAGES: { path: string; params: string[]; signedIn?: boolean }[] = [
  { path: '/', params: [] },
  { path: '/catalog', params: [...LIST_FIELDS, ...RANGE_FIELDS, 'inProgram', 'sort', 'page'] },
  { path: '/news', params: ['category', 'page'] },
  { path: '/leasing-calculator', params: Object.values(LEASE_QUERY) },
  { path: '/contacts', params: ['city'] },
  { path: '/login', params: ['back'] },
  { path: '/account/bills', params: ['period', 'contract', 'page', 'status'], signedIn: true },
  { path: '/account/cars/2', params: ['year', 'from', 'to', 'page', 'buyout'], signedIn: true },
];

const LISTS = new Set<string>(LIST_FIELDS);

/** Query strings of one page: each name alone, inside a list, repeated (list parameters), and as a parameter's name. */
function queries(params: string[]): string[] {
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

async function signedInCookie(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    form: { phone: '79000000001', password: PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const line = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__Host-session='));
  return line?.value.split(';')[0] ?? '';
}

test('prototype names in every query parameter of every page and RSC payload: never a 5xx', async ({ request }) => {
  // About a thousand renders on a shared machine: a bound for a hang, not a speed target.
  test.setTimeout(480_000);
  const cookie = await signedInCookie(request);
  const failures: string[] = [];
  for (const { path, params, signedIn } of PAGES) {
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
