import { expect, type Page, test } from '@playwright/test';
import { accountMenu, openSignedIn } from './auth-helpers';

/**
 * Issue 23: the account as each demo client walks it on a desktop and on a phone — one-row menu
 * on the phone, every control a finger can hit, nothing broken inside a word.
 */
const CLIENTS = [
  { who: 'the private person', phone: '79000000001' },
  { who: 'the legal entity', phone: '79000000002' },
];

/** Every account page the client has: the menu's pages, each contract and each deal. */
async function accountPages(page: Page): Promise<string[]> {
  const paths = new Set<string>(['/account', '/account/cars', '/account/profile']);
  for (const href of await accountMenu(page)
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    if (href) paths.add(href);
  await page.goto('/account/cars');
  for (const href of await page
    .locator('main a[href^="/account/cars/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    if (href) paths.add(href);
  await page.goto('/account');
  for (const href of await page
    .locator('main a[href^="/account/deals/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    if (href) paths.add(href);
  paths.add('/account/no-such-page');
  return [...paths];
}

/**
 * Controls smaller than a finger: 44 px tall, or 24 px for a link inside a sentence. On a phone
 * (issue 40) a link alone in its cell, item or line («Все счета», a bill's number, «← Личный
 * кабинет») is a control too, and so is every footer link. A checkbox or radio counts by its label,
 * which takes the tap.
 */
function smallControls(page: Page, phone: boolean) {
  return page.evaluate((phone) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
    };
    // A link in a paragraph, a definition, a table cell (a card's row on a phone), a list item or
    // a heading is text; a link styled as a button, or standing alone in a form or a bar, is a control.
    const inSentence = (el: HTMLElement) =>
      (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    const inText = (el: HTMLElement) =>
      el.tagName === 'A' &&
      !el.matches('.btn') &&
      /^(P|DD|TD|LI|SPAN|H2|H3|H4)$/.test(el.parentElement?.tagName ?? '') &&
      (!phone || (el.parentElement?.tagName === 'P' && inSentence(el)));
    const targets = new Set<HTMLElement>();
    // The account's frame: its menu and the page (the site's header and footer are the public site's).
    for (const el of document.querySelectorAll<HTMLElement>(
      `:is(.account-menu, .account__main${phone ? ', .site-footer' : ''}) :is(a[href], button, summary, select, textarea, input:not([type="hidden"]))`,
    )) {
      const input = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      targets.add(input ? (el.closest('label') ?? el) : el);
    }
    const small: string[] = [];
    for (const el of targets) {
      if (!visible(el) || el.closest('.skip-link, [aria-hidden="true"]')) continue;
      const min = inText(el) ? 24 : 44;
      const { height } = el.getBoundingClientRect();
      if (height + 0.5 < min)
        small.push(
          `${el.parentElement?.tagName.toLowerCase()}.${el.parentElement?.className} > ${el.tagName.toLowerCase()}.${el.className} «${(el.textContent ?? '').trim().slice(0, 30)}» ${Math.round(height)} px`,
        );
    }
    return small;
  }, phone);
}

/** Text under a mask (issue 40: the phone's last tab «Профиль» faded to 1.88:1, WCAG 1.4.3). */
const maskedText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).maskImage !== 'none' && (el.textContent ?? '').trim())
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} «${(el.textContent ?? '').trim().slice(0, 30)}»`),
  );

/** Elements whose words may break between any two letters (issue 23: «Автоматизированн / ая»). */
const breakingAnywhere = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => getComputedStyle(el).wordBreak === 'break-all')
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );

for (const { who, phone } of CLIENTS) {
  test(
    `${who}: every account page has 44 px controls (on a phone every link alone and the footer's), a one-row menu and no word broken mid-letter`,
    { tag: '@phone' },
    async ({ page }, info) => {
      test.setTimeout(90_000);
      await openSignedIn(page, phone, '/account');
      const paths = await accountPages(page);
      expect(paths.length).toBeGreaterThan(4);
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        const menu = accountMenu(page);
        await expect(menu.getByRole('button', { name: 'Выйти' })).toBeInViewport();
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (wider > 0) problems.push(`${path}: the page is ${wider} px wider than the screen`);
        const box = await menu.boundingBox();
        if (info.project.name === 'phone' && (box?.height ?? 0) > 52)
          problems.push(`${path}: menu ${box?.height} px tall`);
        for (const small of await smallControls(page, info.project.name === 'phone'))
          problems.push(`${path}: ${small}`);
        for (const el of await breakingAnywhere(page)) problems.push(`${path}: break-all on ${el}`);
        for (const el of await maskedText(page)) problems.push(`${path}: text under a mask: ${el}`);
        // What the desktop shows, the phone shows too: the tables' notes (paid date, explanation, contract).
        for (const note of await page
          .locator('.data-table__note')
          .evaluateAll((notes) => notes.filter((n) => !n.getClientRects().length).map((n) => n.textContent)))
          problems.push(`${path}: hidden note «${note}»`);
      }
      expect(problems).toEqual([]);
    },
  );
}

test('a missing page inside the account keeps the account menu and leads back to the account', async ({ page }) => {
  await openSignedIn(page, '79000000001', '/account');
  for (const path of ['/account/no-such-page', '/account/cars/999999', '/account/deals/4']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    await expect(accountMenu(page).getByRole('link', { name: 'Мои авто' })).toBeVisible();
    await expect(accountMenu(page).getByRole('button', { name: 'Выйти' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'В личный кабинет' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // A guest's 404 elsewhere is still the full error screen.
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Вернуться на Главную' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});
