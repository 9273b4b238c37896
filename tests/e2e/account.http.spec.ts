import { ACCOUNT_PAGES } from '@common/pages';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { sessionCookieHeader } from './auth-helpers';
import { element, elements } from './server-html';

/**
 * The account's answers that need only HTTP: redirects of a guest, statuses of what a client may
 * not see, a tampered cookie, the schedule's files. Request-level (`request` and a session cookie
 * from the sign-in form's post, no page), in the desktop project.
 */

const PERSON = '79000000001';
const COMPANY = '79000000002';

test('a guest is sent from the account to /login, which remembers the page', async ({ request }) => {
  let last = '';
  for (const { sample: path } of ACCOUNT_PAGES) {
    const response = await request.get(path);
    const url = new URL(response.url());
    expect(url.pathname + url.search, path).toBe(`/login?next=${encodeURIComponent(path)}`);
    last = await response.text();
  }
  expect(element(last, 'h1')?.text).toBe('Вход в личный кабинет');
});

test('a tampered session cookie means a guest, never an error', async ({ request }) => {
  const cookie = await sessionCookieHeader(COMPANY);
  const tampered = `${cookie.slice(0, -6)}${cookie.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;
  const response = await request.get('/account', { headers: { cookie: tampered } });
  expect(response.status()).toBe(200);
  const url = new URL(response.url());
  expect(url.pathname + url.search).toBe('/login?next=%2Faccount');
  expect(elements(await response.text(), 'button').some((b) => b.text === 'Войти')).toBe(true);
  expect((await request.get('/', { headers: { cookie: tampered } })).status()).toBe(200);
});

test("another client's contract and deal are the 404 screen with status 404", async ({ request }) => {
  const cookie = await sessionCookieHeader(PERSON);
  for (const path of ['/account/cars/3', '/account/deals/4', '/account/cars/999999']) {
    const res = await request.get(path, { headers: { cookie } });
    expect(res.status(), path).toBe(404);
    expect(element(await res.text(), 'h1')?.text, path).toBe('Страница не найдена');
  }
});

test('schedule CSV and iCalendar downloads', async ({ request }) => {
  const cookie = await sessionCookieHeader(COMPANY);
  const csv = await request.get('/api/account/contracts/3/schedule.csv', { headers: { cookie } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['cache-control']).toBe('no-store');
  expect(csv.headers()['content-disposition']).toContain("filename*=UTF-8''%D0%93%D1%80%D0%B0%D1%84%D0%B8%D0%BA");
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').split('\r\n');
  expect(lines[3]?.split(';')).toHaveLength(11);
  expect(lines[4]).toMatch(/^0;Аванс;\d{2}\.\d{2}\.\d{4};\d+,\d{2};/);
  const ics = await request.get('/api/account/contracts/3/schedule.ics', { headers: { cookie } });
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events.length).toBeGreaterThan(0);
  expect(events[0]?.summary).toMatch(/₽$/);
  expect(calendar.getFirstSubcomponent('vevent')?.getFirstSubcomponent('valarm')).toBeTruthy();
  // A guest following the link goes to the sign-in screen; a script's call is told 401.
  const link = '/api/account/contracts/3/schedule.csv';
  const anonymous = await request.get(link, { maxRedirects: 0, headers: { accept: 'text/html' } });
  expect(anonymous.status()).toBe(303);
  expect(anonymous.headers().location).toBe('/login');
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(401);
});
