import { feedPath } from '@common/calendar-feed';
import { unseal } from '@edge/session/seal';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { cookieValue, createSite, formHeaders, ORIGIN, signInCookie } from './site';

const SECRETS = ['test-session-secret-0123456789abcdef0123456789'];

/** Issues a feed through the profile's plain form; the address comes back once, in the form flash. */
async function issueFeed(site: ReturnType<typeof createSite>, cookie: string): Promise<string> {
  const res = await site.request(`${ORIGIN}/api/account/calendar-feed`, {
    method: 'POST',
    headers: { ...formHeaders(), cookie },
    body: new URLSearchParams(),
  });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/account/profile#form-calendar-feed');
  const flash = (await unseal(cookieValue(res, '__Host-form') ?? '', 'form', SECRETS)) as {
    values: { token: string };
    message: string;
  };
  expect(flash.message).toBe('Адрес календаря готов. Сохраните его сейчас: он показывается один раз');
  return flash.values.token;
}

describe('the calendar feed (issue 42)', () => {
  it('answers every coming payment with a reminder 3 days before, to a calendar with no cookie', async () => {
    const site = createSite();
    const token = await issueFeed(site, await signInCookie(site, '79000000001'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await site.request(`${ORIGIN}${feedPath(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.getSetCookie()).toEqual([]);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Платежи по лизингу — Драйв Лизинг');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(0);
    for (const vevent of events) {
      const event = new ICAL.Event(vevent);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString() >= '2026-11-25').toBe(true);
      expect(event.summary).toMatch(/^.+: \d[\d\s]*(,\d\d)?\s₽$/);
      const alarm = vevent.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P2DT14H');
      expect(String(alarm?.getFirstPropertyValue('description'))).toMatch(
        /^Через 3 дня платёж по договору № ЛД-2025-0147: /,
      );
    }
    // Only the client's active contract: its number in every event, nothing of another client.
    expect(events.every((e) => String(e.getFirstPropertyValue('description')).includes('ЛД-2025-0147'))).toBe(true);
  });

  it('refuses the address with 404 once it is re-issued or revoked, and an address that is no token', async () => {
    const site = createSite();
    const cookie = await signInCookie(site, '79000000002');
    const first = await issueFeed(site, cookie);
    const second = await issueFeed(site, cookie);
    const old = await site.request(`${ORIGIN}${feedPath(first)}`);
    expect(old.status).toBe(404);
    expect(old.headers.get('cache-control')).toBe('no-store');
    expect(await old.json()).toEqual({ message: 'Календарь не найден: адрес отключён или выпущен новый' });
    expect((await site.request(`${ORIGIN}${feedPath(second)}`)).status).toBe(200);
    const revoked = await site.request(`${ORIGIN}/api/account/calendar-feed/revoke`, {
      method: 'POST',
      headers: { ...formHeaders(), cookie },
      body: new URLSearchParams(),
    });
    expect(revoked.status).toBe(303);
    expect((await site.request(`${ORIGIN}${feedPath(second)}`)).status).toBe(404);
    for (const query of ['', '?key=x', `?key=${second.slice(1)}`, `?key=${second}&key=${second}`, '?key=%00'])
      expect((await site.request(`${ORIGIN}/api/calendar/payments.ics${query}`)).status).toBe(404);
    expect((await site.request(`${ORIGIN}/api/calendar/${second}.ics`)).status).toBe(404);
    // Hidden private routes (spec section 6) hide the account's feed too.
    const hidden = createSite({ PUBLIC_HIDE_PRIVATE_ROUTES: 'true' });
    const third = await issueFeed(site, cookie);
    expect((await site.request(`${ORIGIN}${feedPath(third)}`)).status).toBe(200);
    expect((await hidden.request(`${ORIGIN}${feedPath(third)}`)).status).toBe(404);
    // A guest cannot issue one: the account guard answers first.
    const guest = await site.request(`${ORIGIN}/api/account/calendar-feed`, {
      method: 'POST',
      headers: formHeaders(),
      body: new URLSearchParams(),
    });
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toMatch(/^\/login/);
  });

  it('is rate-limited per feed: past 30 reads an hour, 429 with Retry-After', async () => {
    const site = createSite();
    const token = await issueFeed(site, await signInCookie(site, '79000000001'));
    for (let i = 0; i < 30; i++) expect((await site.request(`${ORIGIN}${feedPath(token)}`)).status).toBe(200);
    const limited = await site.request(`${ORIGIN}${feedPath(token)}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect((await limited.json()) as { message: string }).toMatchObject({
      message: expect.stringMatching(/^Слишком много запросов календаря\. Повторите через/),
    });
  });
});
