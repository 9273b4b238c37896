import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_PAGES } from '../../common/pages';
import { FAULT_SITE_PORT, FAULT_UPSTREAM_PORT } from '../../playwright.config';
import { FAULT_MESSAGE, type Fault, messageOf, SPEC_REACTIONS, statusOf, UNAVAILABLE } from '../spec-reactions';
import { loginFormReady, PASSWORD, signIn as signInAt } from './auth-helpers';

/**
 * Spec section 8 as a visitor meets it, on the fault site (tests/e2e/fault-upstream in front of the
 * real upstream): every status the upstream can fail with, and a hang, against every request kind a
 * browser makes — a page load, a client navigation, a download link, a script's call. The outcome
 * of each cell comes from one table written here from the spec; no request kind may differ from
 * it. The form posts (plain and island) of the same table are asserted in workerd
 * (tests/integration/edge/reaction-table.test.ts). Then the same kinds with an expired access token
 * whose refresh is refused (spec section 4): the session is cleared and the visitor goes home; an
 * outage of the refresh keeps the session (decision 0015).
 */
const SITE = `http://localhost:${FAULT_SITE_PORT}`;
const CONTROL = `http://127.0.0.1:${FAULT_UPSTREAM_PORT}/__fault`;
const COMPANY = '9000000002';
const PERSON = '9000000001';
const MESSAGE = FAULT_MESSAGE;
const REVOKED = 'Сеанс завершён на другом устройстве — войдите снова';
const EXPIRED = 'Сеанс истёк — войдите снова';

/** Spec section 8 for pages: a page has no form, so a 422 is its error page. */
const TABLE = SPEC_REACTIONS.map(([fault, reaction]) => [fault, reaction === 'form' ? 'page' : reaction] as const);
/** The toast of a sign-in reaction: a 401 means the session ended elsewhere (no «токен» for a visitor). */
const signInToast = (fault: Fault) => (fault === 401 ? REVOKED : MESSAGE);

async function fail(request: APIRequestContext, prefix: string, fault: Fault | 'short-lived') {
  const rule = fault === 'hang' || fault === 'short-lived' ? fault : `status-${fault}`;
  expect((await request.put(CONTROL, { data: { prefix, fault: rule, message: MESSAGE } })).ok()).toBe(true);
}
const heal = (request: APIRequestContext) => request.delete(CONTROL);

/**
 * Signed in on the account home, and everything that page loads (its «Оплатить всё» QR, which
 * refreshes a short-lived token too) settled before a test switches the next fault.
 */
async function signIn(page: Page, phone = COMPANY) {
  await signInAt(page, phone, PASSWORD, SITE);
  await page.waitForLoadState('networkidle');
}

const hasSession = async (page: Page) =>
  (await page.context().cookies(SITE)).some((cookie) => cookie.name === '__Host-session');

/** The error screen of spec section 2 and 8: the status and the upstream's message. */
async function expectErrorScreen(page: Page, status: number, message: string, where: string) {
  if (status === 404) {
    await expect(page.getByRole('heading', { level: 1 }), where).toHaveText('Страница не найдена');
    return;
  }
  await expect(page.getByRole('heading', { level: 1 }), where).toHaveText('Что-то пошло не так');
  await expect(page.locator('.error-screen'), where).toContainText(`Код ошибки: ${status}`);
  await expect(page.locator('.error-screen'), where).toContainText(message);
}

async function expectToast(page: Page, text: string, where: string) {
  await expect(page.locator('.toast').filter({ hasText: text }).first(), where).toBeVisible();
}

/** The upstream calls an account page makes (its data; the profile's live under auth/profile). */
const prefixOf = (sample: string) => (sample === '/account/profile' ? '/api/v1/auth/profile' : '/api/v1/client/');

