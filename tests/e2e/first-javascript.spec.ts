import { expect, test } from '@playwright/test';

/**
 * zod is in no guest page's first JavaScript (issue 41, decision 0030): a form island loads its
 * schema when it opens, and nothing a page hydrates at once may import a module that builds zod
 * rules at load. It came back once through the car lists' buttons on every card (their rules and
 * the form's schema shared a module). Judged by what the scripts contain, not by chunk names: zod
 * keeps its `_zod` property through minification.
 */
const GUEST_PAGES = ['/', '/catalog', '/catalog/haval-jolion-2025-8'];

for (const path of GUEST_PAGES) {
  test(`${path}: no script fetched by network idle carries zod`, async ({ page }) => {
    const scripts: Promise<{ url: string; zod: boolean }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((text) => ({ url: response.url(), zod: text.includes('_zod') })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const fetched = await Promise.all(scripts);
    expect(fetched.length).toBeGreaterThan(3);
    expect(fetched.filter((script) => script.zod).map((script) => script.url)).toEqual([]);
  });
}
