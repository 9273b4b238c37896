import { expect, type Page, test } from '@playwright/test';
import { UPSTREAM_PORT } from '../../playwright.config';

const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}/api/v1`;
/** Any space the ru-RU formats use between digit groups and before units. */
const money = (digits: string) => new RegExp(digits.replace(/ /g, '[\\s\\u202f\\u00a0]'));

function calculator(page: Page) {
  // The island marks itself once hydrated; before that the form is the no-JavaScript GET form.
  const form = page.locator('form.calc[data-ready]');
  return {
    form,
    field: (label: string) => form.getByLabel(label, { exact: true }),
    result: form.locator('.calc-result'),
    monthly: form.locator('.calc-result__row--main dd').first(),
  };
}

async function fillLease(page: Page, values: { price: string; advance: string; term: string; buyout: string }) {
  const calc = calculator(page);
  await calc.field('Стоимость автомобиля, ₽').fill(values.price);
  await calc.field('Аванс, %').fill(values.advance);
  await calc.field('Срок, месяцев').fill(values.term);
  await calc.field('Выкупной платёж, %').fill(values.buyout);
}

test.describe('lease calculator', () => {
  test('computes a lease for a person and recomputes on change without a reload', async ({ page }) => {
    await page.goto('/leasing-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Калькулятор лизинга');
    const calc = calculator(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    await calc.form.getByLabel('Физическое лицо').check();
    await fillLease(page, { price: '3 000 000', advance: '20', term: '36', buyout: '1' });
    await expect(calc.monthly).toHaveText(money('88 577,69'));
    await expect(calc.result).toContainText('Сумма договора');
    await expect(calc.result).toContainText('Переплата');
    await expect(calc.result).toContainText('Удорожание в год');
    await expect(calc.result).not.toContainText('Налоговая экономия');
    // A longer term lowers the payment; the page is not reloaded.
    await calc.field('Срок, месяцев').fill('60');
    await expect(calc.monthly).not.toHaveText(money('88 577,69'));
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  });

  test('shows VAT 22% and the tax savings with the date for a legal entity', async ({ page }) => {
    await page.goto('/leasing-calculator');
    const calc = calculator(page);
    await fillLease(page, { price: '3000000', advance: '20', term: '36', buyout: '1' });
    await calc.form.getByLabel('Юридическое лицо').check();
    await expect(calc.result).toContainText('Налоговая экономия всего');
    await expect(calc.result).toContainText(/НДС 22\s%/);
    await expect(calc.result).toContainText('Вычет НДС');
    await expect(calc.result).toContainText(/налог на прибыль 25\s%/);
    // Each rate with its own day (issue 39): profit tax 25 % since 2025 (176-ФЗ), VAT 22 % since 2026.
    await expect(calc.result).toContainText(/НДС 22\s% — с 1\sянваря\s2026\sг\./);
    await expect(calc.result).toContainText(/налог на прибыль 25\s% — с 1\sянваря\s2025\sг\./);
    await expect(calc.monthly).toHaveText(money('88 577,69'));
  });

  test('sliders work from the keyboard and wrong values are shown by field', async ({ page }) => {
    await page.goto('/leasing-calculator');
    const calc = calculator(page);
    const term = calc.field('Срок, месяцев');
    await expect(term).toHaveValue('60');
    await calc.form.getByRole('slider', { name: 'Срок, месяцев: ползунок' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(term).toHaveValue('59');
    await calc.field('Стоимость автомобиля, ₽').fill('50 000');
    await expect(calc.form.locator('.field-error', { hasText: money('Стоимость: не меньше 100 000') })).toBeVisible();
    await expect(calc.field('Стоимость автомобиля, ₽')).toHaveAttribute('aria-invalid', 'true');
  });

  test('works without JavaScript as a GET form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/leasing-calculator');
    const form = page.locator('form.calc');
    const calc = {
      form,
      field: (label: string) => form.getByLabel(label, { exact: true }),
      result: form.locator('.calc-result'),
    };
    await calc.field('Срок, месяцев').fill('24');
    await calc.form.getByLabel('Юридическое лицо').check();
    await calc.form.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page).toHaveURL(/term=24/);
    await expect(page).toHaveURL(/client=legalEntity/);
    await expect(calc.field('Срок, месяцев')).toHaveValue('24');
    await expect(calc.result).toContainText('Налоговая экономия всего');
    await context.close();
  });

  test('is on the home page too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лизинг автомобилей для частных лиц и бизнеса');
    // Below the fold: the island hydrates as the visitor scrolls to it (DeferredHydration).
    await page.getByRole('heading', { name: 'Калькулятор лизинга' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Калькулятор лизинга' })).toBeVisible();
    await expect(calculator(page).monthly).toHaveText(/₽/);
  });
});

test.describe('news', () => {
  test('lists news with Russian dates, filters by category and reads an item', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
    const cards = page.locator('.news-card');
    await expect(cards).toHaveCount(9);
    await expect(cards.first().locator('time')).toHaveText(
      /^\d{1,2}\s(января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)\s\d{4}/,
    );
    await page
      .getByRole('navigation', { name: 'Рубрики новостей' })
      .getByRole('link', { name: /Законодательство/ })
      .click();
    await expect(page).toHaveURL(/category=law/);
    await expect(page.locator('.news-card__meta span').first()).toHaveText('Законодательство и налоги');
    for (const label of await page.locator('.news-card__meta span').allTextContents()) {
      expect(label).toBe('Законодательство и налоги');
    }
    const link = page.locator('.news-card__link').first();
    const title = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.article__body p').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Похожие новости' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'NewsArticle', headline: title });
  });

  test('paginates the list', async ({ page }) => {
    await page.goto('/news');
    const pages = page.getByRole('navigation', { name: 'Страницы новостей' });
    await pages.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.news-card')).toHaveCount(9);
  });

  test('a page past the end goes to the last page, as in the catalogue', async ({ page }) => {
    await page.goto('/news?page=99');
    await expect(page).toHaveURL(/\/news\?page=\d+$/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeLessThan(99);
    await expect(page.locator('.news-card').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Страницы новостей' }).getByRole('link', { name: `Страница ${last}` }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('contacts', () => {
  test('lists every office by city with address, hours and phones, without a map key', async ({ page, request }) => {
    const offices = (await (await request.get(`${UPSTREAM}/offices`)).json()) as {
      items: { name: string; address: string; hours: string; city: { name: string } }[];
    };
    expect(offices.items.length).toBeGreaterThan(0);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    // No key configured in the e2e site: the map island is not rendered, the list is complete.
    await expect(page.locator('.office-map')).toHaveCount(0);
    const cards = page.locator('.office-card');
    await expect(cards).toHaveCount(offices.items.length);
    for (const office of offices.items) {
      const card = cards.filter({ has: page.getByRole('heading', { name: office.name }) });
      await expect(card).toContainText(office.address);
      await expect(card).toContainText(office.hours);
      await expect(card.getByRole('link', { name: /Показать на Яндекс Картах/ })).toHaveAttribute(
        'href',
        /^https:\/\/yandex\.ru\/maps\/\?pt=/,
      );
    }
    for (const city of new Set(offices.items.map((o) => o.city.name))) {
      await expect(page.getByRole('heading', { level: 3, name: city }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Сервисные центры' })).toBeVisible();
    await expect(page.locator('.service-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Задать вопрос' })).toBeVisible();
    await expect(page.getByLabel('Тип обращения')).toBeVisible();
  });
});

test.describe('information pages', () => {
  test('about shows the CMS page and the info blocks', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании «Драйв Лизинг»');
    await expect(page.locator('.rich-text')).toContainText('работает с 2012 года');
    await expect(page.getByRole('heading', { level: 2, name: 'Цифры' })).toBeVisible();
    await expect(page.locator('.info-block').first()).toBeVisible();
  });

  test('credit shows the partner banks and the application form', async ({ page, request }) => {
    const banks = (await (await request.get(`${UPSTREAM}/banks`)).json()) as { items: { name: string }[] };
    await page.goto('/credit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Автокредит от банков-партнёров');
    await expect(page.locator('.bank-card')).toHaveCount(banks.items.length);
    await expect(page.locator('.bank-card').first()).toContainText(/от .*%/);
    await expect(page.getByRole('heading', { name: 'Заявка на автокредит' })).toBeVisible();
    await expect(page.getByLabel('Сумма кредита, ₽')).toBeVisible();
  });

  test('trade-in shows its form and the cars offered for trade-in', async ({ page }) => {
    await page.goto('/trade-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade-in: ваш автомобиль в зачёт аванса');
    await expect(page.locator('.rich-text')).toContainText('Оценим ваш автомобиль');
    for (const label of ['Марка', 'Модель', 'Год выпуска', 'Пробег, км']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.locator('#trade-in-cars')).toBeVisible();
    await expect(page.locator('#trade-in-cars .car-card').first()).toBeVisible();
  });
});

test.describe('home', () => {
  test('quick search goes to the catalogue with the chosen filters', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Популярные автомобили' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Отзывы клиентов' })).toBeVisible();
    const search = page.getByRole('form', { name: 'Быстрый подбор автомобиля' });
    await search.getByLabel('Марка').selectOption('haval');
    await search.getByLabel('Бюджет до, ₽').fill('3000000');
    await search.getByRole('button', { name: 'Подобрать' }).click();
    await expect(page).toHaveURL(/\/catalog\?brand=haval&vehicleType=&priceTo=3000000/);
  });
});
