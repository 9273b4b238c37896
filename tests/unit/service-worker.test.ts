import { SESSION_REF_PATTERN } from '@common/session-ref';
import { sessionRef } from '@edge/session/session-ref';
import type { Session } from '@edge/session/types';
import { isOwnCache, oldShells, personalCacheName, personalCachesToDelete, shellCacheName } from '@src/sw/cache-names';
import {
  isUsable,
  notedPage,
  offlineNoteText,
  STORED_AT_HEADER,
  stampedHeaders,
  storedAt,
  USABLE_UNTIL_HEADER,
  usableUntil,
  withOfflineNote,
} from '@src/sw/offline-note';
import { offlinePage } from '@src/sw/offline-page';
import { isSignOut, requestRole } from '@src/sw/requests';
import { leavePayload } from '@src/sw/rsc-fallback';
import { describe, expect, it } from 'vitest';

const url = (path: string) => new URL(path, 'https://drive-leasing.ru');
const REF_A = 'a'.repeat(32);
const REF_B = '0123456789abcdef0123456789abcdef';

describe('which requests are personal (the service worker keeps only these, per session)', () => {
  it('account pages opened as documents, with or without a query', () => {
    for (const path of [
      '/account',
      '/account/cars',
      '/account/cars/3',
      '/account/cars/3?schedule=all',
      '/account/bills',
    ]) {
      expect(requestRole(url(path), true), path).toBe('personal-page');
    }
  });
  it('public pages and look-alikes are not personal', () => {
    for (const path of ['/', '/catalog', '/login', '/accounting', '/accounts/1']) {
      expect(requestRole(url(path), true), path).toBe('page');
    }
  });
  it('the payment QR pictures are; downloads and other account API calls are not kept', () => {
    expect(requestRole(url('/api/account/contracts/3/payment-qr.svg'), false)).toBe('personal-file');
    expect(requestRole(url('/api/account/payment-qr.svg'), false)).toBe('personal-file');
    for (const path of [
      '/api/account/contracts/3/payment-qr.png',
      '/api/account/contracts/3/schedule.csv',
      '/api/account/bills/7.pdf',
      '/api/account/contracts/x/payment-qr.svg',
    ]) {
      expect(requestRole(url(path), false), path).toBe('pass');
    }
  });
  it('the build’s files, unhashed static files, client navigations and the rest', () => {
    expect(requestRole(url('/assets/index-By3i3Fib.js'), false)).toBe('asset');
    expect(requestRole(url('/manifest.webmanifest'), false)).toBe('static');
    expect(requestRole(url('/icons/app-192.png'), false)).toBe('static');
    expect(requestRole(url('/favicon.svg'), false)).toBe('static');
    expect(requestRole(url('/RSC/R/account/cars/3.txt?query=schedule%3Dall'), false)).toBe('rsc');
    for (const path of ['/builds/latest.json', '/sw.js', '/api/catalog/count', '/media/cars/1.jpg']) {
      expect(requestRole(url(path), false), path).toBe('pass');
    }
  });
  it('«Выйти» is the sign-out form’s post, nothing else', () => {
    expect(isSignOut(url('/api/auth/logout'), 'POST')).toBe(true);
    expect(isSignOut(url('/api/auth/logout'), 'GET')).toBe(false);
    expect(isSignOut(url('/api/auth/login'), 'POST')).toBe(false);
  });
});

