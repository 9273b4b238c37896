import { cachedCall, SESSION_DATA_TTL_MS } from '@edge/upstream/cached-call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { transportTo } from './fake-upstream';

/** A session's transport to an upstream that answers `{ n }` with a count of the calls, recording them. */
function upstream(answer: (n: number) => unknown = (n) => ({ n })) {
  const calls: { url: string; token: string | null }[] = [];
  const base = transportTo(async (input, init) => {
    calls.push({ url: input, token: new Headers(init.headers).get('authorization') });
    return Response.json(answer(calls.length));
  });
  const session = (accessToken?: string) => ({ ...base, accessToken });
  return { session, calls };
}

const schema = z.object({ n: z.number() });
const SESSION = { scope: 'session' } as const;

afterEach(() => vi.useRealTimers());

describe('per-session memory of a client’s own upstream answers, keyed by the call', () => {
  it('answers the same session and call from memory until the entry is 20 s old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { session, calls } = upstream();
    const t = session('token-a');
    expect(await cachedCall(t, '/api/v1/client/contracts/3/payment-schedule', schema, SESSION)).toEqual({ n: 1 });
    vi.advanceTimersByTime(SESSION_DATA_TTL_MS - 1);
    expect(await cachedCall(t, '/api/v1/client/contracts/3/payment-schedule', schema, SESSION)).toEqual({ n: 1 });
    vi.advanceTimersByTime(2);
    expect(await cachedCall(t, '/api/v1/client/contracts/3/payment-schedule', schema, SESSION)).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.token).toBe('Bearer token-a');
  });

  it('keys by path and query: another page of operations asks again, the same one does not', async () => {
    const { session, calls } = upstream();
    const t = session('token-q');
    const page = (n: number) =>
      cachedCall(t, '/api/v1/client/contracts/3/operations', schema, { ...SESSION, query: { page: n } });
    await page(1);
    await page(2);
    await page(1);
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?page=1', '?page=2']);
  });

  it('never answers another session, nor a visitor without a token, from it', async () => {
    const { session, calls } = upstream();
    await cachedCall(session('token-b'), '/api/v1/client/contracts/7', schema, SESSION);
    expect(await cachedCall(session('token-c'), '/api/v1/client/contracts/7', schema, SESSION)).toEqual({ n: 2 });
    await cachedCall(session(), '/api/v1/client/contracts/7', schema, SESSION);
    await cachedCall(session(), '/api/v1/client/contracts/7', schema, SESSION);
    expect(calls).toHaveLength(4);
  });

  it('never keeps a failure', async () => {
    const { session } = upstream((n) => (n === 1 ? { wrong: true } : { n }));
    const t = session('token-d');
    await expect(cachedCall(t, '/api/v1/client/contracts/1/diagram', schema, SESSION)).rejects.toThrow();
    expect(await cachedCall(t, '/api/v1/client/contracts/1/diagram', schema, SESSION)).toEqual({ n: 2 });
  });
});
