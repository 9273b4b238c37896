import { expect, test } from '@playwright/test';
import { roubles, storedForms } from './back-office';

for (const javaScriptEnabled of [false, true]) {
  test.describe(
    javaScriptEnabled ? 'apply with the terms, with JavaScript' : 'apply with the terms, without JavaScript',
    () => {
      test.use({ javaScriptEnabled });

      test("the car page's calculator leads to an application that reaches the back office with its terms", async ({
        page,
      }) => {
        const phone = javaScriptEnabled ? '79001112256' : '79001112255';
        await page.goto('/catalog?sort=newest');
        const href = (await page.locator('.car-card__link').first().getAttribute('href')) ?? '';
        await page.goto(href);
        const calculator = page.locator('#lease-calculator');
        const payment = roubles(await calculator.locator('.calc-result__row--main dd').first().innerText());
        expect(payment).toBeGreaterThan(0);
        await calculator.getByRole('link', { name: 'Оставить заявку на этих условиях' }).click();
        await expect(page).toHaveURL(
          /\/leasing-calculator\?price=\d+&advance=20&term=60&buyout=1&client=individual&car=\d+#form-lease-application$/,
        );
        const carId = Number(new URL(page.url()).searchParams.get('car'));

        const terms = page.getByRole('region', { name: 'Заявка на лизинг' });
        await expect(terms.locator('.calc-result__row--main dd')).toHaveText(
          await calculator.locator('.calc-result__row--main dd').first().innerText(),
        );
        expect(roubles(await terms.locator('.calc-result__row--main dd').innerText())).toBe(payment);

        const form = page.getByRole('region', { name: 'Заявка на лизинг на этих условиях' });
        // Typed at once, hydrated or not: what was typed into the server HTML stays (decision 0030;
        // tests/e2e/deferred-hydration.spec.ts types before hydration on purpose).
        await form.getByLabel(/^Имя/).fill('Анна Смирнова');
        await form
          .getByLabel(/^Телефон/)
          .fill(`+7 ${phone.slice(1, 4)} ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`);
        await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
        await form.getByRole('button', { name: 'Отправить заявку' }).click();
        await expect(form.getByRole('status')).toContainText('Заявка принята');

        const [stored] = await storedForms(page, phone);
        expect(stored?.type).toBe('lease-application');
        expect(stored?.payload).toMatchObject({
          carId,
          clientType: 'individual',
          advancePercent: 20,
          termMonths: 60,
          buyoutPercent: 1,
          monthlyPayment: payment,
        });
        expect(stored?.payload.advance).toBe(Math.round((stored?.payload.price as number) * 0.2 * 100) / 100);
      });
    },
  );
}

test("a car page's primary action is the application on the offer's terms; booking a viewing is the second (issue 40)", async ({
  page,
}) => {
  await page.goto('/catalog/haval-jolion-2025-8');
  const panel = page.locator('.car-price');
  const apply = panel.getByRole('link', { name: 'Оставить заявку на этих условиях' });
  await expect(apply).toHaveClass(/btn--primary/);
  const href = new URL((await apply.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/leasing-calculator');
  expect(href.hash).toBe('#form-lease-application');
  // The «от … на 60 мес.» figure's terms and this car.
  expect(href.searchParams.get('car')).toBe('8');
  expect(href.searchParams.get('term')).toBe('60');
  expect(href.searchParams.get('advance')).toBe('20');
  await expect(panel.getByRole('link', { name: 'Забронировать' })).toHaveClass(/btn--secondary/);
  // The primary comes first in the panel, the booking after it.
  await expect(panel.locator('a.btn').first()).toHaveText('Оставить заявку на этих условиях');
  // The footer's link says what it opens: the accessibility statement, by its heading.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Доступность сайта' });
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доступность сайта');
});
