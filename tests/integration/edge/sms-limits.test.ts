import { describe, expect, it } from 'vitest';
import { createSite, jsonHeaders, ORIGIN } from './site';
import { solvedChallenge } from './sms-challenge-solver';

/**
 * SMS sending is limited where every isolate sees the counters: the upstream's D1 (per phone: one
 * code a minute, five an hour; per visitor address: ten an hour; the site: a daily budget). Past
 * three codes from an address the site asks for a solved proof-of-work challenge first. Two site instances stand for
 * two isolates with memories of their own; the second is refused all the same.
 */
describe('SMS «send code» limits (restore and registration)', () => {
  const send = (
    site: ReturnType<typeof createSite>,
    flow: 'restore' | 'registration',
    phone: string,
    ip: string,
    altcha?: string,
  ) =>
    site.request(`${ORIGIN}/api/auth/${flow}/send-code`, {
      method: 'POST',
      headers: jsonHeaders(ip),
      body: JSON.stringify({ phone, userType: 'individual', consent: 'on', altcha }),
    });

  it('one code a minute per phone, whichever isolate and address asks: 429, Russian, Retry-After', async () => {
    const first = await send(createSite(), 'restore', '+7 900 000-00-01', '198.51.100.1');
    expect(first.status).toBe(200);
    const again = await send(createSite(), 'restore', '+7 900 000-00-01', '198.51.100.2');
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await again.json()) as { message: string };
    expect(body.message).toMatch(/Код уже отправлен/);
    expect(body.message).toMatch(/[а-яё]/i);
  });

  it('ten codes an hour per visitor address, across isolates, also for unknown phones; the 11th says why', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // Every request through another «isolate»: the count is the upstream's, not the site's memory.
      const site = createSite();
      const phone = `+7 (999) 770-${String(i).padStart(2, '0')}-00`;
      const flow = i % 2 ? 'restore' : 'registration';
      const res = await send(site, flow, phone, ip, i >= 3 ? await solvedChallenge(site, flow) : undefined);
      statuses.push(res.status);
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        expect(((await res.json()) as { message: string }).message).toBe(
          `С этого адреса отправлено слишком много кодов, попробуйте через ${Math.ceil(retryAfter / 60)} мин.`,
        );
      } else await res.body?.cancel();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const elsewhere = await send(createSite(), 'restore', '+7 999 880-00-01', '198.51.100.78');
    expect(elsewhere.status).toBe(200);
  });

  it('registration says a phone is taken only as often as codes can be asked for: then 429', async () => {
    const ip = '198.51.100.90';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await send(createSite(), 'registration', '+7 900 000-00-01', ip);
      statuses.push(res.status);
      await res.body?.cancel();
    }
    // A client's phone: «уже зарегистрирован» ten times an hour per address, never more (no code
    // leaves, so the site's challenge is not asked for).
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });
});
