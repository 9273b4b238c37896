import { describe, expect, it } from 'vitest';
import {
  CLIENT,
  call,
  expireAccessTokens,
  INDIVIDUAL,
  json,
  LEGAL,
  login,
  PREFIXES,
  TOKEN_PATHS,
} from './account-helpers';

const refresh = (refresh_token: string, path = '/oauth/token') =>
  call(path, { method: 'POST', json: { grant_type: 'refresh_token', refresh_token, ...CLIENT } });

describe('signing out', () => {
  it.each(TOKEN_PATHS)('DELETE %s revokes the session', async (path) => {
    const t = await login(LEGAL);
    const res = await call(path, { method: 'DELETE', token: t.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Вы вышли из системы' });
    expect((await call('/api/v1/auth/profile', { token: t.access_token })).status).toBe(401);
    expect((await refresh(t.refresh_token)).status).toBe(400);
  });

  it.each(PREFIXES)('POST %s/auth/logout revokes the session, even with an expired access token', async (prefix) => {
    const t = await login(INDIVIDUAL);
    await expireAccessTokens();
    const res = await call(`${prefix}/auth/logout`, { method: 'POST', token: t.access_token });
    expect(res.status).toBe(200);
    expect((await refresh(t.refresh_token)).status).toBe(400);
  });

  it('revokes by refresh_token in the body', async () => {
    const t = await login(INDIVIDUAL);
    const res = await call('/oauth/token', { method: 'DELETE', json: { refresh_token: t.refresh_token } });
    expect(res.status).toBe(200);
    expect((await refresh(t.refresh_token)).status).toBe(400);
  });

  it('answers 401 without any token', async () => {
    const res = await call('/oauth/token', { method: 'DELETE' });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe('Требуется авторизация');
  });

  it('does not sign out other sessions of the same user', async () => {
    const a = await login(LEGAL);
    const b = await login(LEGAL);
    await call('/api/v1/auth/logout', { method: 'POST', token: a.access_token });
    expect((await call('/api/v1/auth/profile', { token: b.access_token })).status).toBe(200);
  });
});

describe('request size', () => {
  it('refuses bodies over 64 KB with 413 and a Russian message', async () => {
    const res = await call('/api/v1/register/phone/send-code', {
      method: 'POST',
      json: { phone: '79001234567', padding: 'x'.repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Слишком большой запрос' });
  });
});