test.describe('spec section 8: every upstream status × every request kind', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  for (const [fault, outcome] of TABLE) {
    const status = statusOf(fault);
    const message = messageOf(fault);

    test(`${fault}: a page load of every account page — ${outcome}`, async ({ page, request }) => {
      await signIn(page);
      for (const { sample } of ACCOUNT_PAGES) {
        if (!(await hasSession(page))) await signIn(page);
        await fail(request, prefixOf(sample), fault);
        const res = await page.goto(`${SITE}${sample}?from=matrix`);
        await heal(request);
        if (outcome === 'page') {
          expect(res?.status(), sample).toBe(status);
          await expectErrorScreen(page, status, message, sample);
          expect(await hasSession(page), sample).toBe(true);
        } else if (outcome === 'toast') {
          expect(res?.status(), sample).toBe(200);
          expect(new URL(page.url()).pathname, sample).toBe(sample);
          await expectToast(page, message, sample);
          expect(await hasSession(page), sample).toBe(true);
        } else {
          // Toast and the sign-in screen, which remembers the page; the session is over (no loop).
          expect(res?.status(), sample).toBe(200);
          expect(page.url(), sample).toBe(`${SITE}/login?next=${encodeURIComponent(`${sample}?from=matrix`)}`);
          await expect(page.getByRole('heading', { level: 1 }), sample).toHaveText('Вход в личный кабинет');
          await expectToast(page, signInToast(fault), sample);
          expect(await hasSession(page), sample).toBe(false);
        }
      }
    });

    test(`${fault}: a client navigation — ${outcome}`, async ({ page, request }) => {
      await signIn(page);
      await fail(request, '/api/v1/client/', fault);
      const payload = page.waitForResponse((res) => res.url().includes('/RSC/R/account/cars'));
      await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Мои авто' }).click();
      const rsc = await payload;
      if (outcome === 'page') {
        // The RSC answer carries the status the document would have.
        expect(rsc.status()).toBe(status);
        await expectErrorScreen(page, status, message, 'client navigation');
        expect(await hasSession(page)).toBe(true);
      } else if (outcome === 'toast') {
        expect(rsc.status()).toBe(200);
        await expect(page).toHaveURL(`${SITE}/account/cars`);
        await expectToast(page, message, 'client navigation');
        expect(await hasSession(page)).toBe(true);
      } else {
        await expect(page).toHaveURL(`${SITE}/login?next=${encodeURIComponent('/account/cars')}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в личный кабинет');
        await expectToast(page, signInToast(fault), 'client navigation');
        expect(await hasSession(page)).toBe(false);
      }
    });

    test(`${fault}: a download link and a script's call — ${outcome}`, async ({ page, request }) => {
      await signIn(page);
      await fail(request, '/api/v1/client/', fault);
      let downloaded = false;
      page.on('download', () => {
        downloaded = true;
      });
      // The contract page's link, followed as a click would (the page itself is not loaded first:
      // its data would be kept for the session, and the link's answer would not reach the fault).
      const res = await page.goto(`${SITE}/api/account/contracts/3/schedule.csv`, {
        referer: `${SITE}/account/cars/3`,
      });
      if (!res) throw new Error('no answer');
      if (outcome === 'page') {
        expect(res.status()).toBe(status);
        await expectErrorScreen(page, status, message, 'download');
      } else if (outcome === 'toast') {
        await expect(page).toHaveURL(`${SITE}/account/cars/3`);
        await expectToast(page, message, 'download');
      } else {
        await expect(page).toHaveURL(`${SITE}/login?next=${encodeURIComponent('/account/cars/3')}`);
        await expectToast(page, signInToast(fault), 'download');
      }
      expect(downloaded).toBe(false);
      expect(await hasSession(page)).toBe(outcome !== 'signIn');

      if (outcome === 'signIn') {
        await heal(request);
        await signIn(page);
      }
      await fail(request, '/api/v1/client/', fault);
      const script = await page.request.get(`${SITE}/api/account/contracts/3/payment-qr.svg`);
      expect(script.status()).toBe(status);
      expect(await hasSession(page)).toBe(outcome !== 'signIn');
    });
  }
});

/** The toast of a failed refresh: an outage says so, any refusal means the session ran out. */
const refreshToast = (fault: Fault) =>
  fault === 'hang' ? UNAVAILABLE : fault === 429 || fault >= 500 ? MESSAGE : EXPIRED;

test.describe('spec section 4: an expired access token whose refresh fails × every request kind', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  // Decision 0015: only a refusal (a 4xx other than 429) ends the session; an outage keeps it.
  for (const [fault] of TABLE.filter(([f]) => f !== 'hang' && f !== 429 && f < 500)) {
    test(`${fault}: the session is cleared and the visitor goes home, whatever the request`, async ({
      page,
      request,
    }) => {
      const toast = refreshToast(fault);
      // Signed in with an access token that has already run out: every request refreshes first.
      await fail(request, '/oauth/token', 'short-lived');
      await signIn(page);
      await page.goto(`${SITE}/account/cars/3`);

      await fail(request, '/oauth/token', fault);
      const res = await page.goto(`${SITE}/account/bills?page=1`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveURL(`${SITE}/`);
      await expectToast(page, toast, 'page load');
      expect(await hasSession(page)).toBe(false);

      await fail(request, '/oauth/token', 'short-lived');
      await signIn(page);
      await fail(request, '/oauth/token', fault);
      await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Мои авто' }).click();
      await expect(page).toHaveURL(`${SITE}/`);
      await expectToast(page, toast, 'client navigation');
      expect(await hasSession(page)).toBe(false);

      await fail(request, '/oauth/token', 'short-lived');
      await signIn(page);
      await page.goto(`${SITE}/account/cars/3`);
      await fail(request, '/oauth/token', fault);
      await page.getByRole('link', { name: 'CSV для Excel' }).click();
      // A link of the account: the sign-in screen with why, and the page to come back to.
      await expect(page).toHaveURL(`${SITE}/login?next=${encodeURIComponent('/account/cars/3')}`);
      await expectToast(page, toast, 'download');
      expect(await hasSession(page)).toBe(false);

      await fail(request, '/oauth/token', 'short-lived');
      await signIn(page);
      await fail(request, '/oauth/token', fault);
      const script = await page.request.get(`${SITE}/api/account/contracts/3/payment-qr.svg`);
      expect(script.status()).toBe(401);
      expect(await hasSession(page)).toBe(false);
    });
  }
});

test.describe('decision 0015: an expired access token whose refresh meets an outage keeps the session', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  for (const fault of ['hang', 429, 500, 503] as const) {
    test(`${fault}: the outage is shown, the cookie stays, and the session works once the upstream is back`, async ({
      page,
      request,
    }) => {
      await fail(request, '/oauth/token', 'short-lived');
      await signIn(page);
      await page.goto(`${SITE}/account/cars/3`);

      await fail(request, '/oauth/token', fault);
      const res = await page.goto(`${SITE}/account/bills?page=1`);
      expect(res?.status()).toBe(statusOf(fault));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что-то пошло не так');
      expect(await hasSession(page)).toBe(true);
      const script = await page.request.get(`${SITE}/api/account/contracts/3/payment-qr.svg`);
      expect(script.status()).toBe(statusOf(fault));
      expect(await hasSession(page)).toBe(true);

      await heal(request);
      const back = await page.goto(`${SITE}/account/bills?page=1`);
      expect(back?.status()).toBe(200);
      await expect(page).toHaveURL(`${SITE}/account/bills?page=1`);
      expect(await hasSession(page)).toBe(true);
    });
  }
});

