import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_PAGES } from '../../common/pages';
import { messageOf, statusOf } from '../spec-reactions';
import { loginFormReady, PASSWORD, signIn as signInAt } from './auth-helpers';
import {
  COMPANY,
  EXPIRED,
  fail,
  heal,
  prefixOf,
  REFUSALS,
  refreshToast,
  SITE,
  signInToast,
  TABLE,
} from './reaction-faults';

/**
 * Spec sections 4 and 8 where only a browser shows them, on the fault site (tests/e2e/fault-upstream
 * in front of the real upstream): a client navigation (the RSC answer and the screen it leaves),
 * the sign-in island keeping a fragment, and the plain forms of the account posted from their page
 * without JavaScript. A page load, a download link and a script's call of the same table are
 * request-level (reaction-matrix.http.spec.ts); the form posts of the table are asserted in workerd
 * (tests/integration/edge/reaction-table.test.ts).
 */

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

const accountMenuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name });

test.describe('spec section 8: every upstream status × a client navigation', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  for (const [fault, outcome] of TABLE) {
    const status = statusOf(fault);
    const message = messageOf(fault);

    test(`${fault}: a client navigation — ${outcome}`, async ({ page, request }) => {
      await signIn(page);
      await fail(request, '/api/v1/client/', fault);
      const payload = page.waitForResponse((res) => res.url().includes('/RSC/R/account/cars'));
      await accountMenuLink(page, 'Мои авто').click();
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
  }
});

test.describe('spec section 8: a page load whose toast its script shows (429, 500)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  // The other outcomes of a page load are request-level (reaction-matrix.http.spec.ts).
  for (const [fault] of TABLE.filter(([, outcome]) => outcome === 'toast')) {
    test(`${fault}: a page load of every account page stays, with the toast`, async ({ page, request }) => {
      await signIn(page);
      for (const { sample } of ACCOUNT_PAGES) {
        await fail(request, prefixOf(sample), fault);
        const res = await page.goto(`${SITE}${sample}?from=matrix`);
        await heal(request);
        expect(res?.status(), sample).toBe(200);
        expect(new URL(page.url()).pathname, sample).toBe(sample);
        await expectToast(page, messageOf(fault), sample);
        expect(await hasSession(page), sample).toBe(true);
      }
    });
  }
});

test.describe('spec section 4: an expired access token whose refresh is refused × a client navigation', () => {
  test.describe.configure({ timeout: 120_000 });
  test.afterEach(async ({ request }) => {
    await heal(request);
  });

  for (const fault of REFUSALS) {
    test(`${fault}: the session is cleared and the visitor goes home`, async ({ page, request }) => {
      // Signed in with an access token that has already run out: every request refreshes first.
      await fail(request, '/oauth/token', 'short-lived');
      await signIn(page);
      await fail(request, '/oauth/token', fault);
      await accountMenuLink(page, 'Мои авто').click();
      await expect(page).toHaveURL(`${SITE}/`);
      await expectToast(page, refreshToast(fault), 'client navigation');
      expect(await hasSession(page)).toBe(false);
    });
  }
});

test.describe('sessions that end keep the place', () => {
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
