import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './auth-helpers';

/**
 * Issue 23 item 8: Back and Forward keep every filter form in step with the URL — the page the
 * URL names shows its filters, never what was ticked before leaving it.
 */
async function backAndForward(page: Page, box: () => ReturnType<Page['getByLabel']>, filtered: RegExp) {
  await page.goBack();
  await expect(page).not.toHaveURL(filtered);
  await expect(box()).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(filtered);
  await expect(box()).toBeChecked();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the schedule’s «Оплачен» follows Back and Forward', async ({ page }) => {
      await openSignedIn(page, '79000000001', '/account/cars/2');
      const filters = () => page.getByRole('form', { name: 'Фильтры графика' });
      const paid = () => filters().getByLabel('Оплачен');
      await paid().check();
      await filters().getByRole('button', { name: 'Показать' }).click();
      await expect(page).toHaveURL(/status=paid/);
      await backAndForward(page, paid, /status=paid/);
    });

    test('the operations’ period follows Back and Forward', async ({ page }) => {
      await openSignedIn(page, '79000000001', '/account/cars/2');
      const form = () => page.getByRole('form', { name: 'Период операций' });
      await form().getByLabel('С', { exact: true }).fill('2025-03-01');
      await form().getByRole('button', { name: 'Показать' }).click();
      await expect(page).toHaveURL(/from=2025-03-01/);
      await page.goBack();
      await expect(page).not.toHaveURL(/from=/);
      await expect(form().getByLabel('С', { exact: true })).toHaveValue('');
      await page.goForward();
      await expect(form().getByLabel('С', { exact: true })).toHaveValue('2025-03-01');
    });

    test('the bills’ status follows Back and Forward', async ({ page }) => {
      await openSignedIn(page, '79000000002', '/account/bills');
      const filters = () => page.getByRole('form', { name: 'Фильтры счетов' });
      const box = () => filters().getByRole('checkbox').first();
      await box().check();
      await filters().getByRole('button', { name: 'Показать' }).click();
      await expect(page).toHaveURL(/status=/);
      await backAndForward(page, box, /status=/);
    });
  });
}

test('the catalogue’s brand follows Back and Forward', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'the phone folds the same filter form: one project covers it');
  await page.goto('/catalog');
  await expect(page.locator('form.catalog-filters__form[data-enhanced]')).toHaveCount(1);
  const kia = () => page.getByRole('group', { name: 'Марка' }).getByLabel(/^Kia/);
  await kia().check();
  await expect(page).toHaveURL(/\/catalog\?brand=kia$/);
  await backAndForward(page, kia, /brand=kia/);
});
