import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import budgets from '../../bench/budgets.json' with { type: 'json' };

/**
 * zod is in no guest page's first JavaScript (issue 41, decision 0030): a form island loads its
 * schema when it opens, and nothing a page hydrates at once may import a module that builds zod
 * rules at load. It came back once through the car lists' buttons on every card (their rules and
 * the form's schema shared a module). Judged by what the scripts contain, not by chunk names: zod
 * keeps its `_zod` property through minification. On a phone (the phone project: a phone's
 * user agent, the server folds the catalogue's filters) the same scripts stay within the budget.
 */
const GUEST_PAGES = ['/', '/catalog', '/catalog/haval-jolion-2025-8'];

for (const path of GUEST_PAGES) {
  test(
    `${path}: no script fetched by network idle carries zod; on a phone they stay within the budget`,
    {
      tag: '@phone',
    },
    async ({ page }, info) => {
      const scripts: Promise<{ url: string; zod: boolean; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response.body().then((body) => ({
            url: response.url(),
            zod: body.includes('_zod'),
            gzip: gzipSync(body, { level: 9 }).length,
          })),
        );
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const fetched = await Promise.all(scripts);
      expect(fetched.length).toBeGreaterThan(3);
      expect(fetched.filter((script) => script.zod).map((script) => script.url)).toEqual([]);
      // The bytes npm run bench:phone counts (gzip -9 of each script), against bench/budgets.json: a
      // change that adds first JavaScript to a guest page pays for it here, not only in a bench run.
      if (info.project.name !== 'phone') return;
      const total = fetched.reduce((sum, script) => sum + script.gzip, 0);
      const listing = fetched.map((script) => `${script.gzip} ${new URL(script.url).pathname}`).join('\n');
      expect(total, listing).toBeLessThanOrEqual(budgets.guestJsGzipBytes);
    },
  );
}
