import { describe, expect, it } from 'vitest';
import { createSite, mobileToken, ORIGIN } from './site';

describe('the mobile door', () => {
  it('the mobile door forwards only the calls of spec section 7: never the SMS outbox', async () => {
    const site = createSite();
    for (const path of [
      '/dev/sms-outbox?phone=79000000001',
      '/dev/sms-outbox',
      '/client/contracts/1/../../dev/sms-outbox',
    ]) {
      const res = await site.request(`${ORIGIN}/api/mobile/v1${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Не найдено' });
    }
    expect(site.upstreamCalls.filter((call) => call.includes('sms-outbox'))).toEqual([]);
  });

  it('proxies the mobile API with the bearer token from the header, normalising errors', async () => {
    const site = createSite();
    const token = await mobileToken(site, '79000000001');
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const profile = await site.request(`${ORIGIN}/api/mobile/v1/auth/profile`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { phone: string }).phone).toBe('79000000001');
    expect(site.upstreamCalls).toContain('GET /api/mobile/v1/auth/profile');
    const anonymous = await site.request(`${ORIGIN}/api/mobile/v1/client/contracts`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Требуется авторизация' });
    const big = await site.request(`${ORIGIN}/api/mobile/v1/form-results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
  });
});
