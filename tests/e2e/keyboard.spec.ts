import { expect, type Page, test } from '@playwright/test';
import { loginFormReady, ownAddress, PASSWORD, registerClient } from './auth-helpers';
import { expectSeen, tabTo } from './focus-stops';

/**
 * The main flows with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11; issue 34): every stop
 * on the way is checked — focus is on an element (never <body>), its ring is drawn, and nothing
 * covers it (the element at the centre of the focused one is itself or inside it).
 */

test.use({ extraHTTPHeaders: ownAddress });

/** Whether the page is laid out as a phone's (the filter panel starts folded, the header has the menu button). */
const narrow = (page: Page) => (page.viewportSize()?.width ?? 1366) < 960;

/** Signs the legal entity in with the keyboard alone: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  await loginFormReady(page);
  await tabTo(page, page.getByLabel('Телефон'));
  await page.keyboard.type('79000000002');
  await tabTo(page, page.getByLabel('Пароль'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
}

test.describe('keyboard only', () => {
  // Each stop is checked: a flow of a hundred stops takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test('find a car with filters: focus stays on the control, the panel stays open, sorting is browsed before it applies', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/catalog');
    const panel = page.locator('details.catalog-filters');
    if (narrow(page)) {
      await tabTo(page, panel.locator('summary'));
      await page.keyboard.press('Enter');
      await expect(panel).toHaveAttribute('open', '');
    }
    const sort = page.getByLabel('Сортировка');
    await tabTo(page, sort);
    await expect(page.locator('form[data-enhanced]')).toHaveCount(1);
    // Arrow keys browse the orders: nothing navigates until Enter.
    const first = await sort.inputValue();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = await sort.inputValue();
    expect(chosen).not.toBe(first);
    await expect(page).toHaveURL(/\/catalog$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`sort=${chosen}`));
    await expect(page.getByLabel('Сортировка')).toHaveValue(chosen);
    await expect(page.getByLabel('Сортировка')).toBeFocused();
    await expectSeen(page);

    // A brand applies at once; focus stays on it, the panel stays open (on a phone too).
    const brand = page.getByRole('group', { name: 'Марка' }).getByRole('checkbox').first();
    const label = (await brand.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s*\d+$/, '').trim();
    await tabTo(page, brand);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/brand=/);
    const again = page.getByRole('group', { name: 'Марка' }).getByRole('checkbox', { name: new RegExp(`^${label}`) });
    await expect(again).toBeChecked();
    await expect(again).toBeFocused();
    await expect(panel).toHaveAttribute('open', '');
    await expectSeen(page);

    // Every option on the way to «Показать N» is above the sticky bar, then the list follows it.
    const show = page.getByRole('button', { name: /^Показать \d+/ });
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect(show).toBeFocused();
  });

  test('a page of the catalogue: focus goes to its first new car, in view; the title names the page', async ({
    page,
  }) => {
    await page.goto('/catalog');
    await expect(page).toHaveTitle(/^Каталог/);
    const next = page.getByRole('navigation', { name: 'Страницы каталога' }).getByRole('link', { name: 'Страница 2' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveTitle(/^Страница 2\. /);
    // Not the list (thousands of pixels tall, its top out of view) but its first car, scrolled to (issue 40).
    await expect(page.locator('.car-card__link').first()).toBeFocused();
    await expectSeen(page);
  });

  test('use the calculator', async ({ page }) => {
    await page.goto('/leasing-calculator');
    const calculator = page.getByRole('region', { name: 'Калькулятор лизинга' });
    const price = calculator.getByRole('textbox', { name: 'Стоимость автомобиля, ₽' });
    await tabTo(page, price);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3000000');
    // Its name is hidden with its text while it computes: found by its type.
    const submit = calculator.locator('button[type="submit"]');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(calculator.locator('.calc-result')).toContainText('₽');
    // The button stays focused through the request (a disabled one would drop focus to <body>).
    await expect(submit).toBeFocused();
    await expectSeen(page);
  });

  test('send a form with an error: focus goes to the field; a failed request stays in the form; its toast waits while hovered', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Перезвоните мне' });
    const submit = form.getByRole('button', { name: 'Жду звонка' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(/^Имя/)).toBeFocused();
    await expectSeen(page);
    await page.keyboard.type('Мария');
    await tabTo(page, form.getByLabel(/^Телефон/));
    await page.keyboard.type('9001112233');
    await tabTo(page, form.getByRole('checkbox', { name: /согласие на обработку/ }));
    await page.keyboard.press('Space');

    await page.route('**/api/forms/callback', (route) => route.abort('internetdisconnected'));
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const failure = 'Не удалось отправить форму. Проверьте соединение и попробуйте ещё раз.';
    await expect(form.locator('.form__message')).toHaveText(failure);
    await expect(submit).toBeFocused();
    await expectSeen(page);
    await expect(form.getByLabel(/^Имя/)).toHaveValue('Мария');

    const toast = page.locator('.toast', { hasText: failure });
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.clock.runFor(20_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(toast).toHaveCount(0);
    // The form still says it.
    await expect(form.locator('.form__message')).toHaveText(failure);
  });

  test('the phone menu closes on Escape and after following a link; the header marks the current page', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menu = page.locator('details.site-menu');
    const toggle = menu.locator('summary');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    // Its open behaviour is on once the page behind is inert (site-menu-open.ts).
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    await page.keyboard.press('Tab');
    await expectSeen(page);
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Новости' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);
    await expect(menu).not.toHaveAttribute('open', '');
    // A client navigation lands on the new page's heading.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectSeen(page, { ring: false });
    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Новости' })).toHaveAttribute('aria-current', 'page');
  });

  test('sign in, read a contract, copy its details going backwards', async ({ page }) => {
    await signInByKeyboard(page);

    // The account menu's current link shows its ring like the others.
    const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
    await tabTo(page, menu.locator('[aria-current="page"]'));
    await tabTo(page, menu.getByRole('link', { name: 'Мои авто' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/cars$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const contract = page.locator('.contract-card__link').first();
    await tabTo(page, contract);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/cars\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const copyAll = page.getByRole('button', { name: 'Скопировать реквизиты' });
    await tabTo(page, copyAll);
    // Back up through the page: nothing focused hides under the sticky section bar.
    await tabTo(page, page.getByRole('navigation', { name: 'Разделы договора' }).getByRole('link').first(), {
      back: true,
    });
  });

  test('download a bill', async ({ page }) => {
    await signInByKeyboard(page);
    await page.goto('/account/bills');
    const pdf = page.locator('a[href$=".pdf"]').first();
    await tabTo(page, pdf);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('change the password: the wrong current one is refused by field, focus on it', async ({ page, request }) => {
    const phone = await registerClient(request);
    await page.goto('/login');
    await loginFormReady(page);
    await tabTo(page, page.getByLabel('Телефон'));
    await page.keyboard.type(phone);
    await tabTo(page, page.getByLabel('Пароль'));
    await page.keyboard.type('Start-2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/account/profile');
    const form = page.getByRole('form', { name: 'Смена пароля' });
    await tabTo(page, form.getByLabel('Текущий пароль'));
    await page.keyboard.type('Wrong-2026');
    await tabTo(page, form.getByLabel('Новый пароль', { exact: true }));
    await page.keyboard.type('Next-2027');
    await tabTo(page, form.getByLabel('Повторите новый пароль'));
    await page.keyboard.type('Next-2027');
    await page.keyboard.press('Enter');
    await expect(form.locator('.field', { hasText: 'Текущий пароль' }).locator('.field__error')).toHaveText(
      'Неверный текущий пароль',
    );
    await expect(form.getByLabel('Текущий пароль')).toBeFocused();
    await expectSeen(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Start-2026');
    await page.keyboard.press('Enter');
    await expect(page.locator('.toast')).toContainText('Все другие сеансы завершены');
  });
});
