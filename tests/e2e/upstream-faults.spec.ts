import { expect, type Page, type Response, test } from '@playwright/test';
import { ROUTES } from '../../common/constants';
import { ACCOUNT_PAGES } from '../../common/pages';
import { FAULT_SITE_PORT, FAULT_TIMEOUT_MS, FAULT_UPSTREAM_PORT } from '../../playwright.config';
import { PASSWORD, signIn } from './auth-helpers';
import { PUBLIC_PAGE_TEXTS } from './public-pages';

/**
 * Every public page against every way the upstream fails (tests/e2e/fault-upstream, in front of
 * the real upstream; the site's bound of one call is FAULT_TIMEOUT_MS), within the bound (a read is
 * tried twice): a failure the spec names for a toast (429, 500) keeps the page, its heading and a reload link with the upstream's message as
 * an error toast; any other is the error screen of spec section 8 with the status it deserves.
 * Faults run before any page rendered on this instance: a page or data cached from a good answer
 * would (rightly) be served instead. That failures are never cached is proven in workerd
 * (tests/integration/edge/guest-cache.test.ts, tests/unit/public-cache.test.ts).
 */
const SITE = `http://localhost:${FAULT_SITE_PORT}`;
const CONTROL = `http://127.0.0.1:${FAULT_UPSTREAM_PORT}/__fault`;
const EXPECTED = {
  hang: 503,
  drip: 502,
  // A connection dropped after the headers: the body cannot be read, so the answer is malformed
  // (a connection dropped before the headers is a 503: tests/integration/edge/upstream-faults.test.ts).
  close: 502,
  'status-429': 429,
  'status-500': 500,
  'status-503': 503,
  truncated: 502,
  html: 502,
  huge: 502,
} as const;
/** The toast of each fault the spec keeps the page for. */
const TOASTS: Partial<Record<keyof typeof EXPECTED, string>> = {
  'status-429': 'Слишком много запросов',
  'status-500': 'Внутренняя ошибка сервиса',
};
/** The bound of one navigation: two tries of a read, each within the site's bound, plus the render. */
const NAVIGATION_BOUND_MS = 2 * FAULT_TIMEOUT_MS + 5000;

/**
 * Opens `url` and waits for its load event; a navigation that does not load names the page and
 * the requests still open, so a stall says where it is (the document or one of its resources).
 */
async function visit(page: Page, url: string) {
  const pending = new Set<string>();
  const started = (req: { url(): string }) => pending.add(req.url());
  const ended = (req: { url(): string }) => pending.delete(req.url());
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    return await page.goto(url, { timeout: NAVIGATION_BOUND_MS + 10_000 });
  } catch (err) {
    const open = [...pending].join(', ') || 'none';
    throw new Error(
      `${url} did not load (${err instanceof Error ? err.message : String(err)}); requests still open: ${open}`,
    );
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The error screen with the status it names, where `path` was opened. */
async function expectErrorScreen(page: Page, res: Response | null, status: number, path: string) {
  expect(res?.status(), path).toBe(status);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Что-то пошло не так');
  await expect(page.locator('main'), path).toContainText(`Код ошибки: ${status}`);
}

/** Every public page of the one page list that asks the upstream something (`asksUpstream`). */
const PAGES = PUBLIC_PAGE_TEXTS.filter((page) => page.asksUpstream);
/** An item's page without the upstream's item has only its own heading to show. */
const HEADING_WITHOUT_DATA: Partial<Record<string, string>> = {
  [`${ROUTES.catalog}/[slug]`]: 'Автомобиль',
  [`${ROUTES.news}/[code]`]: 'Новость',
};

test.describe('every public page under every upstream fault', () => {
  // Each page up to the bound under a stall.
  test.describe.configure({ timeout: PAGES.length * NAVIGATION_BOUND_MS + 30_000 });
  for (const [fault, status] of Object.entries(EXPECTED) as [keyof typeof EXPECTED, number][]) {
    const toast = TOASTS[fault];
    test(`${fault}: ${toast ? `the page with a toast «${toast}»` : `the error screen with ${status}`}, never a hang`, async ({
      page,
      request,
    }) => {
      await request.put(CONTROL, { data: { prefix: '/api/v1/', fault } });
      try {
        for (const { route, sample: path, heading, data } of PAGES) {
          const started = Date.now();
          const res = await visit(page, SITE + path);
          expect(Date.now() - started, path).toBeLessThan(NAVIGATION_BOUND_MS);
          if (toast) {
            expect(res?.status(), path).toBe(200);
            // Never kept for the next guest: a degraded render is this request's only.
            expect(res?.headers()['x-edge-cache'], path).not.toBe('hit');
            await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
              HEADING_WITHOUT_DATA[route] ?? heading,
            );
            await expect(page.locator('.toast').first(), path).toContainText(toast);
            await expect(page.locator('.toast'), path).toHaveCount(1);
            if (data) {
              await expect(page.getByRole('status').filter({ hasText: 'Не удалось загрузить' }), path).toBeVisible();
              await expect(page.getByRole('link', { name: 'Обновить страницу' }), path).toHaveAttribute('href', path);
            }
          } else {
            await expectErrorScreen(page, res, status, path);
          }
        }
      } finally {
        await request.delete(CONTROL);
      }
    });
  }
});

/**
 * Account pages (the legal entity, signed in through the fault instance before the fault): a
 * failure the spec names for a toast (429, 500) keeps the page with the upstream's message as an error toast; any other ends on the error screen
 * with its status.
 */
const ACCOUNT_PATHS = ACCOUNT_PAGES.map((page) => page.sample);
/** The upstream calls an account page makes: the profile's live under auth/profile, the rest under client/. */
const prefixOf = (path: string) => (path === ROUTES.accountProfile ? '/api/v1/auth/profile' : '/api/v1/client/');

test.describe('every account page under every upstream fault', () => {
  test.describe.configure({ timeout: ACCOUNT_PATHS.length * NAVIGATION_BOUND_MS + 30_000 });
  for (const [fault, status] of Object.entries(EXPECTED) as [keyof typeof EXPECTED, number][]) {
    const toast = TOASTS[fault];
    test(`${fault}: ${toast ? `a toast «${toast}»` : `the error screen with ${status}`}`, async ({ page, request }) => {
      await signIn(page, '9000000002', PASSWORD, SITE);
      try {
        for (const path of ACCOUNT_PATHS) {
          await request.put(CONTROL, { data: { prefix: prefixOf(path), fault } });
          const started = Date.now();
          const res = await visit(page, SITE + path);
          expect(Date.now() - started, path).toBeLessThan(NAVIGATION_BOUND_MS);
          if (toast) {
            expect(res?.status(), path).toBe(200);
            await expect(page.locator('.toast').first(), path).toContainText(toast);
          } else {
            await expectErrorScreen(page, res, status, path);
          }
        }
      } finally {
        await request.delete(CONTROL);
      }
    });
  }
});

/** Last: once the upstream answers again, every page renders — no failure outlives its request. */
test('after every fault the pages render again', async ({ page }) => {
  for (const { sample: path, heading } of PAGES) {
    const res = await visit(page, `${SITE}${path}?recovered=1`);
    expect(res?.status(), path).toBe(200);
    // The upstream's page text may name the heading more fully («О компании «Драйв Лизинг»»).
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
    await expect(page.locator('.toast'), path).toHaveCount(0);
  }
});
