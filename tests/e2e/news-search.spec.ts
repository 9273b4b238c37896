import { expect, test } from '@playwright/test';

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'news search with JavaScript' : 'news search without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('finds news by words and by dates at an address that can be shared', async ({ page }) => {
      await page.goto('/news');
      const search = page.getByRole('form', { name: 'Поиск по новостям' });
      await search.getByLabel('Поиск').fill('Tank');
      await search.getByRole('button', { name: 'Найти' }).click();
      await expect(page).toHaveURL(/\/news\?q=Tank/);
      await expect(page.getByRole('status').filter({ hasText: 'Найдено' })).toHaveText('Найдено: 1 новость');
      await expect(page.locator('.news-card')).toHaveCount(1);
      await expect(page.locator('.news-card').first()).toContainText('В каталоге появились Tank 300 и Tank 500');

      // A date range alone: the two news of March 2025, newest first; the fields keep the values.
      await page.goto('/news');
      await search.getByLabel('С', { exact: true }).fill('2025-03-01');
      await search.getByLabel('По', { exact: true }).fill('2025-03-31');
      await search.getByRole('button', { name: 'Найти' }).click();
      await expect(page).toHaveURL(/\/news\?(?:q=&)?from=2025-03-01&to=2025-03-31$/);
      await expect(page.locator('.news-card')).toHaveCount(2);
      await expect(page.locator('.news-card').nth(0)).toContainText('Tank 300');
      await expect(page.locator('.news-card').nth(1)).toContainText('Как выбрать срок лизинга');
      await expect(search.getByLabel('С', { exact: true })).toHaveValue('2025-03-01');

      // Nothing found says so, and «Сбросить» brings every news item back.
      await page.goto('/news?q=абракадабра');
      await expect(page.getByText('По этому запросу новостей нет')).toBeVisible();
      await page.getByRole('link', { name: 'Сбросить' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.locator('.news-card')).toHaveCount(9);
    });
  });
}
