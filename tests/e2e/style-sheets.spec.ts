import { expect, test } from '@playwright/test';

/** The flight data (RSC payload) a page carries inline, decoded. */
function flightData(html: string): string {
  return [...html.matchAll(/__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((m) => JSON.parse(m[1] ?? '""') as string)
    .join('');
}

test.describe('style sheets of server components (src/server/css-links-once.tsx)', () => {
  test('a page links each style sheet once in its flight data, and every one of them in its head', async ({
    request,
  }) => {
    for (const path of ['/catalog', '/', '/contacts']) {
      const html = await (await request.get(path)).text();
      const keys = [...flightData(html).matchAll(/"css:(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
      // Twelve car cards, nine filter groups, eighteen offices: each sheet still once.
      expect(keys.length, path).toBeGreaterThan(2);
      expect(new Set(keys).size, path).toBe(keys.length);
      const head = html.slice(0, html.indexOf('</head>'));
      for (const href of keys) expect(head, `${path} ${href}`).toContain(`href="${href}"`);
    }
  });

  test('a page reached by a client-side navigation has the sheets of its components', async ({ page }) => {
    // The about page uses no car card, so its sheet arrives with the navigation.
    await page.goto('/about');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'still the same document';
    });
    await page.locator('footer').getByRole('link', { name: 'Каталог' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог автомобилей');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'still the same document',
    );
    const card = page.locator('.car-card').first();
    await expect(card).toHaveCSS('position', 'relative');
    await expect(card).toHaveCSS('overflow', 'hidden');
  });
});
