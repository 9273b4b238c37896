import { env } from 'cloudflare:test';
import { addressKey } from '@common/with-upstream/address-key';
import { setVisitorAddress } from '@edge/upstream/visitor-address';
import { createApp } from '@upstream/src/app';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits } from './account-helpers';

const KEY = 'visitor-address-key-0123456789abcdef0123456789';
const SITE_WORKER = '2a06:98c0:3600::103';
const VISITOR = '203.0.113.51';
const app = createApp();

/** A registration code asked for as the site does, reached by URL (CF-Connecting-IP: the site). */
/** `secret` '' is an upstream without the key. */
async function sendCode(phone: string, headers: Headers, secret = KEY) {
  headers.set('content-type', 'application/json');
  headers.set('CF-Connecting-IP', SITE_WORKER);
  const res = await app.request(
    '/api/v1/register/phone/send-code',
    { method: 'POST', headers, body: JSON.stringify({ phone }) },
    { ...env, VISITOR_ADDRESS_KEY: secret },
  );
  expect(res.status).toBe(200);
}

const countedFor = async (ip: string) =>
  (
    await env.DB.prepare('SELECT COALESCE(SUM(hits), 0) AS n FROM auth_rate_limits WHERE key = ?1')
      .bind(`sms:ip:${ip}`)
      .first<{ n: number }>()
  )?.n;

describe('the visitor’s address reaches the upstream signed by the site', () => {
  beforeEach(() => resetRateLimits());

  it('the site’s signature makes the visitor, not the site worker, count', async () => {
    const headers = new Headers();
    await setVisitorAddress(headers, VISITOR, KEY);
    await sendCode('79015550301', headers);
    expect(await countedFor(VISITOR)).toBe(1);
    expect(await countedFor(addressKey(SITE_WORKER))).toBe(0);
  });

  it('a forged, stale or unkeyed address is not trusted: the connecting address counts', async () => {
    const forged = new Headers();
    await setVisitorAddress(forged, VISITOR, 'another-key-of-an-attacker-0123456789abcdef');
    await sendCode('79015550302', forged);
    const stale = new Headers();
    await setVisitorAddress(stale, VISITOR, KEY, Date.now() - 10 * 60_000);
    await sendCode('79015550303', stale);
    const signed = new Headers();
    await setVisitorAddress(signed, VISITOR, KEY);
    await sendCode('79015550304', signed, '');
    const swapped = new Headers();
    await setVisitorAddress(swapped, '198.51.100.9', KEY);
    swapped.set('X-Visitor-Address', VISITOR);
    await sendCode('79015550305', swapped);
    expect(await countedFor(VISITOR)).toBe(0);
    // The connecting address is IPv6: it counts by its /64.
    expect(addressKey(SITE_WORKER)).toBe('2a06:98c0:3600:0::/64');
    expect(await countedFor(addressKey(SITE_WORKER))).toBe(4);
  });

  it('addresses of one IPv6 /64 are one visitor: the 11th code from the /64 is refused', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await app.request(
        '/api/v1/register/phone/send-code',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'CF-Connecting-IP': `2001:db8:77:1:${i.toString(16)}::1` },
          body: JSON.stringify({ phone: `790155504${String(i).padStart(2, '0')}` }),
        },
        env,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(await countedFor('2001:db8:77:1::/64')).toBe(10);
  });
});
