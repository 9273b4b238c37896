import { expect, type Page, test } from '@playwright/test';
import { ownAddress } from './auth-helpers';
import { expectSeen, tabTo } from './focus-stops';
import { heldAnswer } from './held-answer';

/**
 * Issue 40, the keyboard half: the phone menu never covers focus, calculator errors take focus and
 * are announced, forced colours keep the focus ring, the list buttons keep focus, and a narrow
 * desktop window keeps focus on the filter's checkbox.
 */

test.use({ extraHTTPHeaders: ownAddress });

const menuOf = (page: Page) => page.locator('details.site-menu');

test.describe('the phone menu (WCAG 2.4.11)', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of ['/catalog', '/login']) {
    test(`${path}: the page behind is inert while it is open; Tab past its last link closes it, focus in view`, {
      tag: '@phone',
    }, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      const menu = menuOf(page);
      await tabTo(page, menu.locator('summary'));
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('open', '');
      await expect(page.locator('main')).toHaveJSProperty('inert', true);
      await expect(page.locator('footer.site-footer')).toHaveJSProperty('inert', true);
      // Through its links, then one more: every stop seen, the next one closes the panel.
      await tabTo(page, menu.getByRole('link', { name: 'Контакты' }));
      await page.keyboard.press('Tab');
      await expect(menu).not.toHaveAttribute('open', '');
      await expect(page.locator('main')).toHaveJSProperty('inert', false);
      await expectSeen(page);
      // And on: nothing under a panel (/catalog «Сравнение (0)», /login «Телефон»).
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        await expectSeen(page);
      }
    });
  }

  test('what the open panel does comes at its first opening: the page behind inert, Escape closes it', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    const { held, release } = heldAnswer();
    await page.route('**/assets/site-menu-open-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/news');
    const menu = page.locator('details.site-menu');
    const toggle = menu.locator('summary');
    await toggle.click();
    // Open at once (a details element); the page behind turns inert when that code has come.
    await expect(menu).toHaveAttribute('open');
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
    release();
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
  });

  test('Escape closes it wherever focus is, and so does a tap outside', { tag: '@phone' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/catalog');
    const menu = menuOf(page);
    const toggle = menu.locator('summary');
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    // Its open behaviour is on once the page behind is inert (site-menu-open.ts).
    const behaviourOn = () => expect(page.locator('main')).toHaveJSProperty('inert', true);
    await behaviourOn();
    // Focus leaving it backwards, to the logo before it, closes it too.
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator('.site-header__logo')).toBeFocused();
    await expect(menu).not.toHaveAttribute('open', '');
    // Focus nowhere (a click on the panel beside its links): Escape still closes it.
    await toggle.click();
    await behaviourOn();
    const list = menu.locator('.site-nav__list');
    const box = await list.boundingBox();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 4, (box?.y ?? 0) + (box?.height ?? 0) - 3);
    await expect(menu).toHaveAttribute('open', '');
    await expect(page.locator('body')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open', '');
    // A tap on the page under the panel.
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await behaviourOn();
    await page.mouse.click(180, 650);
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
  });
});

test.describe('the focus ring in forced colours (Windows high contrast)', () => {
  test('a focused link and button have a solid outline the system colours', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/leasing-calculator');
    const outline = () =>
      page.evaluate(() => {
        const s = getComputedStyle(document.activeElement as Element);
        return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), color: s.outlineColor };
      });
    const visible = (o: { style: string; width: number; color: string }) => {
      expect(o.style).toBe('solid');
      expect(o.width).toBeGreaterThanOrEqual(2);
      expect(o.color).not.toMatch(/^(transparent|rgba\(.*,\s*0\))$/);
    };
    await tabTo(page, page.getByRole('link', { name: 'Каталог' }).first());
    visible(await outline());
    await tabTo(page, page.getByRole('button', { name: 'Рассчитать' }));
    visible(await outline());
    // Without forced colours the same outline is there, transparent, under the drawn ring.
    await page.emulateMedia({ forcedColors: 'none' });
    const normal = await outline();
    expect(normal.style).toBe('solid');
    expect(normal.width).toBeGreaterThanOrEqual(2);
  });
});

