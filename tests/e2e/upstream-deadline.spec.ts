import { expect, type Page, test } from '@playwright/test';
import { FAULT_SITE_PORT, FAULT_TIMEOUT_MS, FAULT_UPSTREAM_PORT } from '../../playwright.config';
import { signInByPost } from './auth-helpers';

/**
 * One upstream deadline per request (issue 22): with every upstream read hanging, a page answers
 * within twice the site's bound plus a second, whatever it calls — not a multiple of the bound
 * per call (a page's render spends one bound; the error screen it ends on spends at most one more).
 * Runs on the fault site (tests/e2e/fault-upstream, bound FAULT_TIMEOUT_MS).
 */
const SITE = `http://localhost:${FAULT_SITE_PORT}`;
const CONTROL = `http://127.0.0.1:${FAULT_UPSTREAM_PORT}/__fault`;
/**
 * The bound is 2× the bound + 1 s; the test holds the site to 2× the bound, because a
 * hanging read and its retry alone took that long before the deadline was shared (3.1–3.4 s
 * measured with a 1.5 s bound) and a page now answers in about one bound (1.6–1.8 s).
 */
const BOUND_MS = 2 * FAULT_TIMEOUT_MS;

/** The time the server takes to answer `path` in full, with the browser's cookies. */
async function timedAnswer(page: Page, path: string) {
  const started = Date.now();
  const res = await page.request.get(SITE + path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  const body = await res.text();
  test.info().annotations.push({ type: 'answered', description: `${path} in ${Date.now() - started} ms` });
  return { status: res.status(), body, elapsed: Date.now() - started };
}

/**
 * With every upstream read hanging, `path` answers within the test's bound, on the error screen of
 * spec section 8 with 503 (a read that never answers), and the fault was met on the way.
 */
async function expectAnsweredWithinBound(page: Page, path: string) {
  await page.request.put(CONTROL, { data: { prefix: '/', fault: 'hang', reads: true } });
  const { status, body, elapsed } = await timedAnswer(page, path);
  const faulted = await page.request.get(CONTROL);
  expect(((await faulted.json()) as { faulted: number }).faulted, path).toBeGreaterThan(0);
  expect(elapsed, path).toBeLessThan(BOUND_MS);
  expect(status, path).toBe(503);
  expect(body, path).toContain('Что-то пошло не так');
}

test.describe('every upstream read hanging', () => {
  // The edge's deadline, not the layout: once, at desktop width (as tests/e2e/upstream-faults.spec.ts).
  test.skip(({ isMobile }) => isMobile, 'runs once, in the desktop project');
  test.afterEach(async ({ page }) => {
    await page.request.delete(CONTROL);
  });

  test('the home page answers within 2× the bound', async ({ page }) => {
    await expectAnsweredWithinBound(page, '/?deadline=1');
  });

  // The error screen it ends on spends what is left of the page's budget, not one of its own
  // (edge/middleware/error-screen.ts): it answered in 3.1–3.5 s while it had one.
  test('a contract page of a signed-in demo client answers within 2× the bound', async ({ page }) => {
    await signInByPost(page, '9000000001', SITE);
    await expectAnsweredWithinBound(page, '/account/cars/2');
  });
});
