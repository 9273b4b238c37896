import { describe, expect, it } from 'vitest';
import { faultUpstream } from './fault-upstream';
import { createSite, ORIGIN } from './site';

/**
 * Every form action that calls the upstream, against every fault of the double: the island gets
 * a Russian toast with a 429 or 5xx status within the timeout (spec section 8), never a hang and
 * never a 500 without a cause; a POST is never repeated, so nothing is stored twice.
 */
const TIMEOUT_MS = 150;
const FAULTS = [
  'hang',
  'drip',
  'close',
  'status/500',
  'status/502',
  'status/503',
  'status/429',
  'truncated',
  'html',
  'huge',
];

const ACTIONS: [string, Record<string, unknown>][] = [
  ['/api/auth/login', { phone: '+7 900 000-00-01', password: 'Demo-2026' }],
  ['/api/auth/registration/send-code', { phone: '+7 916 123-45-67', userType: 'individual' }],
  ['/api/auth/restore/send-code', { phone: '+7 916 123-45-67' }],
  [
    '/api/calculator/lease',
    { price: 3_000_000, advancePercent: 20, termMonths: 36, buyoutPercent: 1, clientType: 'individual' },
  ],
  // The site's forms share one route and pipeline; the callback stands for all of them.
  ['/api/forms/callback', { name: 'Анна', phone: '+7 916 123-45-67', consent: true }],
];

/** The double behind a binding that sends every upstream call to one fault. */
function siteWith(fault: string) {
  const double = faultUpstream();
  const binding = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      url.pathname = `/api/v1/${fault}`;
      url.search = '';
      // The method stays: a POST to /api/v1/hang must hang like any other.
      return double.binding.fetch(url.toString(), { ...init, method: 'GET', body: undefined });
    },
  } as unknown as Fetcher;
  return { site: createSite({ UPSTREAM: binding, UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) }), double };
}

const isRussian = (m: string) => /[а-яё]/i.test(m) && !/[A-Za-z]{3,}/.test(m);

describe('form actions under upstream faults', () => {
  it('answer a Russian 429/5xx toast within the timeout, never a hang', async () => {
    for (const fault of FAULTS) {
      for (const [path, body] of ACTIONS) {
        const { site } = siteWith(fault);
        const started = Date.now();
        const res = await site.request(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            'sec-fetch-site': 'same-origin',
            'x-requested-with': 'fetch',
          },
          body: JSON.stringify(body),
        });
        const label = `${fault} → ${path}: ${res.status}`;
        expect(Date.now() - started, label).toBeLessThan(TIMEOUT_MS * 2 + 1500);
        expect(res.status === 429 || res.status >= 500, label).toBe(true);
        const answer = (await res.json()) as { message?: string; toast?: boolean };
        expect(isRussian(answer.message ?? ''), `${label} ${answer.message}`).toBe(true);
        if (fault === 'status/429') expect(res.headers.get('retry-after'), label).toBeTruthy();
      }
    }
  }, 120_000);
});
