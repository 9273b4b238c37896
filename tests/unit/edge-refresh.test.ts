import { UpstreamError } from '@edge/errors';
import { REFRESH_MISSING_MESSAGE, refreshTokens } from '@edge/session/refresh';
import { passwordGrant } from '@edge/upstream/auth';
import { describe, expect, it } from 'vitest';
import { transportTo } from './fake-upstream';

type Seen = { url: string; method: string; authorization: string | null; body: Record<string, unknown> };

function fakeUpstream(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const transport = transportTo(async (input, init) => {
    const headers = new Headers(init.headers);
    const entry: Seen = {
      url: input,
      method: init.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: init.body ? JSON.parse(String(init.body)) : {},
    };
    seen.push(entry);
    return answer(entry);
  });
  return { transport, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const good = { access_token: 'A2', refresh_token: 'R2', expires_in: 3600, refresh_expires_in: 2_000_000 };

describe('token refresh (spec section 4)', () => {
  it('fails with «Refresh-токен не определен» without a refresh token, calling nobody', async () => {
    const { transport, seen } = fakeUpstream(() => json(good));
    await expect(refreshTokens(transport, { accessToken: 'A1' })).rejects.toThrow(REFRESH_MISSING_MESSAGE);
    await expect(refreshTokens(transport, null)).rejects.toThrow('Refresh-токен не определен');
    expect(seen).toHaveLength(0);
  });

  it('fails with «Ошибка обновления токена» when a field is missing', async () => {
    for (const gap of ['access_token', 'refresh_token', 'expires_in']) {
      const { transport } = fakeUpstream(() => json({ ...good, [gap]: undefined }));
      await expect(refreshTokens(transport, { accessToken: 'A1', refreshToken: `R-${gap}` })).rejects.toThrow(
        'Ошибка обновления токена',
      );
    }
  });

  it('stores new tokens with expiry now + expires_in × 1000, still sending the expired token', async () => {
    const { transport, seen } = fakeUpstream(() => json(good));
    const before = Date.now();
    const tokens = await refreshTokens(transport, { accessToken: 'A1-expired', refreshToken: 'R1' });
    expect(tokens.accessToken).toBe('A2');
    expect(tokens.refreshToken).toBe('R2');
    expect(tokens.tokenExpiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(tokens.tokenExpiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(seen[0]).toMatchObject({
      url: 'http://auth.test/oauth/token',
      method: 'POST',
      authorization: 'Bearer A1-expired',
      body: { grant_type: 'refresh_token', refresh_token: 'R1', client_id: 'web', client_secret: 'web-local-secret' },
    });
  });

  it('passes the upstream error on (the middleware then clears the session)', async () => {
    const { transport } = fakeUpstream(() =>
      json({ error: 'invalid_grant', message: 'Refresh-токен уже использован, войдите заново' }, 400),
    );
    const failure = refreshTokens(transport, { accessToken: 'A1', refreshToken: 'R1' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow('Refresh-токен уже использован, войдите заново');
  });

  it('lets each request refresh for itself: no request awaits a refresh another one started (issue 37)', async () => {
    // workerd cancels a request that awaits another request's I/O; the back office's grace window
    // answers the same successor tokens to each (tests/integration/edge/parallel-session.test.ts).
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { transport, seen } = fakeUpstream(async () => {
      await gate;
      return json(good);
    });
    const session = { accessToken: 'A1', refreshToken: 'R-shared' };
    const all = Promise.all([1, 2, 3, 4, 5].map(() => refreshTokens(transport, session)));
    release();
    const results = await all;
    expect(seen).toHaveLength(5);
    expect(new Set(results.map((r) => r.accessToken))).toEqual(new Set(['A2']));
  });

  it('retries after a failure instead of remembering it', async () => {
    let calls = 0;
    const { transport } = fakeUpstream(() => {
      calls += 1;
      return calls === 1 ? json({ message: 'Внутренняя ошибка сервера' }, 500) : json(good);
    });
    const session = { accessToken: 'A1', refreshToken: 'R-retry' };
    await expect(refreshTokens(transport, session)).rejects.toThrow('Внутренняя ошибка сервера');
    await expect(refreshTokens(transport, session)).resolves.toMatchObject({ accessToken: 'A2' });
  });
});

describe('password grant (spec section 5)', () => {
  it('sends client id, secret and scope from config, no bearer token', async () => {
    const { transport, seen } = fakeUpstream(() => json(good));
    await passwordGrant({ ...transport, accessToken: 'stale' }, '79000000001', 'Demo-2026');
    expect(seen[0]?.authorization).toBeNull();
    expect(seen[0]?.body).toEqual({
      grant_type: 'password',
      username: '79000000001',
      password: 'Demo-2026',
      client_id: 'web',
      client_secret: 'web-local-secret',
      scope: '*',
    });
  });

  it('fails with «Ошибка авторизации» when the access token, expiry or refresh token is missing', async () => {
    for (const gap of ['access_token', 'refresh_token', 'expires_in']) {
      const { transport } = fakeUpstream(() => json({ ...good, [gap]: undefined }));
      await expect(passwordGrant(transport, '79000000001', 'x')).rejects.toThrow('Ошибка авторизации');
    }
  });
});
