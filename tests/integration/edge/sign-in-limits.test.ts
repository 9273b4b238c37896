import { describe, expect, it } from 'vitest';
import { createSite, jsonHeaders, ORIGIN } from './site';

describe('sign-in limits protect rather than punish', () => {
  it('ten wrong passwords from one address stop that address, not the owner signing in elsewhere', async () => {
    const site = createSite();
    const attempt = (ip: string, password: string) =>
      site.request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { ...jsonHeaders(), 'cf-connecting-ip': ip },
        body: JSON.stringify({ phone: '+7 900 000-00-02', password }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt('198.51.100.9', 'Wrong-2026')).status).toBe(400);
    const stopped = await attempt('198.51.100.9', 'Wrong-2026');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stopped.json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Слишком много попыток входа/),
    });
    const owner = await attempt('203.0.113.20', 'Demo-2026');
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ ok: true, redirect: '/account' });
  });
});
