import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { SHARED_STATE_TIMEOUT_MS } from '@edge/shared-state';
import type { SharedState } from '@state/shared-state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTHY } from '../../healthy-answer';
import { createSite, jsonHeaders, ORIGIN } from './site';
import { solvedChallenge } from './sms-challenge-solver';

/**
 * Issue 37: the site's shared state is a Durable Object of the site's own sidecar worker
 * (state/src), called over typed RPC with a timeout, and it fails closed: where it is missing,
 * failing or too slow, every SMS code needs a solved challenge and /api/health answers 503 degraded.
 */
const namespace = () => env.SHARED_STATE as unknown as DurableObjectNamespace<SharedState>;
const stubOf = (key: string) => namespace().get(namespace().idFromName(key));

describe('the SharedState Durable Object over RPC', () => {
  it('count: a look takes nothing, a reservation takes a slot while fewer than the limit are taken', async () => {
    const stub = stubOf('test:count');
    expect(await stub.count(2, 60_000, false)).toEqual({ reserved: false, count: 0, retryAfter: 0 });
    expect(await stub.count(2, 60_000, true)).toEqual({ reserved: true, count: 1, retryAfter: 0 });
    expect(await stub.count(2, 60_000, true)).toEqual({ reserved: true, count: 2, retryAfter: 0 });
    const full = await stub.count(2, 60_000, true);
    expect(full).toMatchObject({ reserved: false, count: 2 });
    expect(full.retryAfter).toBeGreaterThan(0);
    expect(full.retryAfter).toBeLessThanOrEqual(60);
    expect((await stub.count(2, 60_000, false)).retryAfter).toBeGreaterThan(0);
  });

  it('release gives one slot back within the same window', async () => {
    const stub = stubOf('test:release');
    await stub.count(1, 60_000, true);
    expect((await stub.count(1, 60_000, true)).reserved).toBe(false);
    await stub.release();
    expect(await stub.count(1, 60_000, true)).toEqual({ reserved: true, count: 1, retryAfter: 0 });
    // Nothing to give back: nothing changes.
    await stubOf('test:release-empty').release();
    expect(await stubOf('test:release-empty').get()).toBeNull();
  });

  it('put and get: only the first of onlyIfAbsent stores, a value lives until its end', async () => {
    const stub = stubOf('test:put');
    expect(await stub.get()).toBeNull();
    expect(await stub.put('first', Date.now() + 60_000, true)).toBe(true);
    expect(await stub.put('second', Date.now() + 60_000, true)).toBe(false);
    expect(await stub.get()).toBe('first');
    expect(await stub.put('third', Date.now() + 60_000, false)).toBe(true);
    expect(await stub.get()).toBe('third');

    const brief = stubOf('test:put-brief');
    expect(await brief.put('soon gone', Date.now() + 50, false)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await brief.get()).toBeNull();
    expect(await brief.put('again', Date.now() + 60_000, true)).toBe(true);
  });

  it('a record sets an alarm at its end: a live record outlasts it, an expired one is deleted', async () => {
    const stub = stubOf('test:alarm');
    await stub.put('live', Date.now() + 60_000, false);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.get()).toBe('live');

    const brief = stubOf('test:alarm-brief');
    await brief.put('x', Date.now() + 30, false);
    const stored = () => runInDurableObject(brief, async (_, state) => (await state.storage.list()).size);
    expect(await stored()).toBe(1);
    // The alarm fires by itself at the record's end and leaves nothing behind.
    const deadline = Date.now() + 5000;
    while ((await stored()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stored()).toBe(0);
  });

  it('refuses arguments out of range', async () => {
    const stub = stubOf('test:range');
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => 'stored',
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      );
    expect(await refusal(stub.count(0, 60_000, true))).toMatch(/limit/);
    expect(await refusal(stub.count(3, 40 * 86_400_000, true))).toMatch(/windowMs/);
    expect(await refusal(stub.put('x'.repeat(1001), Date.now() + 1000, false))).toMatch(/too long/);
  });
});

/** A SHARED_STATE whose every call hangs (never answers) or fails at once. */
function brokenNamespace(how: 'hang' | 'fail') {
  const answer = () =>
    how === 'hang' ? new Promise<never>(() => undefined) : Promise.reject(new Error('Network connection lost.'));
  const stub = { count: answer, release: answer, put: answer, get: answer };
  return {
    idFromName: (name: string) => name,
    get: () => stub,
  } as unknown as DurableObjectNamespace;
}

const sendCode = (site: ReturnType<typeof createSite>, ip: string, phone: string, altcha?: string) =>
  site.request(`${ORIGIN}/api/auth/restore/send-code`, {
    method: 'POST',
    headers: jsonHeaders(ip),
    body: JSON.stringify({ phone, altcha }),
  });

describe('the shared state fails closed', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const cases = [
    ['missing (no SHARED_STATE binding)', undefined, 241],
    ['failing', brokenNamespace('fail'), 242],
    ['not answering in time', brokenNamespace('hang'), 243],
  ] as const;

  it.each(cases)('%s: the first code from a fresh address already needs a solved challenge', async (_, binding, n) => {
    const site = createSite({ SHARED_STATE: binding });
    const ip = `198.51.100.${n}`;
    const before = site.upstreamCalls.length;
    const refused = await sendCode(site, ip, `+7 999 ${n}-00-01`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fieldErrors: { altcha: [expect.any(String)] } });
    // Refused at the edge: no code left.
    expect(site.upstreamCalls.slice(before)).toEqual([]);
    // The form shows the widget at once.
    const page = await site.request(`${ORIGIN}/api/auth/restore/challenge`);
    expect(page.status).toBe(200);
    await page.body?.cancel();
    // With a solved challenge the code goes, and the solution is spent.
    const payload = await solvedChallenge(site);
    expect((await sendCode(site, ip, `+7 999 ${n}-00-02`, payload)).status).toBe(200);
    expect((await sendCode(site, ip, `+7 999 ${n}-00-03`, payload)).status).toBe(422);
  });

  it.each(cases)('%s: /api/health answers 503 degraded', async (_, binding) => {
    const res = await createSite({ SHARED_STATE: binding }).request(`${ORIGIN}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      site: 'degraded',
      upstream: 'ok',
      smsRegistration: 'on',
      oauthClient: 'ok',
      via: 'service-binding',
      visitorAddress: 'forwarded',
      sharedState: binding === undefined ? 'unbound' : 'unavailable',
    });
  });

  it('a call that does not answer is given up after the timeout, and each failure is logged at warn without the key', async () => {
    const warn = vi.spyOn(console, 'warn');
    const site = createSite({ SHARED_STATE: brokenNamespace('hang') });
    const started = Date.now();
    const res = await site.request(`${ORIGIN}/api/health`);
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(took).toBeGreaterThanOrEqual(SHARED_STATE_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(SHARED_STATE_TIMEOUT_MS + 2000);

    await (await sendCode(site, '198.51.100.244', '+7 999 244-00-01')).body?.cancel();
    await (await sendCode(site, '198.51.100.244', '+7 999 244-00-02')).body?.cancel();
    const lines = warn.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('"sharedState"'));
    // The health check's, then one for each of the two sends: every failure, not once per isolate.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({
        sharedState: 'unavailable',
        reason: `no answer within ${SHARED_STATE_TIMEOUT_MS} ms`,
      });
      expect(line).not.toContain('198.51.100.244');
      expect(line).not.toContain('999');
    }
  });

  it('a healthy shared state answers ok, 200', async () => {
    const res = await createSite().request(`${ORIGIN}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(HEALTHY);
  });
});
