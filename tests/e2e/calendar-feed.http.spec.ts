import { expect, request as playwrightRequest, test } from '@playwright/test';
import ICAL from 'ical.js';
import { sessionCookieHeader } from './auth-helpers';
import { element, pageText } from './server-html';

/**
 * The profile's calendar feed (issue 42, decision 0032) end to end on the built site: the plain
 * form issues the address, the profile shows it once, a calendar with no cookie reads it (ical.js,
 * a VALARM 3 days before each payment), and after «Отключить календарь» it is 404.
 */

const PERSON = '79000000001';

/** Posts a profile form as the page does without JavaScript; the answer's `__Host-form` flash. */
async function postProfileForm(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  cookie: string,
): Promise<string> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const res = await request.post(path, {
    form: {},
    headers: { cookie, origin, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status(), path).toBe(303);
  expect(res.headers().location).toBe('/account/profile#form-calendar-feed');
  const flash = res
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__Host-form='));
  return flash?.value.split(';')[0] ?? '';
}

/** A calendar program: no cookie, no session, a context of its own. */
async function calendarFetch(url: string) {
  const context = await playwrightRequest.newContext();
  try {
    const res = await context.get(url);
    return { status: res.status(), headers: res.headers(), text: await res.text() };
  } finally {
    await context.dispose();
  }
}

test('the calendar feed: issued in the profile, read with no cookie by ical.js with its alarms, 404 once revoked', async ({
  request,
}) => {
  const cookie = await sessionCookieHeader(PERSON);
  const flash = await postProfileForm(request, '/api/account/calendar-feed', cookie);
  const profile = await request.get('/account/profile', { headers: { cookie: `${cookie}; ${flash}` } });
  expect(profile.status()).toBe(200);
  expect(profile.headers()['cache-control']).toContain('no-store');
  const html = await profile.text();
  expect(pageText(html)).toContain('Адрес календаря готов. Сохраните его сейчас: он показывается один раз');
  const address = element(html, 'span', /id="calendar-feed-address"/)?.text ?? '';
  expect(address).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/payments\.ics\?key=[A-Za-z0-9_-]{43}$/);
  expect(html).toContain(`href="${address.replace(/^http:/, 'webcal:')}"`);
  // Without JavaScript too: the reminders say they are off (no VAPID key locally).
  expect(pageText(html)).toContain('Напоминания на устройствах сейчас отключены на сайте.');

  const feed = await calendarFetch(address);
  expect(feed.status).toBe(200);
  expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers['cache-control']).toBe('private, max-age=300');
  const calendar = new ICAL.Component(ICAL.parse(feed.text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events.length).toBeGreaterThan(0);
  for (const vevent of events) {
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P2DT14H');
    expect(String(alarm?.getFirstPropertyValue('description'))).toMatch(/^Через 3 дня платёж по договору № /);
  }

  // Shown once: the next profile says when it was issued, not the address.
  const later = await (await request.get('/account/profile', { headers: { cookie } })).text();
  expect(element(later, 'span', /id="calendar-feed-address"/)).toBeUndefined();
  expect(pageText(later)).toContain('Он показывается только при выпуске');

  await postProfileForm(request, '/api/account/calendar-feed/revoke', cookie);
  const revoked = await calendarFetch(address);
  expect(revoked.status).toBe(404);
  expect(revoked.headers['cache-control']).toBe('no-store');
});