test.describe('the calculator: an error takes focus and is announced; the stale quote goes (WCAG 3.3.1, 4.1.3)', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of ['/leasing-calculator', '/', '/catalog/haval-jolion-2025-8']) {
    test(`${path}`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('form.calc');
      await form.scrollIntoViewIfNeeded();
      await expect(page.locator('form.calc[data-ready]')).toHaveCount(1);
      const status = form.getByRole('status');
      // The result is no live region (it would be read whole at every change): the status is.
      await expect(form.locator('.calc-result')).not.toHaveAttribute('aria-live', /.*/);
      await expect(form.locator('.calc-result__row--main')).toHaveCount(1);
      const price = form.getByRole('textbox', { name: 'Стоимость автомобиля, ₽' });
      await price.fill('10');
      await form.getByRole('textbox', { name: 'Аванс, %' }).fill('95');
      await form.getByRole('button', { name: 'Рассчитать' }).click();
      await expect(price).toBeFocused();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toBeInViewport();
      const error = form.locator(`#${await price.getAttribute('aria-describedby')}`);
      await expect(error).toContainText('Стоимость');
      await expect(error).toBeInViewport();
      await expect(status).toHaveText(/^Расчёт не выполнен: Стоимость.*; Аванс/);
      // The previous quote is withdrawn: nothing is shown as if it held for these fields.
      await expect(form.locator('.calc-result__row--main')).toHaveCount(0);
      await expect(form.getByRole('link', { name: 'Оставить заявку на этих условиях' })).toHaveCount(0);
      await expect(form.locator('.calc-result')).toContainText('Исправьте отмеченные поля');

      await price.fill('3000000');
      await form.getByRole('textbox', { name: 'Аванс, %' }).fill('20');
      await expect(status).toHaveText(/^Ежемесячный платёж: [\d\s\u00a0\u202f]+,\d\d\s₽$/);
      await expect(form.locator('.calc-result__row--main')).toHaveCount(1);
    });
  }
});

