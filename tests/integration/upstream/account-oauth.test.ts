import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  CLIENT,
  call,
  DEMO_PASSWORD,
  expireAccessTokens,
  INDIVIDUAL,
  type Json,
  json,
  LEGAL,
  login,
  resetRateLimits,
  TOKEN_PATHS,
  type TokenBody,
} from './account-helpers';

const refresh = (refresh_token: string, path = '/oauth/token') =>
  call(path, { method: 'POST', json: { grant_type: 'refresh_token', refresh_token, ...CLIENT } });

describe('POST /oauth/token, password grant', () => {
  it.each(TOKEN_PATHS)('issues opaque bearer tokens at %s', async (path) => {
    const t = await login(LEGAL, DEMO_PASSWORD, path);
    expect(t.token_type).toBe('Bearer');
    expect(t.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.access_token).not.toBe(t.refresh_token);
    expect(t.expires_in).toBe(3600);
    expect(t.refresh_expires_in).toBe(2592000);
    expect(t.scope).toBe('*');
  });

  it('stores tokens only as SHA-256 digests', async () => {
    const t = await login(INDIVIDUAL);
    const row = await env.DB.prepare('SELECT access_hash, refresh_hash FROM oauth_tokens').first<Json>();
    expect(row?.access_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(t.access_token);
  });

  it.each(['+7 (900) 000-00-01', '8 900 000 00 01', '9000000001', '7-900-000-00-01'])(
    'accepts the username %s',
    async (username) => {
      const t = await login(username);
      const profile = await json(await call('/api/v1/auth/profile', { token: t.access_token }));
      expect(profile.phone).toBe(INDIVIDUAL);
    },
  );

  it('accepts a form-encoded body and HTTP Basic client credentials', async () => {
    const form = new URLSearchParams({ grant_type: 'password', username: LEGAL, password: DEMO_PASSWORD, scope: '*' });
    const res = await call('/oauth/token', {
      method: 'POST',
      body: form.toString(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${btoa('web:web-local-secret')}`,
      },
    });
    expect(res.status).toBe(200);
    expect((await json<TokenBody>(res)).access_token).toBeTruthy();
  });

  it('refuses a wrong password with invalid_grant and a Russian message', async () => {
    const res = await call('/oauth/token', {
      method: 'POST',
      json: { grant_type: 'password', username: LEGAL, password: 'wrong-1', ...CLIENT },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Неверный логин или пароль',
      message: 'Неверный логин или пароль',
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await call('/oauth/token', {
      method: 'POST',
      json: { grant_type: 'password', username: '79990001122', password: DEMO_PASSWORD, ...CLIENT },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Неверный логин или пароль');
  });

  it('refuses a wrong client with 401 invalid_client', async () => {
    const res = await call('/oauth/token', {
      method: 'POST',
      json: { grant_type: 'password', username: LEGAL, password: DEMO_PASSWORD, client_id: 'web', client_secret: 'x' },
    });
    expect(res.status).toBe(401);
    const body = await json(res);
    expect(body.error).toBe('invalid_client');
    expect(body.message).toMatch(/client/);
  });

  it('refuses an unknown grant type', async () => {
    const res = await call('/oauth/token', { method: 'POST', json: { grant_type: 'client_credentials', ...CLIENT } });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('unsupported_grant_type');
  });

  it('reports missing fields as invalid_request with field errors', async () => {
    const res = await call('/oauth/token', { method: 'POST', json: { grant_type: 'password', ...CLIENT } });
    expect(res.status).toBe(400);
    const body = await json<{ error: string; errors: Record<string, string[]> }>(res);
    expect(body.error).toBe('invalid_request');
    expect(body.errors.username?.[0]).toMatch(/логин/);
    expect(body.errors.password?.[0]).toMatch(/пароль/);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    for (const body of ['{"grant_type":', '[1,2]', '"text"']) {
      const res = await call('/oauth/token', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe('invalid_request');
    }
  });

  it('stops a guesser at one address; from many addresses it paces the phone, never locks its owner out', async () => {
    const attempt = (ip: string, password = 'Wrong-123') =>
      call('/oauth/token', {
        method: 'POST',
        headers: { 'CF-Connecting-IP': ip },
        json: { grant_type: 'password', username: INDIVIDUAL, password, ...CLIENT },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('198.51.100.1')).status).toBe(400);
    const res = await attempt('198.51.100.1');
    expect(res.status).toBe(429);
    const body = await json<{ message: string; retryAfter: number }>(res);
    expect(body.message).toMatch(/Слишком много неудачных попыток входа\. Повторите через \d+/);
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(res.headers.get('Retry-After')).toBe(String(body.retryAfter));
    // That address waits even with the right password: it guessed.
    expect((await attempt('198.51.100.1', DEMO_PASSWORD)).status).toBe(429);
    // The owner elsewhere is not locked out by someone else's guesses.
    expect((await attempt('203.0.113.7', DEMO_PASSWORD)).status).toBe(200);
    // Past 10 failures for the phone, guesses from other addresses are paced: one per 30 s.
    expect((await attempt('192.0.2.10')).status).toBe(400);
    const paced = await attempt('192.0.2.11');
    expect(paced.status).toBe(429);
    const wait = (await json<{ retryAfter: number }>(paced)).retryAfter;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    // The other user is not affected.
    expect((await login(LEGAL)).access_token).toBeTruthy();
    await resetRateLimits();
  });

  it('answers 405 for other methods', async () => {
    expect((await call('/oauth/token', { method: 'GET' })).status).toBe(405);
  });
});

describe('POST /oauth/token, refresh grant', () => {
  it.each(TOKEN_PATHS)('rotates the pair at %s; the new access token works', async (path) => {
    const first = await login(LEGAL);
    const res = await refresh(first.refresh_token, path);
    expect(res.status).toBe(200);
    const second = await json<TokenBody>(res);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires_in).toBe(3600);
    const profile = await call('/api/v1/auth/profile', { token: second.access_token });
    expect(profile.status).toBe(200);
  });

  it('refreshes an expired access token, which itself is refused with 401', async () => {
    const first = await login(INDIVIDUAL);
    await expireAccessTokens();
    const denied = await call('/api/v1/client/contracts', { token: first.access_token });
    expect(denied.status).toBe(401);
    expect((await json(denied)).message).toBe('Срок действия токена истёк');
    // The site still sends the expired access token with the refresh call (spec section 4).
    const res = await call('/oauth/token', {
      method: 'POST',
      token: first.access_token,
      json: { grant_type: 'refresh_token', refresh_token: first.refresh_token, ...CLIENT },
    });
    expect(res.status).toBe(200);
    const second = await json<TokenBody>(res);
    expect((await call('/api/v1/client/contracts', { token: second.access_token })).status).toBe(200);
  });

  it('gives parallel refreshes of one token the same successor tokens', async () => {
    const first = await login(LEGAL);
    const results = await Promise.all([1, 2, 3].map(() => refresh(first.refresh_token)));
    const bodies = await Promise.all(results.map((r) => json<TokenBody>(r)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(bodies.map((b) => b.access_token)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.refresh_token)).size).toBe(1);
  });

  it('replays the same successor within the grace window, then treats reuse as theft', async () => {
    const first = await login(LEGAL);
    const second = await json<TokenBody>(await refresh(first.refresh_token));
    const replay = await json<TokenBody>(await refresh(first.refresh_token));
    expect(replay.access_token).toBe(second.access_token);
    expect(replay.refresh_token).toBe(second.refresh_token);

    // 31 seconds later (the default grace window is 30 s) the old token is a stolen one.
    await env.DB.prepare('UPDATE oauth_tokens SET rotated_at = rotated_at - 31 WHERE rotated_at IS NOT NULL').run();
    const late = await refresh(first.refresh_token);
    expect(late.status).toBe(400);
    expect(await json(late)).toMatchObject({
      error: 'invalid_grant',
      message: 'Refresh-токен уже использован, войдите заново',
    });
    // ...and the whole session is revoked.
    expect((await call('/api/v1/auth/profile', { token: second.access_token })).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });

  it('forgets sealed successor tokens once their grace window is over', async () => {
    const first = await login(INDIVIDUAL);
    const second = await json<TokenBody>(await refresh(first.refresh_token));
    await env.DB.prepare('UPDATE oauth_tokens SET rotated_at = rotated_at - 31 WHERE rotated_at IS NOT NULL').run();
    expect((await refresh(second.refresh_token)).status).toBe(200);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(first.refresh_token));
    const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    const stale = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM oauth_tokens WHERE successor_sealed IS NOT NULL
       AND family_id = (SELECT family_id FROM oauth_tokens WHERE refresh_hash = ?1)`,
    )
      .bind(hash)
      .first<{ n: number }>();
    // Only the payload of the rotation just made (still in its grace window) remains.
    expect(stale?.n).toBe(1);
  });

  it('refuses unknown, expired and missing refresh tokens', async () => {
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ error: 'invalid_grant', message: 'Refresh-токен недействителен' });

    const t = await login(INDIVIDUAL);
    await env.DB.prepare('UPDATE oauth_tokens SET refresh_expires_at = 1').run();
    expect((await json(await refresh(t.refresh_token))).message).toMatch(/истёк/);

    const missing = await call('/oauth/token', { method: 'POST', json: { grant_type: 'refresh_token', ...CLIENT } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe('invalid_request');
  });

  it('keeps the refresh lifetime of the sign-in across rotations', async () => {
    const first = await login(LEGAL);
    await env.DB.prepare('UPDATE oauth_tokens SET refresh_expires_at = refresh_expires_at - 1000').run();
    const second = await json<TokenBody>(await refresh(first.refresh_token));
    expect(second.refresh_expires_in).toBeLessThanOrEqual(2592000 - 1000);
  });
});
