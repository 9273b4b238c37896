import { env } from 'cloudflare:test';
import { loadConfig } from '@edge/config';
import { DEADLINE_HEADER } from '@edge/context';
import { UpstreamError } from '@edge/errors';
import { requestedErrorStatus } from '@edge/internal';
import { call, type Transport } from '@edge/upstream/transport';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { failure, faultUpstream } from './fault-upstream';
import { createSite, ORIGIN } from './site';

/** The bound of a whole request's upstream work; short, so the hanging cases stay brief. */
const BOUND_MS = 300;
const totalSchema = z.object({ total: z.number() });

/** A transport as transportFor builds it: one deadline for every call of the request. */
function request(deadline = Date.now() + BOUND_MS) {
  const double = faultUpstream();
  const t: Transport = {
    config: loadConfig({ ...env, UPSTREAM_TIMEOUT_MS: String(BOUND_MS) }),
    binding: double.binding,
    deadline,
  };
  return { t, double };
}

describe('one upstream deadline per request (issue 22)', () => {
  it('reads one after another share the bound: the hang spends it, the next read is not even sent', async () => {
    const { t, double } = request();
    const started = Date.now();
    const first = await failure(call(t, '/api/v1/hang', totalSchema));
    const second = await failure(call(t, '/api/v1/ok', totalSchema));
    const elapsed = Date.now() - started;
    // The status a hang has always had, so every reaction to it stays as it is.
    expect(first.status).toBe(503);
    expect(second.status).toBe(503);
    expect(second.message).toBe('Сервис временно недоступен. Попробуйте позже.');
    // The hanging read was not retried (nothing was left of the budget), the healthy one never sent.
    expect(double.hits.get('/api/v1/hang')).toBe(1);
    expect(double.hits.get('/api/v1/ok')).toBeUndefined();
    expect(elapsed).toBeGreaterThanOrEqual(BOUND_MS - 20);
    expect(elapsed).toBeLessThan(BOUND_MS + 250);
  });

  it('reads in parallel all end by the one deadline', async () => {
    const { t, double } = request();
    const started = Date.now();
    const errors = await Promise.all(
      ['/api/v1/hang', '/api/v1/drip', '/api/v1/hang'].map((path) => failure(call(t, path, totalSchema))),
    );
    expect(Date.now() - started).toBeLessThan(BOUND_MS + 250);
    expect(errors.map((e) => e.status)).toEqual([503, 502, 503]);
    expect(double.hits.get('/api/v1/hang')).toBe(2);
  });

  it('a read failing fast with 503 is retried inside the budget, and not once too little of it is left', async () => {
    const roomy = request();
    expect(await call(roomy.t, '/api/v1/flaky', totalSchema)).toEqual({ total: 1 });
    expect(roomy.double.hits.get('/api/v1/flaky')).toBe(2);

    // 50 ms left of a 300 ms bound: below the floor of a retry (a quarter of the bound).
    const tight = request(Date.now() + 50);
    const err = await failure(call(tight.t, '/api/v1/flaky', totalSchema));
    expect(err.status).toBe(503);
    expect(err.message).toBe('Шлюз');
    expect(tight.double.hits.get('/api/v1/flaky')).toBe(1);
  });

  it('a request whose budget is spent sends nothing, a POST included', async () => {
    const { t, double } = request(Date.now() - 1);
    const err = await failure(call(t, '/api/v1/flaky', totalSchema, { method: 'POST', json: {} }));
    expect(err.status).toBe(503);
    expect(double.hits.size).toBe(0);
  });

  it('a call the spent budget refuses repeats the last failure of the request: a malformed answer stays a 502', async () => {
    const { t, double } = request();
    let last: UpstreamError | undefined;
    t.onFailure = (error) => {
      last = error;
    };
    t.lastFailure = () => last;
    const dripped = await failure(call(t, '/api/v1/drip', totalSchema));
    expect(dripped.status).toBe(502);
    const refused = await failure(call(t, '/api/v1/ok', totalSchema));
    expect(refused.status).toBe(502);
    expect(refused.message).toBe('Произошла ошибка');
    expect(double.hits.get('/api/v1/ok')).toBeUndefined();
  });
});

describe("the error screen a request ends on spends that request's budget (issue 22)", () => {
  it('its internal render has the deadline of the request it serves; a browser cannot set one', async () => {
    const seen: { internal: boolean; deadline: number | undefined }[] = [];
    const site = createSite({}, undefined, (c) => {
      const internal = requestedErrorStatus(c.req.raw.headers) !== undefined;
      seen.push({ internal, deadline: c.get('upstreamDeadline') });
      if (!internal) throw new UpstreamError(503, 'Сервис временно недоступен. Попробуйте позже.');
      return c.html('<!doctype html><title>Ошибка</title>screen', 200);
    });
    const res = await site.request(`${ORIGIN}/catalog`, {
      headers: { accept: 'text/html', [DEADLINE_HEADER]: '1' },
    });
    expect(res.status).toBe(503);
    expect(seen.map((s) => s.internal)).toEqual([false, true]);
    const [page, screen] = seen;
    // The browser's header was ignored: the request's own budget starts now.
    expect(page?.deadline).toBeGreaterThan(Date.now() - 5_000);
    expect(screen?.deadline).toBe(page?.deadline);
  });
});