test.describe('«Сравнить» and «В избранное» keep focus (WCAG 2.4.3)', () => {
  test('with JavaScript: no reload, focus stays on the pressed button, its words change, the count follows', async ({
    page,
  }) => {
    await page.goto('/catalog?sort=newest');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    const card = page.locator('.car-card').nth(1);
    // The buttons wake at the first focus on them (DeferredCarListToggles.tsx): the page is ready for it.
    await expect(card.locator('[data-hydration-armed]')).toHaveCount(1);
    await expect(card.locator('form[data-list-ready]')).toHaveCount(0);
    const compare = card.getByRole('button', { name: /^Сравнить ?: / });
    await compare.focus();
    await page.keyboard.press('Enter');
    const pressed = card.getByRole('button', { name: /^Убрать из сравнения ?: / });
    await expect(pressed).toBeFocused();
    await expectSeen(page);
    await expect(page.locator('.toast')).toContainText('добавлен к сравнению');
    await expect(page.getByRole('link', { name: 'Сравнение (1)' })).toHaveAttribute('href', /\/compare\?ids=\d+$/);
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: /^Сравнить ?: / })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Сравнение (0)' })).toBeVisible();
    const favourite = card.getByRole('button', { name: /^В избранное ?: / });
    await favourite.focus();
    await page.keyboard.press('Space');
    await expect(card.getByRole('button', { name: /^Убрать из избранного ?: / })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Избранное (1)' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    // The two actions share one row.
    const [a, b] = await card
      .locator('.car-list-buttons .btn')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(a).toBe(b);
  });

  // A phone too: there the table scrolls sideways, and the focused «Убрать» must stay in view.
  test("the comparison's «Убрать»: no reload, focus to the next column's, else the previous one's, else the heading; the count and the address follow", {
    tag: '@phone',
  }, async ({ page }) => {
    // Three cars put in the comparison from the catalogue's cards.
    await page.goto('/catalog?sort=newest');
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) {
      const card = page.locator('.car-card').nth(i);
      titles.push((await card.locator('.car-card__title').innerText()).trim());
      await card.getByRole('button', { name: /^Сравнить ?: / }).click();
      await expect(card.getByRole('button', { name: /^Убрать из сравнения ?: / })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Сравнение (3)' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
    const ids = new URL(page.url()).searchParams.get('ids')?.split(',') ?? [];
    // Loaded whole, as a shared or reopened comparison is: the columns' buttons then wake at the
    // first focus on them (DeferredCompareRemove.tsx; a client navigation renders them awake).
    await page.reload();
    await expect(page.locator('.compare-table [data-hydration-armed]')).toHaveCount(3);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    const remove = (title: string) => page.getByRole('button', { name: `Убрать ${title} из сравнения` });
    const heads = page.locator('.compare-table thead th');

    // The first column goes: focus on the next column's «Убрать».
    await remove(titles[0] ?? '').focus();
    await page.keyboard.press('Enter');
    await expect(heads).toHaveCount(2);
    await expect(remove(titles[1] ?? '')).toBeFocused();
    await expectSeen(page);
    await expect(page.locator('.toast', { hasText: `${titles[0]} убран из сравнения` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[1]},${ids[2]}$`));
    await expect(page.getByRole('link', { name: 'Сравнение (2)' })).toHaveAttribute(
      'href',
      `/compare?ids=${ids[1]},${ids[2]}`,
    );

    // The last column goes: no next one, focus on the previous column's.
    await remove(titles[2] ?? '').focus();
    await page.keyboard.press('Enter');
    await expect(heads).toHaveCount(1);
    await expect(remove(titles[1] ?? '')).toBeFocused();
    await expectSeen(page);
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids[1]}$`));
    await expect(page.getByRole('link', { name: 'Сравнение (1)' })).toBeVisible();

    // The only column goes: focus on the page's heading, above the empty state.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Здесь пока нет автомобилей')).toBeVisible();
    await expect(page.locator('main h1')).toBeFocused();
    await expectSeen(page, { ring: false });
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('link', { name: 'Сравнение (0)' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  });

  test('without JavaScript the post returns to the card', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/catalog?sort=newest');
    const card = page.locator('.car-card').nth(3);
    await card.getByRole('button', { name: /^В избранное ?: / }).click();
    await expect(page).toHaveURL(/\/catalog\?sort=newest#car-\d+-lists$/);
    const anchor = new URL(page.url()).hash.slice(1);
    await expect(
      page.locator(`[id="${anchor}"]`).getByRole('button', { name: /^Убрать из избранного ?: / }),
    ).toBeInViewport();
    // The favourites page: the cards' titles are the level under its h1 (WCAG 1.3.1).
    await page.goto('/favourites');
    await expect(page.locator('.car-card h2')).toHaveCount(1);
    await expect(page.locator('main h3')).toHaveCount(0);
    await context.close();
  });
});

test('a narrow desktop window: choosing a brand keeps focus on its checkbox, the panel open (WCAG 3.2.2)', async ({
  page,
}) => {
  // A desktop browser's user agent at a phone's width: the server learns the width only later.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/catalog');
  const panel = page.locator('details.catalog-filters');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await expect(page.locator('form[data-enhanced]')).toHaveCount(1);
  const brand = page.getByRole('group', { name: 'Марка' }).getByRole('checkbox').first();
  const value = await brand.getAttribute('value');
  await brand.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/brand=/);
  const again = page.locator(`input[name="brand"][value="${value}"]`);
  await expect(again).toBeChecked();
  await expect(again).toBeFocused();
  await expect(panel).toHaveAttribute('open', '');
  await expectSeen(page);
});

test('the accessibility statement says what is tested and how', async ({ page }) => {
  await page.goto('/accessibility');
  const how = page.getByRole('region', { name: 'Как мы это проверяем' });
  for (const text of [
    'axe-core',
    '375 пикселей',
    '320 пикселей',
    'текст 200 %',
    'интервалы текста',
    'клавиатур',
    'принудительных цветов',
    '44 пикселей',
  ])
    await expect(how).toContainText(text);
});
