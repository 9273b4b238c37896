import { contractPath, ROUTES } from '@common/constants';
import { expect, type Page, test } from '@playwright/test';
import { accountMenu, signIn } from './auth-helpers';

/**
 * Issue 42: the account readable offline (src/sw/, decision 0031). Each test signs in through the
 * form with a session of its own: they sign out or replace the session.
 */
test.use({ serviceWorkers: 'allow' });

const PERSON = '79000000001';
const COMPANY = '79000000002';
/** The private person's active contract (Haval Jolion, ЛД-2025-0147); the company has no such page. */
const PERSON_CONTRACT = contractPath(2);
const NOTE = /^Нет сети — данные на \d{1,2}\s\S+\s\d{4}\sг\., \d{2}:\d{2}$/;

/** The state of the page's service worker registration's active worker ('none' before there is one). */
const activeWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none');

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * Resolves once the service worker is active and controls the page. It registers after a page's
 * load, when the browser is idle (/login's or /account's), and claims the pages open when it
 * activates; but the sign-in's navigation to /account can start while the worker still installs
 * (no worker to control it yet) and commit after the claim (which only takes documents already
 * there): that page is never controlled, and no `controllerchange` ever comes. Waiting for one made
 * the test time out on such runs. A navigation made once the worker is active always goes through it,
 * so a page the claim missed is loaded again.
 */
async function underServiceWorker(page: Page) {
  await expect.poll(() => activeWorker(page), 'the service worker activated').toBe('activated');
  if (!(await controlled(page))) await page.reload();
  expect(await controlled(page), 'the page under the service worker').toBe(true);
}

/** The personal caches the service worker holds, and whether `path` is kept in one of them. */
const personalCopies = (page: Page, path: string) =>
  page.evaluate(async (address) => {
    const names = (await caches.keys()).filter((name) => name.startsWith('personal-'));
    let kept = false;
    for (const name of names) kept ||= !!(await (await caches.open(name)).match(address, { ignoreVary: true }));
    return { names: names.length, kept };
  }, path);

/** Opens `path` online under the service worker and waits until its copy is kept. */
async function seeOnline(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(async () => (await personalCopies(page, path)).kept, path).toBe(true);
}

/**
 * The note's colours and the page's: the note is the page's text colour as background and its
 * background as text (design tokens, src/components/shell/ServiceWorker.css), so equal pairs mean
 * the sheet reached the page offline and styles the worker's markup.
 */
const noteColours = (page: Page) =>
  page.evaluate(() => {
    const note = document.querySelector('.offline-note');
    if (!note) return null;
    const [own, body] = [getComputedStyle(note), getComputedStyle(document.body)];
    return {
      background: own.backgroundColor,
      text: own.color,
      pageText: body.color,
      pageBackground: body.backgroundColor,
    };
  });

const offlinePageHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Нет сети' });

test('a contract seen online opens offline with the note, by link and by client navigation', async ({
  page,
  context,
}) => {
  await signIn(page, PERSON);
  await underServiceWorker(page);
  await seeOnline(page, ROUTES.accountCars);
  await seeOnline(page, PERSON_CONTRACT);
  const qr = `/api/account/contracts/2/payment-qr.svg`;
  await expect.poll(async () => (await personalCopies(page, qr)).kept).toBe(true);

  await context.setOffline(true);
  await page.goto(PERSON_CONTRACT);
  const note = page.locator('.offline-note');
  await expect(note).toHaveText(NOTE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Haval Jolion');
  await expect(page.getByRole('region', { name: 'Условия договора' })).toContainText('ЛД-2025-0147');
  const picture = page.getByRole('img', { name: /QR-код для оплаты/ });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Once the page has hydrated offline (its copy buttons are ready), the note is still there.
  await expect(page.locator('.copy-text[data-ready]').first()).toBeAttached();
  await expect(note).toBeVisible();
  const colours = await noteColours(page);
  expect(colours?.background, 'the note on the text colour').toBe(colours?.pageText);
  expect(colours?.text, 'the note in the background colour').toBe(colours?.pageBackground);
  expect(colours?.background, 'a styled note').not.toBe('rgba(0, 0, 0, 0)');

  // A client navigation (Waku's RSC request) fails offline: the page loads whole, from its copy.
  const payload = page.waitForRequest((request) => request.url().includes('/RSC/R/account/cars.txt'));
  await accountMenu(page).getByRole('link', { name: 'Мои авто' }).click();
  await payload;
  await expect(page).toHaveURL(/\/account\/cars$/);
  await expect(page.locator('.offline-note')).toHaveText(NOTE);
  await expect(page.locator('.contract-card')).toHaveCount(2);

  // A page never seen, and any guest page, says there is no network.
  await page.goto(ROUTES.accountProfile);
  await expect(offlinePageHeading(page)).toBeVisible();
  await page.goto(ROUTES.catalog);
  await expect(offlinePageHeading(page)).toBeVisible();
});

test('after «Выйти» nothing personal opens offline', async ({ page, context }) => {
  await signIn(page, PERSON);
  await underServiceWorker(page);
  await seeOnline(page, PERSON_CONTRACT);

  await accountMenu(page).getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await personalCopies(page, PERSON_CONTRACT)).names).toBe(0);
  // Online, the worker passes the guard's redirect through: a guest goes to sign in, as without it.
  await page.goto(PERSON_CONTRACT);
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fcars%2F2$/);
  expect((await personalCopies(page, PERSON_CONTRACT)).names).toBe(0);

  await context.setOffline(true);
  for (const path of [PERSON_CONTRACT, ROUTES.account]) {
    await page.goto(path);
    await expect(offlinePageHeading(page), path).toBeVisible();
    await expect(page.locator('body'), path).not.toContainText('ЛД-2025-0147');
  }
});

test('a second client signing in on the same browser never sees the first one’s copies', async ({ page, context }) => {
  await signIn(page, PERSON);
  await underServiceWorker(page);
  await seeOnline(page, PERSON_CONTRACT);

  // The first session ends without «Выйти» (its cookie gone); another client signs in.
  await context.clearCookies();
  await signIn(page, COMPANY);
  await expect.poll(async () => personalCopies(page, PERSON_CONTRACT)).toEqual({ names: 1, kept: false });
  await seeOnline(page, ROUTES.accountCars);

  await context.setOffline(true);
  await page.goto(PERSON_CONTRACT);
  await expect(offlinePageHeading(page)).toBeVisible();
  await expect(page.locator('body')).not.toContainText('ЛД-2025-0147');
  // The second client's own copy opens.
  await page.goto(ROUTES.accountCars);
  await expect(page.locator('.offline-note')).toHaveText(NOTE);
  await expect(page.locator('body')).not.toContainText('Haval Jolion');
});
