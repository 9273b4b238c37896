import { env } from 'cloudflare:test';
import { unseal } from '@edge/session/seal';
import { describe, expect, it } from 'vitest';
import { cookieValue, createSite, formHeaders, jsonHeaders, ORIGIN } from './site';

// Decision 0023: a public form's page renders a submission key; the site forwards it as
// `Idempotency-Key`, and the upstream stores a form posted again with it once.

const SECRETS = [String(env.SESSION_SECRETS)];
const SENT = 'Спасибо! Заявка принята.';

/** A phone no other test stores, so counting its rows counts this test's submissions. */
const freshPhone = () => `7917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const callback = (phone: string, key?: string) => ({
  name: 'Анна Смирнова',
  phone,
  consent: 'on',
  _back: '/',
  ...(key === undefined ? {} : { _submissionKey: key }),
});
const stored = async (phone: string) =>
  (await env.DB.prepare('SELECT id FROM form_results WHERE phone = ?1').bind(phone).all()).results.length;

/** The site, with the `Idempotency-Key` of every call it makes to the upstream noted. */
function siteNotingKeys() {
  const keys: (string | null)[] = [];
  const site = createSite({}, (request) => {
    keys.push(request.headers.get('idempotency-key'));
    return undefined;
  });
  return { site, keys };
}

describe('a public form posted twice within 10 minutes is stored once', () => {
  it('5 posts of one key at once, by script and without, on two isolates: one row, 5 successes', async () => {
    const [a, b] = [siteNotingKeys(), siteNotingKeys()];
    const phone = freshPhone();
    const key = crypto.randomUUID();
    const byScript = (site: typeof a.site) =>
      site.request(`${ORIGIN}/api/forms/callback`, {
        method: 'POST',
        headers: jsonHeaders('203.0.113.70'),
        body: JSON.stringify(callback(phone, key)),
      });
    const withoutScript = (site: typeof a.site) =>
      site.request(`${ORIGIN}/api/forms/callback`, {
        method: 'POST',
        headers: formHeaders('203.0.113.71'),
        body: new URLSearchParams(callback(phone, key)),
      });
    const answers = await Promise.all([
      byScript(a.site),
      byScript(b.site),
      byScript(a.site),
      withoutScript(b.site),
      withoutScript(a.site),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 303, 303]);
    for (const res of answers.slice(0, 3)) expect(await res.json()).toEqual({ ok: true, message: SENT });
    for (const res of answers.slice(3)) {
      expect(res.headers.get('location')).toBe('/#form-callback');
      const flash = await unseal(cookieValue(res, '__Host-form') ?? '', 'form', SECRETS);
      expect(flash).toMatchObject({ form: 'callback', sent: true, message: SENT });
    }
    expect(await stored(phone)).toBe(1);
    expect([...a.keys, ...b.keys]).toEqual([key, key, key, key, key]);

    const again = await byScript(a.site);
    expect(again.status).toBe(200);
    expect(await stored(phone)).toBe(1);
    const other = await a.site.request(`${ORIGIN}/api/forms/callback`, {
      method: 'POST',
      headers: jsonHeaders('203.0.113.72'),
      body: JSON.stringify(callback(phone, crypto.randomUUID())),
    });
    expect(other.status).toBe(200);
    expect(await stored(phone)).toBe(2);
  });

  it('a form without a key (a page rendered before keys) is stored each time, as before', async () => {
    const { site, keys } = siteNotingKeys();
    const phone = freshPhone();
    for (const _ of [1, 2]) {
      const res = await site.request(`${ORIGIN}/api/forms/callback`, {
        method: 'POST',
        headers: jsonHeaders('203.0.113.73'),
        body: JSON.stringify(callback(phone)),
      });
      expect(res.status).toBe(200);
    }
    expect(keys).toEqual([null, null]);
    expect(await stored(phone)).toBe(2);
  });

  it('a malformed key is a 422 in Russian and never reaches the upstream', async () => {
    const { site, keys } = siteNotingKeys();
    const phone = freshPhone();
    const res = await site.request(`${ORIGIN}/api/forms/callback`, {
      method: 'POST',
      headers: jsonHeaders('203.0.113.74'),
      body: JSON.stringify(callback(phone, 'ключ; drop table')),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({ _submissionKey: ['Форма устарела: обновите страницу и отправьте её ещё раз'] });
    expect(keys).toEqual([]);
    expect(await stored(phone)).toBe(0);
  });
});
