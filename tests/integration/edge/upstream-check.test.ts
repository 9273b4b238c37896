import { env } from 'cloudflare:test';
import { CHECK_CALLS } from '@edge/upstream-check/calls';
import { type CheckTarget, checkPassed, checkUpstream } from '@edge/upstream-check/run';
import { UNCHECKED_CALLS } from '@edge/upstream-check/unchecked';
import { createApp as createUpstreamApp } from '@upstream/src/app';
import { describe, expect, it } from 'vitest';

/**
 * `npm run upstream:check` against the real reference upstream on the seeded D1: every call the
 * site reads passes the site's own schemas, so a schema drift on either side fails this suite.
 */
const upstream = createUpstreamApp();

/** Answers through the reference upstream, or through `change` where it returns a response. */
function target(
  change?: (request: Request, answer: () => Promise<Response>) => Promise<Response | undefined> | undefined,
  signIn = true,
): CheckTarget {
  return {
    apiUrl: 'http://upstream.internal',
    authUrl: 'http://upstream.internal',
    fetch: async (url, init) => {
      const request = new Request(url, init);
      const answer = async () => upstream.fetch(request, env);
      return (await change?.(request, answer)) ?? answer();
    },
    ...(signIn
      ? {
          oauth: { clientId: 'web', clientSecret: 'web-local-secret', scope: '*' },
          // The seed's legal entity (upstream/seed): contracts, deals and bills, so every call has an answer.
          client: { username: '79000000002', password: 'Demo-2026' },
        }
      : {}),
  };
}

/** The JSON answer of the upstream with `edit` applied. */
async function edited(answer: Promise<Response>, edit: (body: Record<string, unknown>) => void): Promise<Response> {
  const res = await answer;
  const body = (await res.json()) as Record<string, unknown>;
  edit(body);
  return Response.json(body, { status: res.status });
}

describe('upstream:check against the reference upstream', () => {
  it('every call the site reads answers 2xx and fits the site’s schema, the client’s calls signed in', async () => {
    const rows = await checkUpstream(target());
    expect(rows.map((row) => row.call)).toEqual(CHECK_CALLS.map((entry) => entry.call));
    expect(rows.filter((row) => row.result !== 'ok')).toEqual([]);
    const read = rows.filter((row) => !row.call.includes('logout'));
    expect(read.every((row) => row.status !== null && row.status < 300)).toBe(true);
    expect(checkPassed(rows)).toBe(true);
  });

  it('without a client to sign in as, the public calls are checked and the client’s skipped', async () => {
    const calls: string[] = [];
    const rows = await checkUpstream(
      target((request) => {
        calls.push(new URL(request.url).pathname);
        return undefined;
      }, false),
    );
    const session = new Set(CHECK_CALLS.filter((entry) => entry.session).map((entry) => entry.call));
    for (const row of rows) {
      if (session.has(row.call))
        expect(row).toMatchObject({ result: 'skipped', status: null, detail: 'без входа клиента' });
      else expect(row.result).toBe('ok');
    }
    expect(calls.some((path) => path.startsWith('/oauth') || path.includes('/client/'))).toBe(false);
    expect(checkPassed(rows)).toBe(true);
  });

  it('an answer that drifts from the site’s schema fails its call, naming the first field', async () => {
    const rows = await checkUpstream(
      target((request, answer) =>
        new URL(request.url).pathname === '/api/v1/cars/filter'
          ? edited(answer(), (body) => {
              const [first] = body.items as Record<string, unknown>[];
              if (first) first.price = 'дорого';
            })
          : undefined,
      ),
    );
    const row = rows.find((r) => r.call === 'POST /api/v1/cars/filter');
    expect(row).toMatchObject({ result: 'failed', status: 200 });
    expect(row?.detail).toMatch(/^items\.0\.price: /);
    expect(checkPassed(rows)).toBe(false);
    // The car the list would have named is not asked about; nothing else fails.
    expect(rows.find((r) => r.call === 'GET /api/v1/cars/find-by-slug')?.result).toBe('skipped');
    expect(rows.filter((r) => r.result === 'failed').map((r) => r.call)).toEqual(['POST /api/v1/cars/filter']);
  });

  it('a client’s call the back office answers with a missing field fails, named', async () => {
    const rows = await checkUpstream(
      target((request, answer) =>
        /^\/api\/v1\/client\/contracts\/\d+\/payment-schedule$/.test(new URL(request.url).pathname)
          ? edited(answer(), (body) => {
              delete body.items;
            })
          : undefined,
      ),
    );
    const row = rows.find((r) => r.call === 'GET /api/v1/client/contracts/{id}/payment-schedule');
    expect(row).toMatchObject({ result: 'failed', status: 200 });
    expect(row?.detail).toMatch(/^items: /);
  });

  it('a status the site cannot use fails the call with it', async () => {
    const rows = await checkUpstream(
      target((request) =>
        new URL(request.url).pathname === '/api/v1/banks'
          ? Promise.resolve(Response.json({ message: 'Внутренняя ошибка' }, { status: 500 }))
          : undefined,
      ),
    );
    expect(rows.find((r) => r.call === 'GET /api/v1/banks')).toMatchObject({
      result: 'failed',
      status: 500,
      detail: 'Внутренняя ошибка',
    });
  });
});

