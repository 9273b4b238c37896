// Largest Contentful Paint and Total Blocking Time of pages in Chromium under a slow 4G profile
// (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with the CPU slowed down 4x, as the phone
// Lighthouse emulates (its screen and user agent, so the request says «phone» as a real one does),
// each page a first visit (a new browser context, nothing cached in the browser).
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { median } from './load.mjs';

const PROFILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/**
 * Lighthouse's mobile device (a Moto G Power), from the pinned Lighthouse itself, so both
 * measurements see the same phone. Its user agent makes Chromium send `Sec-CH-UA-Mobile: ?1`.
 */
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
const PHONE = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

const OBSERVE = `
  window.__lcp = 0; window.__tbt = 0; window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__tbt += Math.max(0, e.duration - 50);
      window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, e.startTime + e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
`;

/** Lighthouse's idea of «settled»: the main thread has run no long task for this long. */
const QUIET_WINDOW_MS = 1000;

async function visit(browser, url, prepare) {
  const context = await browser.newContext(PHONE);
  // Signed-in pages: the session cookie comes from the site's own sign-in, loading no page.
  await prepare(context);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // A redirect (a lost session to /login, say) would measure another page: refuse it.
  if (page.url() !== url) throw new Error(`${url}: the visit ended on ${page.url()} instead`);
  // Hydration and late islands run after load: read once the network is idle and the main thread
  // has been quiet for a whole window (no long task), not after a fixed sleep.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page
    .waitForFunction((quiet) => performance.now() - window.__lastLongTaskEnd >= quiet, QUIET_WINDOW_MS, {
      timeout: 30_000,
      polling: 100,
    })
    .catch(() => undefined);
  const { lcp, tbt } = await page.evaluate(() => ({ lcp: window.__lcp, tbt: window.__tbt }));
  await context.close();
  return { lcp, tbt };
}

/** Median LCP and TBT (ms) of `runs` first visits of each page. */
export async function measurePages(base, pages, { runs = 3, prepareFor = () => async () => {} } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results = [];
  try {
    for (const { name, path } of pages) {
      const lcps = [];
      const tbts = [];
      for (let i = 0; i < runs; i++) {
        const { lcp, tbt } = await visit(browser, base + path, prepareFor(path));
        lcps.push(lcp);
        tbts.push(tbt);
      }
      const row = {
        page: name,
        path,
        lcpMs: Math.round(median(lcps)),
        tbtMs: Math.round(median(tbts)),
        runs,
        // Every visit's figures, so a median can be read against its spread.
        lcpSamplesMs: lcps.map(Math.round),
        tbtSamplesMs: tbts.map(Math.round),
      };
      results.push(row);
      console.log(
        `${name.padEnd(16)} LCP ${String(row.lcpMs).padStart(5)} ms  TBT ${String(row.tbtMs).padStart(4)} ms  (median of ${runs}, slow 4G, 4x CPU; LCP ${row.lcpSamplesMs.join('/')}, TBT ${row.tbtSamplesMs.join('/')})`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
