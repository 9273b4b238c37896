import { env } from 'cloudflare:test';
import { unseal } from '@edge/session/seal';
import { describe, expect, it } from 'vitest';
import { cookieValue, createSite, formHeaders, jsonHeaders, ORIGIN, signInCookie } from './site';

const SECRETS = [String(env.SESSION_SECRETS)];
type Site = ReturnType<typeof createSite>;

async function firstCarId(): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM cars ORDER BY id LIMIT 1').first<{ id: number }>();
  return row?.id ?? 0;
}

/**
 * Return paths a post may carry that must never reach a Location header: control characters, a
 * backslash, a non-ASCII letter, a path without its leading slash.
 */
const UNSAFE_RETURN_PATHS = [
  '/\0',
  '/contacts\0x',
  '/x\x01y',
  '/x\ty',
  '/x\r\nSet-Cookie: a=b',
  '/x\x7f',
  '/\\evil.example',
  '/ы',
  'contacts',
];

/** A form the site's own page posts without JavaScript, from the visitor address `ip`. */
const postForm = (site: Site, path: string, ip: string, fields: Record<string, string>) =>
  site.request(`${ORIGIN}${path}`, { method: 'POST', headers: formHeaders(ip), body: new URLSearchParams(fields) });

/** Where a no-JavaScript post of the form `kind` with the return path `back` sends the visitor. */
const wentBackTo = async (site: Site, kind: string, ip: string, back: string) =>
  (await postForm(site, `/api/forms/${kind}`, ip, { _back: back, name: 'Анна' })).headers.get('location');

/** A no-JavaScript post: its status, where it goes back to, and the form flash it leaves for that page. */
async function postWithoutScript(site: Site, path: string, ip: string, fields: Record<string, string>) {
  const res = await postForm(site, path, ip, fields);
  const flash = await unseal(cookieValue(res, '__Host-form') ?? '', 'form', SECRETS);
  return { status: res.status, location: res.headers.get('location'), flash };
}

