import { expect, type Page, test } from '@playwright/test';

/** On phones the filter panel starts folded; open it (again, if a navigation re-rendered it). */
async function openFilters(page: Page) {
  const details = page.locator('details.catalog-filters');
  await expect(async () => {
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    await expect(details.locator('form')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * With JavaScript: wait until the filter island is hydrated, so a change reaches it. It hydrates
 * when it comes into view: at once on a wide screen, once the panel is open on a phone.
 */
const hydrated = (page: Page) => page.locator('form[data-enhanced]').waitFor({ state: 'attached' });

const cardTitles = (page: Page) => page.locator('.car-card__title').allTextContents();

test.describe('catalogue with JavaScript', () => {
  test('filters update the count and the list without a reload; the URL is shareable and the back button works', {
    tag: '@phone',
  }, async ({ page, browser }) => {
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог автомобилей');
    await expect(page.locator('.car-card')).toHaveCount(12);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await openFilters(page);
    await hydrated(page);

    // A brand navigates at once: the list and the model list follow it.
    await page.getByRole('group', { name: 'Марка' }).getByLabel(/^Kia/).check();
    await expect(page).toHaveURL(/\/catalog\?brand=kia$/);
    await expect(page.locator('.car-card').first()).toBeVisible();
    for (const title of await cardTitles(page)) expect(title).toMatch(/^Kia /);
    await openFilters(page);
    await expect(page.getByRole('group', { name: 'Модель' }).getByRole('checkbox').first()).toBeVisible();

    // Other filters update the count first (cars/filter/short), the list on «Показать».
    const before = await page.locator('.catalog-filters__count').textContent();
    const countResponse = page.waitForResponse((r) => r.url().includes('/api/catalog/count'));
    await page.getByRole('group', { name: 'Коробка передач' }).getByRole('checkbox').first().check();
    const counted = (await (await countResponse).json()) as { total: number };
    await expect(page.locator('.catalog-filters__count')).toHaveText(new RegExp(`Найдено: ${counted.total} `));
    expect(before).not.toBeNull();
    await page.getByRole('button', { name: /^Показать \d+/ }).click();
    await expect(page).toHaveURL(/brand=kia&transmission=/);
    await expect(page.locator('#catalog-total')).toContainText(String(counted.total));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    const filteredUrl = page.url();
    const filteredTitles = await cardTitles(page);

    // Sharing: the same URL in a fresh browser shows the same list and the same checked filters.
    const other = await browser.newPage();
    await other.goto(filteredUrl);
    expect(await cardTitles(other)).toEqual(filteredTitles);
    await openFilters(other);
    await expect(other.getByRole('group', { name: 'Марка' }).getByLabel(/^Kia/)).toBeChecked();
    await other.close();

    // Back restores the previous filters, inputs included.
    await page.goBack();
    await expect(page).toHaveURL(/\/catalog\?brand=kia$/);
    await expect(async () => {
      await openFilters(page);
      await expect(page.getByRole('group', { name: 'Коробка передач' }).getByRole('checkbox').first()).not.toBeChecked({
        timeout: 1000,
      });
    }).toPass({ timeout: 10_000 });
  });

  test('sorting and pagination are links of the same URL', async ({ page }) => {
    await page.goto('/catalog');
    await openFilters(page);
    await hydrated(page);
    await page.getByLabel('Сортировка').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = await page.locator('.car-card__price').allTextContents();
    const numbers = prices.map((p) => Number(p.replace(/\D/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(prices[0]).toMatch(/^\d{1,3}(\u202f\d{3})*\u00a0₽$/);
    await page.getByRole('navigation', { name: 'Страницы каталога' }).getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/sort=price_asc&page=2/);
    await expect(page.locator('#catalog-total')).toContainText('страница 2');
  });

  test('opening a car: gallery, price, specifications, JSON-LD, similar cars', async ({ page }) => {
    await page.goto('/catalog');
    const first = page.locator('.car-card__link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/catalog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.locator('.car-gallery img').first()).toHaveAttribute('width', '640');
    await expect(page.locator('.car-price')).toContainText('₽/мес.');
    await expect(page.getByRole('table', { name: 'Характеристики' })).toContainText('Коробка передач');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Car');
    expect(jsonLd.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'RUB' });
    await expect(page.getByRole('heading', { name: 'Похожие автомобили' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Забронировать автомобиль' })).toBeVisible();
    // The lease calculator starts from the car's price.
    const price = Number(
      ((await page.locator('.car-price__price .car-price__value').textContent()) ?? '').replace(/\D/g, ''),
    );
    const calculator = page.getByRole('region', { name: 'Калькулятор лизинга' });
    const priceInput = calculator.getByRole('textbox', { name: 'Стоимость автомобиля, ₽' });
    expect(Number(((await priceInput.inputValue()) ?? '').replace(/\D/g, ''))).toBe(price);
  });

  test("the car page's «от» figure names its term and is its calculator's first figure", async ({ page }) => {
    await page.goto('/catalog');
    const card = page.locator('.car-card').first();
    const offer = ((await card.locator('.car-card__monthly').textContent()) ?? '').replace(/^Платёж в лизинг\s*/, '');
    expect(offer).toMatch(/^от [\d\s\u202f]+\s₽\/мес\. на\s60\sмес\.$/);
    await card.locator('.car-card__link').click();
    await expect(page).toHaveURL(/\/catalog\/[a-z0-9-]+$/);
    const monthly = page.locator('.car-price__monthly .car-price__value');
    await expect(monthly).toHaveText(offer);
    await expect(page.locator('.car-price__note')).toHaveText(/срок 60\sмесяцев/);
    const calculator = page.getByRole('region', { name: 'Калькулятор лизинга' });
    await expect(calculator.getByRole('textbox', { name: 'Срок, месяцев' })).toHaveValue('60');
    // «от 24 050 ₽/мес.» is the calculator's «24 049,87 ₽» to the rouble.
    const first = (await calculator.locator('.calc-result__row--main dd').first().textContent()) ?? '';
    const roubles = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(Math.round(roubles(first))).toBe(roubles(offer.replace(/на\s60\sмес\.$/, '')));
  });

  test('nothing found: the empty state offers the car request form', async ({ page }) => {
    await page.goto('/catalog?brand=kia&priceTo=1000');
    await expect(page.getByRole('heading', { name: 'По этим условиям автомобилей нет' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Подберём автомобиль под заказ' })).toBeVisible();
    await expect(page.getByLabel('Марка')).toHaveValue('Kia');
    await expect(page.getByLabel('Бюджет, ₽')).toHaveValue('1000');
  });
});

test.describe('catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form is a GET form whose result URL can be shared', { tag: '@phone' }, async ({ page, browser }) => {
    await page.goto('/catalog');
    await openFilters(page);
    await page
      .getByRole('group', { name: 'Марка' })
      .getByLabel(/^Haval/)
      .check();
    await page.getByRole('group', { name: 'Цена, ₽' }).getByLabel('до').fill('3000000');
    await page.getByRole('button', { name: /^Показать/ }).click();
    await expect(page).toHaveURL(/brand=haval/);
    await expect(page).toHaveURL(/priceTo=3000000/);
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Haval /);
    for (const price of await page.locator('.car-card__price').allTextContents()) {
      expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(3_000_000);
    }
    const shared = await browser.newPage({ javaScriptEnabled: false });
    await shared.goto(page.url());
    expect(await cardTitles(shared)).toEqual(titles);
    await shared.close();
  });
});

test.describe('catalogue edges', () => {
  test('a page past the end goes to the last page instead of «страница 9999 из 9» over nothing', async ({ page }) => {
    await page.goto('/catalog?page=9999');
    await expect(page).toHaveURL(/[?&]page=\d+$/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeLessThan(9999);
    await expect(page.locator('#catalog-total')).toContainText(`страница ${last} из ${last}`);
    expect(await cardTitles(page)).not.toHaveLength(0);
  });

  test('filter checkboxes are tap targets of at least 24 × 24 px', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/catalog');
    await openFilters(page);
    const boxes = page.getByRole('group', { name: 'Марка' }).getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) {
      const size = await box.boundingBox();
      expect(size?.width).toBeGreaterThanOrEqual(24);
      expect(size?.height).toBeGreaterThanOrEqual(24);
    }
  });
});
