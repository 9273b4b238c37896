// npm run screenshots: renders every page of the one page list (common/pages.ts, through
// bench/pages.mjs) at 320, 375, 768 and 1366 px into `screenshots/<width>/<page>.png` for a design
// review; account pages signed in as the demo legal entity (it sees bills too). Needs a build
// (npm run build). Serves the site and its upstream itself on SCREENSHOTS_PORT (8803) and +1 with
// the tests' fixed day, or shoots a running site: `npm run screenshots -- --url http://localhost:8787`.
// `--only 375,1366` limits the widths, `--page account` the pages whose address contains the word.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../bench/pages.mjs';
import { exitWhenOneStops, startWorkers } from './lib/workers.mjs';
import { root } from './lib/wrangler.mjs';

const WIDTHS = [320, 375, 768, 1366];
/** Phones are rendered for a phone (edge/middleware/viewport.ts reads the user agent's hints). */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const FIXED_TODAY = '2026-11-25';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    only: { type: 'string' },
    page: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
  },
});

const widths = values.only ? values.only.split(',').map(Number) : WIDTHS;
const outDir = path.resolve(root, values.out);
const port = Number(process.env.SCREENSHOTS_PORT ?? 8803);

let workers;
let base = values.url;
if (!base) {
  workers = await startWorkers({
    sitePort: port,
    upstreamPort: port + 1,
    persistTo: `.wrangler/screenshots-${port}`,
    xdgConfigHome: `.xdg-screenshots-${port}`,
    quiet: true,
    siteVars: {
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      UPSTREAM_API_URL: `http://localhost:${port + 1}`,
      UPSTREAM_AUTH_URL: `http://localhost:${port + 1}`,
      FIXED_TODAY,
    },
    upstreamVars: { FIXED_TODAY },
  });
  exitWhenOneStops(workers);
  base = workers.siteUrl;
}

/** Signs the demo legal entity in through the site's own form post, its cookie kept by the context. */
async function signIn(context) {
  const res = await context.request.post(`${base}/api/auth/login`, {
    form: { phone: '79000000002', password: 'Demo-2026' },
    headers: { origin: base, 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  if (res.status() !== 303) throw new Error(`sign-in answered ${res.status()}`);
}

const pages = [
  ...PUBLIC_PAGES.filter((p) => !p.route.includes('icons')).map((p) => ({ address: p.sample, account: false })),
  { address: '/compare?ids=1,2,3', account: false },
  ...ACCOUNT_PAGES.map((p) => ({ address: p.sample, account: true })),
].filter((p) => !values.page || p.address.includes(values.page));

const fileName = (address) => (address === '/' ? 'home' : address.slice(1).replace(/[^a-z0-9-]+/gi, '_')) || 'home';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  rmSync(outDir, { recursive: true, force: true });
  for (const width of widths) {
    const phone = width < 768;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 740 : 900 },
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
      ...(phone ? { isMobile: true, hasTouch: true, userAgent: PHONE_UA } : {}),
    });
    await signIn(context);
    const page = await context.newPage();
    mkdirSync(path.join(outDir, String(width)), { recursive: true });
    for (const { address } of pages) {
      await page.goto(new URL(address, base).href, { waitUntil: 'networkidle' });
      const file = path.join(outDir, String(width), `${fileName(address)}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${width} ${address} → ${path.relative(root, file)}`);
    }
    await context.close();
  }
} catch (err) {
  console.error(`screenshots: ${err.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  workers?.stop();
}
// The servers' processes would keep this one alive.
process.exit();