/** A route or a call as one string: parameters as `{}`, the check's own note (` (форма)`) dropped. */
const callKey = (call: string) =>
  call
    .replace(/ \(.*\)$/, '')
    .replace(/:[A-Za-z]+(\{[^}]*\})?/g, '{}')
    .replace(/\{[A-Za-z]+\}/g, '{}');

/** The site's own code (the mobile door forwards unread; the check names every call). */
const siteSources = Object.entries(
  import.meta.glob<string>('/edge/**/*.ts', { query: '?raw', import: 'default', eager: true }),
).filter(([file]) => !file.startsWith('/edge/mobile/') && !file.startsWith('/edge/upstream-check/'));

describe('upstream:check covers every call of the upstream', () => {
  const checked = new Set(CHECK_CALLS.flatMap((entry) => entry.call.split(', ')).map(callKey));
  const unchecked = new Map([...UNCHECKED_CALLS].map(([call, reason]) => [callKey(call), reason]));
  const routes = [
    ...new Set(
      upstream.routes
        .filter((route) => route.method !== 'ALL' && /^\/(api\/v1|oauth|documents)(\/|$)/.test(route.path))
        .map((route) => callKey(`${route.method} ${route.path}`)),
    ),
  ];

  it('each call the reference upstream serves is checked or named with the reason it is not', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !checked.has(route) && !unchecked.has(route))).toEqual([]);
    // Nothing named twice, nothing named that the upstream does not serve.
    expect([...checked].filter((call) => unchecked.has(call))).toEqual([]);
    expect([...checked, ...unchecked.keys()].filter((call) => !routes.includes(call))).toEqual([]);
  });

  it('a call named «unread» appears nowhere in the site’s own code', () => {
    expect(siteSources.length).toBeGreaterThan(100);
    const named = [...unchecked]
      .filter(([, reason]) => reason === 'unread')
      .map(([call]) => call.split(' ')[1] ?? '')
      // A path the site reads with another method (POST /api/v1/news beside GET) is not told apart by its text.
      .filter((path) => ![...checked].some((call) => call.endsWith(` ${path}`)))
      .filter((path) => {
        const fixed = path.split('/{}')[0] ?? path;
        const quoted = path.includes('{}') ? [`'${fixed}/`, `\`${fixed}/`] : [`'${fixed}'`, `\`${fixed}\``];
        return siteSources.some(([, source]) => quoted.some((text) => source.includes(text)));
      });
    expect(named).toEqual([]);
  });
});
