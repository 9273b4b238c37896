import { expect, type Page, test } from '@playwright/test';
import { heldAnswer } from './held-answer';

/** A car page to book on: the first card of the catalogue. */
async function openCar(page: Page) {
  await page.goto('/catalog?sort=newest');
  const href = await page.locator('.car-card__link').first().getAttribute('href');
  await page.goto(href ?? '/catalog');
  return page.getByRole('region', { name: 'Забронировать автомобиль' });
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('booking with JavaScript', () => {
  test('a booking is checked in the browser, sent once, and accepted by the upstream (the stored row is checked in workerd: tests/integration/edge/forms.test.ts)', async ({
    page,
  }) => {
    const form = await openCar(page);
    await form.getByRole('button', { name: 'Забронировать' }).click();
    // The shared schema answers before any request: errors by field, the first one focused.
    await expect(form.getByText('Заполните поле «Имя»')).toBeVisible();
    await expect(form.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    await expect(form.getByLabel(/^Имя/)).toBeFocused();

    await form.getByLabel(/^Имя/).fill('Мария Иванова');
    await form.getByLabel(/^Телефон/).pressSequentially('9001112233');
    await expect(form.getByLabel(/^Телефон/)).toHaveValue('+7 (900) 111-22-33');
    await form.getByLabel('Офис для просмотра').selectOption({ index: 1 });
    await form.getByLabel('Дата просмотра').fill(isoIn(3));
    await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();

    let posts = 0;
    // The answer waits until the test has tried to send the form a second time.
    const { held, release } = heldAnswer();
    await page.route('**/api/forms/booking', async (route) => {
      posts++;
      await held;
      await route.continue();
    });
    const submit = form.locator('button[type="submit"]');
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveText('Отправляем…');
    await form.locator('form').evaluate((el: HTMLFormElement) => el.requestSubmit());
    release();
    await expect(form.getByRole('status')).toHaveText('Заявка на бронирование принята. Менеджер свяжется с вами.');
    expect(posts).toBe(1);
  });

  test("the upstream's 422 errors appear by their fields and nothing typed is lost", async ({ page }) => {
    const form = await openCar(page);
    await form.getByLabel(/^Имя/).fill('Пётр');
    await form.getByLabel(/^Телефон/).fill('+7 900 111-22-44');
    await form.getByLabel('Дата просмотра').fill(isoIn(200));
    await form.getByLabel('Комментарий').fill('Хочу посмотреть вечером');
    await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await form.getByRole('button', { name: 'Забронировать' }).click();
    const date = form.getByLabel('Дата просмотра');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Выберите дату в ближайшие 90 дней, начиная с сегодняшней')).toBeVisible();
    await expect(form.getByLabel(/^Имя/)).toHaveValue('Пётр');
    await expect(form.getByLabel('Комментарий')).toHaveValue('Хочу посмотреть вечером');
  });
});

test("the booking's offices: the car's city first, each city named once", async ({ page }) => {
  await page.goto('/catalog?city=rostov-on-don');
  const href = await page.locator('.car-card__link').first().getAttribute('href');
  await page.goto(href ?? '/catalog');
  const offices = page.getByRole('region', { name: 'Забронировать автомобиль' }).getByLabel('Офис для просмотра');
  const labels = (await offices.locator('option').allTextContents()).slice(1);
  expect(labels[0]).toBe('Ростов-на-Дону, ул. Большая Садовая, 47');
  expect(labels).toContain('Москва, ул. Тверская, 16, стр. 1');
  for (const label of labels) expect(label).not.toMatch(/^([^,]+), г\. \1,/);
});

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('errors come back by field with the typed values, then the booking is accepted', async ({ page }) => {
    const form = await openCar(page);
    const carPath = new URL(page.url()).pathname;
    await form.getByLabel(/^Имя/).fill('Олег');
    await form.getByLabel(/^Телефон/).fill('8 (495) 123-45-67');
    await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await form.getByRole('button', { name: 'Забронировать' }).click();
    expect(new URL(page.url()).pathname).toBe(carPath);
    await expect(form.getByText('Укажите мобильный номер в формате +7 (9XX) XXX-XX-XX')).toBeVisible();
    await expect(form.getByLabel(/^Имя/)).toHaveValue('Олег');
    await expect(form.getByLabel(/^Телефон/)).toHaveValue('8 (495) 123-45-67');

    await form.getByLabel(/^Телефон/).fill('8 (900) 111-22-55');
    await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await form.getByRole('button', { name: 'Забронировать' }).click();
    await expect(form.getByRole('status')).toHaveText('Заявка на бронирование принята. Менеджер свяжется с вами.');
  });

  test("every public form carries its page's submission key, which the site takes (decision 0023)", async ({
    page,
  }) => {
    // Six pages in one test: a slow machine needs more than the default 30 s.
    test.slow();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const [path, action] of [
      ['/', '/api/forms/callback'],
      ['/contacts', '/api/forms/question'],
      ['/trade-in', '/api/forms/trade-in'],
      ['/credit', '/api/forms/credit'],
    ] as const) {
      await page.goto(path);
      const key = page.locator(`form[action="${action}"] input[type="hidden"][name="_submissionKey"]`);
      expect(await key.inputValue(), path).toMatch(uuid);
    }
    const form = await openCar(page);
    const key = await form.locator('input[name="_submissionKey"]').inputValue();
    expect(key).toMatch(uuid);
    await form.getByLabel(/^Имя/).fill('Олег');
    await form.getByLabel(/^Телефон/).fill('8 (900) 111-22-56');
    await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await form.getByRole('button', { name: 'Забронировать' }).click();
    await expect(form.getByRole('status')).toHaveText('Заявка на бронирование принята. Менеджер свяжется с вами.');
  });

  test('the consent links to the personal data policy served by the site', async ({ page }) => {
    const form = await openCar(page);
    const href = await form.getByRole('link', { name: 'политику обработки персональных данных' }).getAttribute('href');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/персональных данных/i);
  });
});