describe('cache names', () => {
  it('a session’s cache is named by its ref; anything that is no ref names none', () => {
    expect(personalCacheName(REF_A)).toBe(`personal-${REF_A}`);
    expect(personalCacheName(null)).toBeNull();
    for (const bad of ['', 'abc', 'A'.repeat(32), `${REF_A}0`, 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0']) {
      expect(personalCacheName(bad), bad).toBeNull();
    }
  });
  it('another session appearing deletes every other session’s copies, no session deletes all', () => {
    const names = [shellCacheName('b1'), `personal-${REF_A}`, `personal-${REF_B}`, 'unrelated'];
    expect(personalCachesToDelete(names, REF_B)).toEqual([`personal-${REF_A}`]);
    expect(personalCachesToDelete(names, null)).toEqual([`personal-${REF_A}`, `personal-${REF_B}`]);
    expect(personalCachesToDelete(names, 'not-a-ref')).toEqual([`personal-${REF_A}`, `personal-${REF_B}`]);
  });
  it('a new build drops the shells of the old ones only', () => {
    const names = [shellCacheName('old'), shellCacheName('new'), `personal-${REF_A}`];
    expect(oldShells(names, 'new')).toEqual(['shell-old']);
  });
  it('switched off, every cache of the worker goes and nothing else', () => {
    const names = [shellCacheName('b1'), `personal-${REF_A}`, 'someone-else'];
    expect(names.filter(isOwnCache)).toEqual([shellCacheName('b1'), `personal-${REF_A}`]);
  });
});

describe('the offline note', () => {
  it('names the time of the copy in Moscow time', () => {
    expect(offlineNoteText(new Date('2026-11-25T06:15:00Z'))).toBe(
      'Нет сети — данные на 25\u00a0ноября 2026\u00a0г., 09:15',
    );
  });
  it('reads the copy’s time from its header; none without one', () => {
    expect(storedAt(new Headers({ [STORED_AT_HEADER]: '1764051300000' }))?.toISOString()).toBe(
      '2025-11-25T06:15:00.000Z',
    );
    expect(storedAt(new Headers())).toBeNull();
    expect(storedAt(new Headers({ [STORED_AT_HEADER]: 'soon' }))).toBeNull();
  });
  it('goes first in <body>, escaped; a text without <body> stays as it is', () => {
    const html = '<html><head></head><body data-breakpoint="phone"><main>x</main></body></html>';
    const noted = withOfflineNote(html, 'Нет сети <b>');
    expect(noted).toMatch(
      /<body data-breakpoint="phone"><p class="offline-note" role="status">Нет сети &lt;b&gt;<\/p><main>/,
    );
    expect(withOfflineNote('plain', 'x')).toBe('plain');
  });
});

describe('a copy never outlives its session', () => {
  const now = Date.parse('2026-11-25T06:15:00Z');
  const DAY = 24 * 3600 * 1000;
  it('is usable until the session’s end the edge names, at most 30 days', () => {
    expect(usableUntil(String(now + DAY), now)).toBe(now + DAY);
    expect(usableUntil(String(now + 90 * DAY), now)).toBe(now + 30 * DAY);
    expect(usableUntil(null, now)).toBe(now + 30 * DAY);
    expect(usableUntil('never', now)).toBe(now + 30 * DAY);
  });
  it('is stamped with when it came and until when it serves, the answer’s headers kept', () => {
    const stamped = stampedHeaders(
      new Headers({ 'content-type': 'text/html', 'x-session-ends': String(now + DAY) }),
      now,
    );
    expect(stamped.get('content-type')).toBe('text/html');
    expect(storedAt(stamped)?.getTime()).toBe(now);
    expect(isUsable(stamped, now + DAY - 1)).toBe(true);
    expect(isUsable(stamped, now + DAY)).toBe(false);
  });
  it('is served before that moment only; a copy without the stamp never', () => {
    const copy = new Headers({ [USABLE_UNTIL_HEADER]: String(now + DAY) });
    expect(isUsable(copy, now)).toBe(true);
    expect(isUsable(copy, now + DAY)).toBe(false);
    expect(isUsable(new Headers(), now)).toBe(false);
  });
});

describe('a kept page offline', () => {
  it('opens with the note of its time, whatever its length was', async () => {
    const headers = stampedHeaders(
      new Headers({ 'content-type': 'text/html', 'content-length': '42' }),
      Date.parse('2026-11-25T06:15:00Z'),
    );
    const page = await notedPage(new Response('<html><body><main>Договор</main></body></html>', { headers }));
    expect(page.headers.get('content-length')).toBeNull();
    expect(await page.text()).toContain('>Нет сети — данные на 25\u00a0ноября 2026\u00a0г., 09:15</p><main>Договор');
  });
});

describe('the offline page (an address without a copy)', () => {
  it('is Russian, and styled by the design tokens it carries: no colour of its own, no inline style', () => {
    const html = offlinePage();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<h1>Нет сети</h1>');
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const tokens = style.slice(0, style.indexOf('}') + 1);
    expect(tokens).toMatch(/^:root \{ .*--color-text: #[0-9a-f]{3,6};.*--color-accent: var\(--color-brand\);/);
    const own = style.slice(tokens.length);
    expect(own).toContain('color:var(--color-text)');
    expect(own).toContain('color:var(--color-accent)');
    expect(own).not.toMatch(/#[0-9a-f]{3,6}\b|rgb|hsl/i);
    expect(html).not.toContain(' style="');
  });
});

describe('a client navigation offline', () => {
  it('is answered with Waku’s document-navigation payload for the same address', async () => {
    const res = leavePayload('/account/cars/3?schedule=all');
    expect(res.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
    expect(await res.text()).toBe('0:{"_location":"/account/cars/3?schedule=all"}\n');
  });
});

describe('the session ref the edge gives (x-session-ref)', () => {
  const session = (id: number, refreshExpiresAt: number, refreshToken = 'r1') =>
    ({
      accessToken: 'a',
      refreshToken,
      tokenExpiresAt: 1,
      refreshExpiresAt,
      profile: { id, isLegalEntity: false },
    }) as unknown as Session;
  const SECRET = 'k'.repeat(32);

  it('is a ref the worker accepts, the same through a refresh, another for another sign-in or client', async () => {
    const ref = await sessionRef(session(1, 1000), SECRET);
    expect(ref).toMatch(SESSION_REF_PATTERN);
    expect(await sessionRef(session(1, 1000, 'rotated'), SECRET)).toBe(ref);
    expect(await sessionRef(session(1, 2000), SECRET)).not.toBe(ref);
    expect(await sessionRef(session(2, 1000), SECRET)).not.toBe(ref);
    expect(await sessionRef(session(1, 1000), 'z'.repeat(32))).not.toBe(ref);
  });
});
