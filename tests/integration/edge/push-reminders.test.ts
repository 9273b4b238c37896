import { env } from 'cloudflare:test';
import { scheduledJob } from '@edge/cron';
import { REMINDERS_CRON } from '@edge/push/cron';
import { vapidPublicKey } from '@edge/push/vapid';
import { importJWK, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushDevice } from './push-service-double';
import { createSite, jsonHeaders, ORIGIN, signInCookie } from './site';

/** A development VAPID key pair (scripts/vapid-keys.mjs), for this test only. */
const VAPID_PRIVATE_KEY = JSON.stringify({
  kty: 'EC',
  crv: 'P-256',
  x: 'yhbl87duSGl53bjrV-P77_jgeuyJkS6w9sGTLRB9F84',
  y: 'FJsV-LGQvJc0ownqpvw0yg8QnUc8efF6W8Q4i8yyAxs',
  d: 'HKi0F_pGzRLHV8NtwWEjq_rImJZUzAqzyxcgRwH23D8',
});

type Delivery = { endpoint: string; headers: Headers; text: string };

/** Routes the Cron's requests to push.test to the devices' double: 201, or 410 for a forgotten one. */
function pushService(devices: Map<string, Awaited<ReturnType<typeof pushDevice>>>, gone: Set<string>) {
  const delivered: Delivery[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== 'push.test') return real(input, init);
    if (gone.has(request.url)) return new Response(null, { status: 410 });
    const device = devices.get(request.url);
    if (!device) return new Response(null, { status: 404 });
    const body = new Uint8Array(await request.arrayBuffer());
    delivered.push({ endpoint: request.url, headers: request.headers, text: await device.decrypt(body) });
    return new Response(null, { status: 201 });
  });
  return delivered;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the payment reminders Cron (issue 42)', () => {
  it('sends the reminder for a payment due in 3 days, encrypted for the device, once; drops a 410 subscription', async () => {
    const site = createSite({ VAPID_PRIVATE_KEY });
    const cookie = await signInCookie(site, '79000000001');
    const phone = await pushDevice('https://push.test/send/phone');
    const oldLaptop = await pushDevice('https://push.test/send/old-laptop');
    for (const device of [phone, oldLaptop]) {
      const { endpoint, keys } = device.subscription;
      const res = await site.request(`${ORIGIN}/api/account/reminders`, {
        method: 'POST',
        headers: { ...jsonHeaders(), cookie },
        body: JSON.stringify({ endpoint, ...keys, showAmounts: false }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        ok: true,
        message: 'Напоминания о платежах включены на этом устройстве',
      });
    }
    // The client's next unpaid payment falls 3 days after the fixed today (2026-11-25).
    const row = await env.DB.prepare(
      `SELECT s.id, s.contract_id FROM contract_schedule s JOIN client_contracts c ON c.id = s.contract_id
       JOIN users u ON u.id = c.user_id WHERE u.phone = '79000000001' AND c.status = 'active' AND s.status = 'unpaid'
       ORDER BY s.due_on LIMIT 1`,
    ).first<{ id: number; contract_id: number }>();
    await env.DB.prepare("UPDATE contract_schedule SET due_on = '2026-11-28' WHERE id = ?1").bind(row?.id).run();

    const delivered = pushService(
      new Map([[phone.subscription.endpoint, phone]]),
      new Set([oldLaptop.subscription.endpoint]),
    );
    await scheduledJob({ cron: REMINDERS_CRON }, site.env as never);

    const messages = delivered.map((d) => JSON.parse(d.text) as { title: string; body: string; url: string });
    expect(messages).toContainEqual({
      title: 'Драйв Лизинг',
      body: 'Через 3 дня платёж по договору лизинга',
      url: `/account/cars/${row?.contract_id}`,
      tag: `payment-${row?.contract_id}-2026-11-28`,
    });
    // Nothing more than a lock screen should show: no amount, no contract number.
    for (const m of messages) expect(m.body).not.toMatch(/₽|ЛД-/);
    const sent = delivered[0];
    expect(sent?.headers.get('content-encoding')).toBe('aes128gcm');
    // VAPID (RFC 8292): a JWT for the push service's origin, signed by the site's key, and that key.
    const [, jwt, publicKey] = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(sent?.headers.get('authorization') ?? '') ?? [];
    const { kty, crv, x, y } = JSON.parse(VAPID_PRIVATE_KEY) as Record<string, string>;
    const verified = await jwtVerify(jwt ?? '', await importJWK({ kty, crv, x, y }, 'ES256'), {
      audience: 'https://push.test',
    });
    expect(verified.payload.sub).toBe('mailto:info@drive-leasing.ru');
    expect(publicKey).toBe(vapidPublicKey({ x: x ?? '', y: y ?? '' }));
    expect(Number(sent?.headers.get('ttl'))).toBe(86400);

    const endpoints = await env.DB.prepare('SELECT endpoint FROM push_subscriptions').all<{ endpoint: string }>();
    expect(endpoints.results.map((r) => r.endpoint)).toEqual([phone.subscription.endpoint]);

    // Each reminder once: the next run has nothing for it.
    const before = delivered.length;
    await scheduledJob({ cron: REMINDERS_CRON }, site.env as never);
    expect(delivered.length).toBe(before);
  });

  it('is off without VAPID_PRIVATE_KEY: nothing is claimed, nothing is sent', async () => {
    const site = createSite();
    const delivered = pushService(new Map(), new Set());
    const log = vi.spyOn(console, 'log');
    await scheduledJob({ cron: REMINDERS_CRON }, site.env as never);
    expect(delivered).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      JSON.stringify({ reminders: { outcome: 'off', reason: 'VAPID_PRIVATE_KEY is not set' } }),
    );
  });

  it('refuses a subscription that is no push subscription with 422, and removes this device on «Отключить»', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, '79000000002');
    const device = await pushDevice('https://push.test/send/tablet');
    const post = (path: string, body: unknown) =>
      site.request(`${ORIGIN}/api/account/${path}`, {
        method: 'POST',
        headers: { ...jsonHeaders(), cookie },
        body: JSON.stringify(body),
      });
    const { endpoint, keys } = device.subscription;
    for (const bad of [
      { endpoint: 'http://push.test/x', ...keys },
      { endpoint, p256dh: 'short', auth: keys.auth },
      { endpoint, p256dh: keys.p256dh },
      { endpoint: `https://push.test/${'x'.repeat(1000)}`, ...keys },
    ]) {
      const res = await post('reminders', bad);
      expect(res.status).toBe(422);
    }
    expect((await post('reminders', { endpoint, ...keys, showAmounts: true })).status).toBe(200);
    const stored = await env.DB.prepare('SELECT show_amounts FROM push_subscriptions WHERE endpoint = ?1')
      .bind(endpoint)
      .first<{ show_amounts: number }>();
    expect(stored?.show_amounts).toBe(1);
    const off = await post('reminders/delete', { endpoint });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ message: 'Напоминания на этом устройстве отключены' });
    expect((await post('reminders/delete', { endpoint })).status).toBe(200);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?1')
      .bind(endpoint)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
