// Lighthouse's mobile audit of pages (its default profile: simulated slow 4G, 150 ms RTT,
// 1.6 Mbit/s, 4x CPU slowdown, a phone screen), performance and accessibility, in Debian's
// Chromium. Every audit is a first visit: the browser's cookies are cleared before it, and a
// signed-in page gets the session cookie in the browser's own cookie jar.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './load.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
];

/** Audits that did not pass, with Lighthouse's own estimate: what to look at first. */
export function failedAudits(lhr) {
  return Object.entries(lhr.audits)
    .filter(
      ([, a]) =>
        a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map(([id, a]) => (a.displayValue ? `${id} (${a.displayValue})` : id));
}

/**
 * The browser's cookies set for one audit: none, or the session of a signed-in page. Lighthouse
 * keeps cookies between audits (a page's `viewport` cookie stayed), and a Cookie header passed
 * as an extra header loses to the browser's own: until 2026-11-25 the contract page was audited
 * after the public pages had left that cookie, was redirected to /login, and /login was scored.
 */
async function setCookies(jar, base, cookie) {
  await jar.clearCookies();
  if (!cookie) return;
  const at = cookie.indexOf('=');
  await jar.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), domain: new URL(base).hostname, path: '/', secure: true },
  ]);
}

/** A Chromium for Lighthouse, and the same browser driven over CDP only to set its cookies. */
export async function openAuditBrowser() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const [jar] = driver.contexts();
  return {
    port: chrome.port,
    jar,
    close: async () => {
      await driver.close().catch(() => undefined);
      chrome.kill();
    },
  };
}

/**
 * One Lighthouse mobile audit of `base + path` as a first visit (`cookie`: the session of a
 * signed-in page, `name=value`, or nothing); its report (lhr).
 */
export async function auditOnce(browser, base, path, cookie = '') {
  // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): that run is
  // repeated, up to twice, instead of ending the whole benchmark.
  for (let attempt = 1; ; attempt++) {
    await setCookies(browser.jar, base, cookie);
    const { lhr } = await lighthouse(base + path, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!lhr.runtimeError) {
      // A redirect (a lost session to /login, say) would score another page: refuse it.
      const landed = new URL(lhr.finalDisplayedUrl);
      if (landed.pathname + landed.search !== path) {
        throw new Error(`${path}: Lighthouse audited ${landed.pathname}${landed.search} instead`);
      }
      return lhr;
    }
    if (attempt === 3) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    console.warn(`${path}: ${lhr.runtimeError.code}, audited again`);
  }
}

/**
 * Median performance and accessibility scores (0–100) and metrics of `runs` audits of each page.
 * `cookieFor(path)` gives the session cookie (`name=value`) of a signed-in page, or nothing.
 */
export async function auditPages(base, pages, { runs = 1, cookieFor = () => '' } = {}) {
  const browser = await openAuditBrowser();
  const results = [];
  try {
    for (const { name, path } of pages) {
      const audits = [];
      for (let i = 0; i < runs; i++) audits.push(await auditOnce(browser, base, path, cookieFor(path)));
      const metric = (id) => Math.round(median(audits.map((lhr) => lhr.audits[id].numericValue)));
      const score = (id) => Math.round(median(audits.map((lhr) => (lhr.categories[id].score ?? 0) * 100)));
      const row = {
        page: name,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: Number(median(audits.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue)).toFixed(3)),
        failedAudits: failedAudits(audits[0]),
        runs,
      };
      results.push(row);
      console.log(
        `${name.padEnd(16)} performance ${String(row.performance).padStart(3)}  accessibility ${String(row.accessibility).padStart(3)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
