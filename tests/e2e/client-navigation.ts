import { expect, type Page } from '@playwright/test';

/**
 * Follows the footer's link `name` and waits for the heading of the page it opens; says whether the
 * browser kept its document (a client navigation) or loaded the page anew (a mark set on the
 * document before the click is still there, or gone).
 */
export async function followFooterLink(page: Page, name: string, heading: string): Promise<'client' | 'full load'> {
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'still the same document';
  });
  await page.locator('footer').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const marker = await page.evaluate(() => (window as unknown as { marker?: string }).marker);
  return marker === 'still the same document' ? 'client' : 'full load';
}
