import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNT_PAGES } from '../../common/pages';
import { messageOf, statusOf } from '../spec-reactions';
import {
  fail,
  heal,
  OUTAGES,
  PERSON,
  prefixOf,
  REFUSALS,
  REVOKED,
  refreshToast,
  SITE,
  signInToast,
  TABLE,
} from './reaction-faults';
import { expectErrorScreen, hasSession, heading, landed, signIn, toasts, toastText, visitor } from './reaction-http';
import { attribute, elements } from './server-html';

/**
 * Spec sections 4 and 8 as far as HTTP shows them, on the fault site: every status the upstream
 * can fail with, and a hang, against a page load of every account page, a download link and a
 * script's call; then a refresh that is refused or meets an outage. Each answer is read as a
 * browser would get it — the status, where the redirects end, the server's HTML (the error screen,
 * the toast the server draws, src/components/shell/ToastArea.tsx) and whether the session cookie
 * is still in the jar. What needs a browser (a client navigation, the sign-in island keeping a
 * fragment, plain forms posted from their page) is in reaction-matrix.spec.ts.
 */

test.describe('spec section 8: every upstream status × a page load, a download link, a script’s call', () => {
  test.describe.configure({ timeout: 60_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  for (const [fault, outcome] of TABLE) {
    const status = statusOf(fault);
    const message = messageOf(fault);

    // A page's toast (429, 500) is shown by its script (src/components/shell/ServerToast.tsx): those
    // page loads are browser tests (reaction-matrix.spec.ts).
    if (outcome !== 'toast')
      test(`${fault}: a page load of every account page — ${outcome}`, async ({ request }) => {
        const api = await visitor();
        await signIn(api);
        for (const { sample } of ACCOUNT_PAGES) {
          if (!(await hasSession(api))) await signIn(api);
          await fail(request, prefixOf(sample), fault);
          const res = await api.get(`${sample}?from=matrix`);
          await heal(request);
          const html = await res.text();
          if (outcome === 'page') {
            expect(res.status(), sample).toBe(status);
            expectErrorScreen(html, status, message, sample);
            expect(await hasSession(api), sample).toBe(true);
          } else {
            // Toast and the sign-in screen, which remembers the page; the session is over (no loop).
            expect(res.status(), sample).toBe(200);
            expect(landed(res), sample).toBe(`/login?next=${encodeURIComponent(`${sample}?from=matrix`)}`);
            expect(heading(html), sample).toBe('Вход в личный кабинет');
            expect(toastText(html), sample).toContain(signInToast(fault));
            expect(await hasSession(api), sample).toBe(false);
          }
        }
        await api.dispose();
      });

    test(`${fault}: a download link and a script's call — ${outcome}`, async ({ request }) => {
      const api = await visitor();
      await signIn(api);
      await fail(request, '/api/v1/client/', fault);
      // The contract page's link, followed as a click would (the page itself is not loaded first:
      // its data would be kept for the session, and the link's answer would not reach the fault).
      const res = await api.get('/api/account/contracts/3/schedule.csv', {
        headers: { referer: `${SITE}/account/cars/3` },
      });
      const html = await res.text();
      if (outcome === 'page') {
        expect(res.status()).toBe(status);
        expectErrorScreen(html, status, message, 'download');
      } else if (outcome === 'toast') {
        expect(landed(res)).toBe('/account/cars/3');
        expect(toastText(html)).toContain(message);
      } else {
        expect(landed(res)).toBe(`/login?next=${encodeURIComponent('/account/cars/3')}`);
        expect(toastText(html)).toContain(signInToast(fault));
      }
      // Nothing is saved: the answer is a page, not the file.
      expect(res.headers()['content-type']).toContain('text/html');
      expect(res.headers()['content-disposition']).toBeUndefined();
      expect(await hasSession(api)).toBe(outcome !== 'signIn');

      if (outcome === 'signIn') {
        await heal(request);
        await signIn(api);
      }
      await fail(request, '/api/v1/client/', fault);
      const script = await api.get('/api/account/contracts/3/payment-qr.svg', { headers: { accept: '*/*' } });
      expect(script.status()).toBe(status);
      expect(await hasSession(api)).toBe(outcome !== 'signIn');
      await api.dispose();
    });
  }
});

test.describe('spec section 4: an expired access token whose refresh fails × a page load, a link, a script', () => {
  test.describe.configure({ timeout: 60_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  /** Signed in with an access token that has already run out: every request refreshes first. */
  async function expiring(api: APIRequestContext, request: APIRequestContext) {
    await fail(request, '/oauth/token', 'short-lived');
    await signIn(api);
  }

  for (const fault of REFUSALS) {
    test(`${fault}: the session is cleared and the visitor goes home (a link: to sign in)`, async ({ request }) => {
      const toast = refreshToast(fault);
      const api = await visitor();
      await expiring(api, request);
      await api.get('/account/cars/3');
      await fail(request, '/oauth/token', fault);
      const res = await api.get('/account/bills?page=1');
      expect(res.status()).toBe(200);
      expect(landed(res)).toBe('/');
      expect(toastText(await res.text())).toContain(toast);
      expect(await hasSession(api)).toBe(false);

      await expiring(api, request);
      await api.get('/account/cars/3');
      await fail(request, '/oauth/token', fault);
      // The contract page's «CSV для Excel»: the sign-in screen with why, and the page to come back to.
      const link = await api.get('/api/account/contracts/3/schedule.csv', {
        headers: { referer: `${SITE}/account/cars/3` },
      });
      expect(landed(link)).toBe(`/login?next=${encodeURIComponent('/account/cars/3')}`);
      expect(toastText(await link.text())).toContain(toast);
      expect(await hasSession(api)).toBe(false);

      await expiring(api, request);
      await fail(request, '/oauth/token', fault);
      const script = await api.get('/api/account/contracts/3/payment-qr.svg', { headers: { accept: '*/*' } });
      expect(script.status()).toBe(401);
      expect(await hasSession(api)).toBe(false);
      await api.dispose();
    });
  }

  for (const fault of OUTAGES) {
    test(`${fault}: an outage of the refresh is shown, the cookie stays, and the session works once the upstream is back (0015)`, async ({
      request,
    }) => {
      const api = await visitor();
      await expiring(api, request);
      await api.get('/account/cars/3');

      await fail(request, '/oauth/token', fault);
      const res = await api.get('/account/bills?page=1');
      expect(res.status()).toBe(statusOf(fault));
      expect(heading(await res.text())).toBe('Что-то пошло не так');
      expect(await hasSession(api)).toBe(true);
      const script = await api.get('/api/account/contracts/3/payment-qr.svg', { headers: { accept: '*/*' } });
      expect(script.status()).toBe(statusOf(fault));
      expect(await hasSession(api)).toBe(true);

      await heal(request);
      const back = await api.get('/account/bills?page=1');
      expect(back.status()).toBe(200);
      expect(landed(back)).toBe('/account/bills?page=1');
      expect(await hasSession(api)).toBe(true);
      await api.dispose();
    });
  }
});

test.describe('sessions that end are explained and keep the place', () => {
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  test('a session revoked elsewhere shows the plain message', async ({ request }) => {
    const api = await visitor();
    await signIn(api);
    // Every call with this session's token is refused from now on.
    await fail(request, '/api/v1/client/', 401);
    const res = await api.get('/account/cars');
    await heal(request);
    expect(landed(res)).toMatch(/^\/login\?next=/);
    const shown = toasts(await res.text());
    expect(shown).toContain(REVOKED);
    expect(shown.join(' ')).not.toContain('токен');
    await api.dispose();
  });

  test('a bill PDF followed after the session ended shows the sign-in page and saves nothing', async () => {
    const api = await visitor();
    await signIn(api);
    const bills = await (await api.get('/account/bills')).text();
    const link = elements(bills, 'a', /href="[^"]+\.pdf"/)[0];
    if (!link) throw new Error('no bill PDF link on /account/bills');
    expect(attribute(link.open, 'download')).toBeUndefined();
    expect(link.open).not.toMatch(/\sdownload[\s>=]/);
    // Signed out in another tab: this page still shows its links, followed by a guest.
    const guest = await visitor();
    const res = await guest.get(attribute(link.open, 'href') ?? '', { headers: { referer: `${SITE}/account/bills` } });
    expect(landed(res)).toBe(`/login?next=${encodeURIComponent('/account/bills')}`);
    const html = await res.text();
    expect(heading(html)).toBe('Вход в личный кабинет');
    expect(toastText(html)).toContain('Войдите в личный кабинет');
    expect(res.headers()['content-type']).toContain('text/html');
    await Promise.all([api.dispose(), guest.dispose()]);
  });

  test('a private person’s bill PDF is 404', async () => {
    const api = await visitor();
    await signIn(api, PERSON);
    const res = await api.get('/api/account/bills/1.pdf');
    expect(res.status()).toBe(404);
    expect(heading(await res.text())).toBe('Страница не найдена');
    await api.dispose();
  });
});