test.describe('sessions that end are explained and keep the place', () => {
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  test('a deep link survives signing in; a plain sign-in still goes to the account', async ({ page }) => {
    const deep = '/account/cars/3?status=unpaid';
    await page.goto(`${SITE}${deep}#schedule`);
    // The browser keeps the fragment over the redirect; the server never sees it.
    await expect(page).toHaveURL(`${SITE}/login?next=${encodeURIComponent(deep)}#schedule`);
    // The island keeps the fragment too (a plain form post cannot: it never had it).
    await loginFormReady(page);
    await page.getByLabel('Телефон').fill(COMPANY);
    await page.getByLabel('Пароль').fill('Demo-2026');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(`${SITE}${deep}#schedule`);
    await page.context().clearCookies();
    await signIn(page);
  });

  test('a session revoked elsewhere shows the plain message', async ({ page, request }) => {
    await signIn(page);
    // Every call with this session's token is refused from now on.
    await fail(request, '/api/v1/client/', 401);
    await page.goto(`${SITE}/account/cars`);
    await heal(request);
    await expect(page).toHaveURL(/\/login\?next=/);
    await expectToast(page, REVOKED, 'revoked');
    await expect(page.locator('.toast')).not.toContainText('токен');
  });

  test('a bill PDF clicked after the session ended shows the sign-in page and saves nothing', async ({ page }) => {
    await signIn(page);
    await page.goto(`${SITE}/account/bills`);
    const link = page.locator('a[href$=".pdf"]').first();
    await expect(link).not.toHaveAttribute('download');
    // Signed out in another tab: this page still shows its links.
    await page.context().clearCookies({ name: '__Host-session' });
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await link.click();
    await expect(page).toHaveURL(`${SITE}/login?next=${encodeURIComponent('/account/bills')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в личный кабинет');
    await expectToast(page, 'Войдите в личный кабинет', 'pdf');
    expect(downloaded).toBe(false);
  });

  test('a private person’s bill PDF is 404', async ({ page }) => {
    await signIn(page, PERSON);
    const res = await page.goto(`${SITE}/api/account/bills/1.pdf`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  });
});

// Without JavaScript: the toast is drawn by the server (src/components/shell/ToastArea.tsx); the
// 303 and its flash are also proven in tests/integration/edge/stale-session-forms.test.ts.
test.describe('spec section 4: a session that cannot be renewed × every plain form of the account', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  /** Each plain form of the account, posted from the profile (or its menu) the way a visitor does. */
  const FORMS: [string, (page: Page) => Promise<void>][] = [
    ['«Выйти»', (page) => page.getByRole('button', { name: 'Выйти' }).click()],
    [
      '«Завершить сеанс»',
      async (page) => {
        // Sessions are grouped by device; a device's several sessions fold under it.
        const fold = page.locator('#sessions .session-device > details.account-more > summary').first();
        if (await fold.count()) await fold.click();
        const confirm = page.locator('#sessions details.confirm').filter({ hasText: 'Завершить сеанс' }).first();
        await confirm.locator('summary').click();
        await confirm.getByRole('button').click();
      },
    ],
    [
      '«Завершить все другие сеансы»',
      async (page) => {
        const confirm = page.locator('details.confirm').filter({ hasText: 'Завершить все другие сеансы' });
        await confirm.locator('summary').click();
        await confirm.getByRole('button').click();
      },
    ],
    [
      '«Сменить пароль»',
      async (page) => {
        await page.getByLabel('Текущий пароль').fill(PASSWORD);
        await page.getByLabel('Новый пароль', { exact: true }).fill('Other-2026x');
        await page.getByLabel('Повторите новый пароль').fill('Other-2026x');
        await page.getByRole('button', { name: 'Сменить пароль' }).click();
      },
    ],
  ];

  for (const [name, submit] of FORMS) {
    test(`${name}: home with the message, never a JSON page`, async ({ page, browser, request }) => {
      // Another session of the same client, so the profile lists one to end.
      const other = await browser.newContext();
      await signIn(await other.newPage());
      await other.close();
      await fail(request, '/oauth/token', 'short-lived');
      await signIn(page);
      await page.goto(`${SITE}/account/profile`);
      // The session ends elsewhere: the next refresh is refused.
      await fail(request, '/oauth/token', 401);
      await submit(page);
      await expect(page).toHaveURL(`${SITE}/`);
      await expectToast(page, EXPIRED, name);
      await expect(page.locator('body')).not.toContainText('{"message"');
      expect(await hasSession(page)).toBe(false);
    });
  }
});
