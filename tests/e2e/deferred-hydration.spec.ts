import { expect, type Page, test } from '@playwright/test';
import { heldAnswer } from './held-answer';

/** Two animation frames after the load: every island the page hydrates at once has hydrated. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test.describe('islands below the fold hydrate when needed (src/components/shell/DeferredHydration.tsx)', () => {
  test('the server puts a deferred island in place, not streamed after the page', async ({ request }) => {
    // A rendered copy (any cookie of ours bypasses the edge cache): the calculator and the call-back form.
    const html = await (await request.get('/', { headers: { cookie: '__Host-test=1' } })).text();
    const islands = html.match(/data-hydration-id="[^"]+"><!--&-->/g) ?? [];
    expect(islands).toHaveLength(2);
    expect(html).not.toContain('<template id="B:');
    expect(html).toMatch(/data-hydration-id="[^"]+"><!--&--><form[^>]*class="calc/);
  });

  test('the home calculator hydrates when it comes near the viewport, then recomputes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/');
    await settled(page);
    const calc = page.locator('form.calc');
    await expect(calc).toHaveCount(1);
    // Its server HTML is on the page, but nothing of it ran: not hydrated before the visitor scrolls.
    await expect(calc).not.toHaveAttribute('data-ready');
    await expect(page.locator('form[data-enhanced]')).toHaveCount(0);
    await calc.scrollIntoViewIfNeeded();
    await expect(calc).toHaveAttribute('data-ready');
    await calc.getByLabel('Срок, месяцев', { exact: true }).fill('60');
    await expect(calc.locator('.calc-result')).toContainText('Сумма договора');
  });

  test("a press on a deferred form hydrates it first: the island's own check answers, not the browser", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/contacts');
    await settled(page);
    const region = page.getByRole('region', { name: 'Задать вопрос' });
    const form = region.locator('form');
    await expect(form).not.toHaveAttribute('data-enhanced');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    // The press scrolls the button into view and clicks at once, before the viewport watcher could act.
    await region.getByRole('button', { name: /Отправить/ }).click();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await expect(region.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('what was typed into a deferred form before it hydrated stays, on a page opened at a #hash', async ({
    page,
  }) => {
    // Waku restores the #hash in an effect just after hydration: a route change that reaches the
    // application's still dehydrated boundary. React then rendered the form anew when its gate
    // opened, over what had been typed into its server HTML, and until then held back the
    // calculator at the top as well (decision 0030).
    await page.setViewportSize({ width: 375, height: 640 });
    const { held: scripts, release } = heldAnswer();
    await page.route('**/assets/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto(
      '/leasing-calculator?price=3000000&advance=20&term=60&buyout=1&client=individual#form-lease-application',
      { waitUntil: 'domcontentloaded' },
    );
    const region = page.getByRole('region', { name: 'Заявка на лизинг на этих условиях' });
    const name = region.getByLabel(/^Имя/);
    // Typed before any script ran, into the server HTML; then the visitor scrolls back up, so the
    // application is far from the viewport when the page hydrates.
    await name.fill('Анна Смирнова');
    await page.evaluate(() => window.scrollTo(0, 0));
    release();
    await settled(page);
    await name.focus();
    await expect(region.locator('form')).toHaveAttribute('data-enhanced', 'true');
    // Hydrated in place, or rendered anew once its code arrived with what was typed given back.
    await expect(name).toHaveValue('Анна Смирнова');
    await expect(page.locator('form.calc')).toHaveAttribute('data-ready');
    // The island's own state has it too: its check passes the name and stops at the phone.
    await region.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(region.getByText('Заполните поле «Имя»')).toHaveCount(0);
    await expect(region.getByText('Заполните поле «Телефон»')).toBeVisible();
  });

  test('on a phone the catalogue filters hydrate when the visitor opens the folded panel, then count', {
    tag: '@phone',
  }, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    // The server folds the panel for a phone (viewport cookie), as the browser's own cookie would.
    await page.context().addCookies([{ name: 'viewport', value: 'mobile', url: baseURL }]);
    await page.goto('/catalog');
    await settled(page);
    const details = page.locator('details.catalog-filters');
    await expect(details).not.toHaveAttribute('open');
    const form = details.locator('form');
    await expect(form).not.toHaveAttribute('data-enhanced');
    await details.locator('summary').click();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    // A change reaches the island: it asks for the new count and stays on the page.
    const counted = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/catalog/count'));
    await page.getByRole('group', { name: 'Коробка передач' }).getByRole('checkbox').first().check();
    await counted;
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test(
    'a first visit, before the browser wrote its cookie, is rendered for the device the browser says it is',
    { tag: '@phone' },
    async ({ page }, info) => {
      // The phone project browses with a phone's user agent, the desktop one with a desktop's.
      const phone = info.project.name === 'phone';
      const [request] = await Promise.all([
        page.waitForRequest((r) => new URL(r.url()).pathname === '/catalog'),
        page.goto('/catalog'),
      ]);
      expect((await request.allHeaders())['sec-ch-ua-mobile']).toBe(phone ? '?1' : '?0');
      expect(request.headers().cookie ?? '').not.toContain('viewport=');
      await expect(page.locator('body')).toHaveAttribute('data-breakpoint', phone ? 'mobile' : 'desktop');
      await settled(page);
      const details = page.locator('details.catalog-filters');
      const form = details.locator('form');
      if (phone) {
        // Folded and not hydrated: the cars come first on the screen, not the filter groups.
        await expect(details).not.toHaveAttribute('open');
        await expect(form).not.toHaveAttribute('data-enhanced');
        await expect(page.locator('.car-card').first()).toBeInViewport();
      } else {
        // The spec's fallback, desktop: the panel open beside the cars, in view, hydrated at once.
        await expect(details).toHaveAttribute('open');
        await expect(form).toHaveAttribute('data-enhanced', 'true');
      }
    },
  );

  test("a card's list buttons wake at the first press, made again once their code arrives: no reload", async ({
    page,
  }) => {
    // Their code is held back until the press has happened: the press meets unhydrated buttons.
    const { held, release } = heldAnswer();
    await page.route('**/assets/CarListToggles-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/catalog?sort=newest');
    await settled(page);
    const card = page.locator('.car-card').nth(2);
    await expect(card.locator('[data-hydration-armed]')).toHaveCount(1);
    // Seen is not used: no card's buttons hydrated with the page.
    await expect(page.locator('.car-card form[data-list-ready]')).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
    });
    await card.getByRole('button', { name: /^В избранное ?: / }).click();
    await expect(card.locator('[data-hydration-armed]')).toHaveCount(0);
    release();
    await expect(page.locator('.toast')).toContainText('добавлен в избранное');
    await expect(card.getByRole('button', { name: /^Убрать из избранного ?: / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Избранное (1)' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    // Only the pressed card's buttons woke.
    await expect(page.locator('.car-card form[data-list-ready]')).toHaveCount(2);
  });
});