describe('POST /api/forms/{kind}', () => {
  it('stores a booking sent by the island and answers with the upstream message', async () => {
    const site = createSite();
    const carId = await firstCarId();
    const res = await site.request(`${ORIGIN}/api/forms/booking`, {
      method: 'POST',
      headers: jsonHeaders('203.0.113.10'),
      body: JSON.stringify({ name: 'Иван Петров', phone: '8 (900) 555-12-34', carId: String(carId), consent: 'on' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; message: string };
    expect(body).toEqual({ ok: true, message: 'Заявка на бронирование принята. Менеджер свяжется с вами.' });
    const stored = await env.DB.prepare('SELECT car_id, phone, ip FROM bookings WHERE phone = ?')
      .bind('79005551234')
      .first<{ car_id: number; phone: string; ip: string }>();
    expect(stored).toEqual({ car_id: carId, phone: '79005551234', ip: '203.0.113.10' });
  });

  it('answers 422 by field in JSON, from the schema and from the upstream', async () => {
    const site = createSite();
    const own = await site.request(`${ORIGIN}/api/forms/callback`, {
      method: 'POST',
      headers: jsonHeaders('203.0.113.11'),
      body: JSON.stringify({ name: '', phone: '8 495 123-45-67' }),
    });
    expect(own.status).toBe(422);
    const ownBody = (await own.json()) as { fieldErrors: Record<string, string[]> };
    expect(ownBody.fieldErrors).toEqual({
      name: ['Заполните поле «Имя»'],
      phone: ['Укажите мобильный номер в формате +7 (9XX) XXX-XX-XX'],
      consent: ['Необходимо согласие на обработку персональных данных'],
    });
    expect(site.upstreamCalls).toEqual([]);

    const upstream = await site.request(`${ORIGIN}/api/forms/booking`, {
      method: 'POST',
      headers: jsonHeaders('203.0.113.11'),
      body: JSON.stringify({ name: 'Иван', phone: '9005551235', carId: '999999', consent: 'on', date: '2001-01-01' }),
    });
    expect(upstream.status).toBe(422);
    const body = (await upstream.json()) as { ok: boolean; fieldErrors: Record<string, string[]> };
    expect(body.ok).toBe(false);
    expect(body.fieldErrors.carId).toEqual(['Автомобиль не найден']);
    expect(body.fieldErrors.date?.[0]).toMatch(/90 дней/);
  });

  it('without JavaScript: 303 back to the page, values and errors in the form flash', async () => {
    const fields = { _back: '/catalog?brand=kia', name: 'Анна', phone: '12345', brand: 'Kia' };
    expect(await postWithoutScript(createSite(), '/api/forms/car-request', '203.0.113.12', fields)).toMatchObject({
      status: 303,
      location: '/catalog?brand=kia#form-car-request',
      // The page as it was, filters included: the flash is for that URL only.
      flash: {
        path: '/catalog?brand=kia',
        form: 'car-request',
        values: { name: 'Анна', phone: '12345', brand: 'Kia' },
        fieldErrors: { phone: ['Укажите мобильный номер в формате +7 (9XX) XXX-XX-XX'] },
      },
    });
  });

  it('without JavaScript: a stored form comes back with the success state', async () => {
    const fields = { _back: '/', name: 'Анна', phone: '+7 900 555 12 36', consent: 'on' };
    expect(await postWithoutScript(createSite(), '/api/forms/callback', '203.0.113.13', fields)).toMatchObject({
      status: 303,
      location: '/#form-callback',
      flash: { path: '/', form: 'callback', sent: true, message: 'Спасибо! Заявка принята.' },
    });
    const row = await env.DB.prepare("SELECT form, phone FROM form_results WHERE phone = '79005551236'").first();
    expect(row).toEqual({ form: 'callback', phone: '79005551236' });
  });

  it('without JavaScript: an upstream failure comes back as a toast naming the request reference', async () => {
    // The upstream fails the form's call: a 500 with its message, then a 503 without one.
    const faults: [Response, string][] = [
      [Response.json({ message: 'Сервис заявок недоступен' }, { status: 500 }), 'Сервис заявок недоступен.'],
      [Response.json({}, { status: 503 }), 'Произошла ошибка.'],
    ];
    for (const [fault, message] of faults) {
      const site = createSite({}, (request) =>
        new URL(request.url).pathname === '/api/v1/form-results' ? fault.clone() : undefined,
      );
      const fields = { _back: '/', name: 'Анна', phone: '+7 900 555 12 40', consent: 'on' };
      const res = await postForm(site, '/api/forms/callback', '203.0.113.40', fields);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/#form-callback');
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      const toast = (await unseal(cookieValue(res, '__Host-toast') ?? '', 'toast', SECRETS)) as {
        items: { message: string; type: string }[];
      };
      // «Код ошибки: …» as on the error screen, in downloads and JSON answers (decision 0021).
      expect(toast.items).toEqual([
        expect.objectContaining({ message: `${message} Код ошибки: ${id}`, type: 'error' }),
      ]);
    }
  });

  it('never redirects off the site', async () => {
    expect(await wentBackTo(createSite(), 'callback', '203.0.113.14', '//evil.example/x')).toBe('/#form-callback');
  });

  it("a return path with a control character, a backslash or a non-ASCII letter: back to the form's own page, never a 5xx", async () => {
    const site = createSite();
    for (const [i, back] of UNSAFE_RETURN_PATHS.entries()) {
      const res = await postForm(site, '/api/forms/question', `203.0.113.${40 + i}`, { _back: back, name: 'Анна' });
      expect(res.status, JSON.stringify(back)).toBe(303);
      expect(res.headers.get('location'), JSON.stringify(back)).toBe('/contacts#form-question');
    }
    const safe = '/news/kak-vybrat?page=2&x=%D1%8B';
    expect(await wentBackTo(site, 'question', '203.0.113.60', safe)).toBe(`${safe}#form-question`);
  });

  it('the bills archive: an unsafe return path goes back to /account/bills, never a 5xx', async () => {
    const site = createSite();
    const cookieHeader = await signInCookie(site, '79000000002');
    for (const back of ['/\0', '/account/bills\x1b[2J', '/\x7f']) {
      const res = await site.request(`${ORIGIN}/api/account/bills/archive`, {
        method: 'POST',
        headers: { ...formHeaders('203.0.113.61'), cookie: cookieHeader },
        body: new URLSearchParams({ _back: back }),
      });
      expect(res.status, JSON.stringify(back)).toBe(303);
      // Nothing was ticked: back to the form on the bills page (issue 34: the error is in the form).
      expect(res.headers.get('location'), JSON.stringify(back)).toBe('/account/bills#form-bills');
    }
  });

  it('the bills archive with nothing ticked: 303 to the form with its error by the form flash, no toast, no upstream call', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, '79000000002');
    const res = await site.request(`${ORIGIN}/api/account/bills/archive`, {
      method: 'POST',
      headers: { ...formHeaders('203.0.113.62'), cookie },
      body: new URLSearchParams({ _back: '/account/bills?status=paid&page=2', pageIds: '1,2' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/bills?status=paid&page=2#form-bills');
    expect(await unseal(cookieValue(res, '__Host-form') ?? '', 'form', SECRETS)).toMatchObject({
      path: '/account/bills?status=paid&page=2',
      form: 'bills',
      fieldErrors: { ids: ['Выберите хотя бы один счёт'] },
    });
    expect(cookieValue(res, '__Host-toast')).toBeUndefined();
    expect(site.upstreamCalls).not.toContain('POST /api/v1/client/bills/download-archive');
  });

  it('rejects cross-site posts and JSON without the custom header (CSRF)', async () => {
    const site = createSite();
    const cross = await site.request(`${ORIGIN}/api/forms/callback`, {
      method: 'POST',
      headers: { ...formHeaders('203.0.113.15'), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ name: 'Анна', phone: '9005551237', consent: 'on' }),
    });
    expect(cross.status).toBe(403);
    const { 'x-requested-with': _h, ...noHeader } = jsonHeaders('203.0.113.15');
    const bare = await site.request(`${ORIGIN}/api/forms/callback`, {
      method: 'POST',
      headers: noHeader,
      body: JSON.stringify({ name: 'Анна', phone: '9005551237', consent: 'on' }),
    });
    expect(bare.status).toBe(403);
    expect(site.upstreamCalls).toEqual([]);
  });

  it('passes the visitor address, so the upstream limit is per visitor; 429 is a toast', async () => {
    const site = createSite();
    const post = (ip: string) =>
      site.request(`${ORIGIN}/api/forms/callback`, {
        method: 'POST',
        headers: jsonHeaders(ip),
        body: JSON.stringify({ name: 'Анна', phone: '9005551238', consent: 'on' }),
      });
    for (let i = 0; i < 10; i++) expect((await post('198.51.100.7')).status).toBe(200);
    const limited = await post('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      ok: false,
      toast: true,
      message: expect.stringMatching(/Слишком много/),
    });
    expect((await post('198.51.100.8')).status).toBe(200);
  });
});

describe('public files through the edge', () => {
  it('serves the personal data policy and car images from the upstream', async () => {
    const site = createSite();
    const policy = await site.request(`${ORIGIN}/documents/personal-data-policy`);
    expect(policy.status).toBe(200);
    expect(policy.headers.get('content-type')).toMatch(/text\/html/);
    expect(await policy.text()).toMatch(/персональных данных/i);
    const slug = await env.DB.prepare('SELECT slug FROM cars ORDER BY id LIMIT 1').first<{ slug: string }>();
    const image = await site.request(`${ORIGIN}/media/cars/${slug?.slug}.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(image.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(image.headers.getSetCookie()).toEqual([]);
    expect((await site.request(`${ORIGIN}/media/cars/nope.svg`)).status).toBe(404);
  });

  it('gives a file a validator: the browser revalidates with a 304 and no bytes, HEAD carries it too', async () => {
    const site = createSite();
    const slug = await env.DB.prepare('SELECT slug FROM cars ORDER BY id LIMIT 1 OFFSET 1').first<{ slug: string }>();
    const url = `${ORIGIN}/media/cars/${slug?.slug}.svg`;
    // The first answer comes from the upstream, the second from the edge cache: the same validator.
    const first = await site.request(url);
    const body = await first.text();
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    const second = await site.request(url);
    expect(second.headers.get('etag')).toBe(tag);
    expect(await second.text()).toBe(body);
    const revalidated = await site.request(url, { headers: { 'if-none-match': `"other", ${tag}` } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(tag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    const changed = await site.request(url, { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(body);
    const head = await site.request(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(tag);
    expect(await head.text()).toBe('');
    const policy = await site.request(`${ORIGIN}/documents/personal-data-policy`);
    await policy.text();
    expect(policy.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    // Only what succeeded gets a validator: a missing file stays a plain 404.
    const missing = await site.request(`${ORIGIN}/media/cars/nope.svg`, { headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});

describe('GET /api/catalog/count', () => {
  it('counts cars for the catalogue query, read exactly as the page reads it', async () => {
    const site = createSite();
    const all = await site.request(`${ORIGIN}/api/catalog/count`);
    expect(all.status).toBe(200);
    const total = ((await all.json()) as { total: number }).total;
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM cars').first<{ n: number }>()) ?? { n: -1 };
    expect(total).toBe(n);
    const kia = await site.request(`${ORIGIN}/api/catalog/count?brand=kia&brand=<junk>&sort=price_asc&page=3&priceTo=`);
    const kiaTotal = ((await kia.json()) as { total: number }).total;
    expect(kiaTotal).toBeGreaterThan(0);
    expect(kiaTotal).toBeLessThan(total);
    expect(kia.headers.get('cache-control')).toMatch(/max-age=/);
    const none = await site.request(`${ORIGIN}/api/catalog/count?brand=kia&priceTo=1000`);
    expect(await none.json()).toEqual({ total: 0 });
  });
});
