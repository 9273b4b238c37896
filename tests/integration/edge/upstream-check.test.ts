import { env } from 'cloudflare:test';
import { CHECK_CALLS } from '@edge/upstream-check/calls';
import { type CheckTarget, checkPassed, checkUpstream } from '@edge/upstream-check/run';
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
