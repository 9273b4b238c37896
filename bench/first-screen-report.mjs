// The first screen on a phone, summarised (bench/first-screen.mjs, bench/run.mjs): medians of
// Lighthouse audits per page, the main-thread breakdown, the scripts that cost most, the client
// JavaScript a page fetched by network idle, each against bench/budgets.json.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { auditOnce, failedAudits, openAuditBrowser } from './lighthouse.mjs';
import { median } from './load.mjs';
import { PUBLIC_PAGES } from './pages.mjs';

const carPage = PUBLIC_PAGES.find((page) => page.route.startsWith('/catalog/['));

/** The four pages of issue 41; the contract is the demo legal entity's (contract 3). */
export const firstScreenPages = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'catalogue', path: '/catalog', signedIn: false },
  { name: 'car page', path: carPage.sample, signedIn: false },
  { name: 'contract', path: '/account/cars/3', signedIn: true },
];

/** The session cookie (`name=value`) of the demo legal entity, signed in through the site itself. */
export async function signIn(base, phone = '79000000002') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ phone, password: 'Demo-2026' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
  return cookie ? cookie.split(';')[0] : '';
}

const gzipCache = new Map();
/** Bytes of a script gzip level 9 (as bench/run.mjs counts them), whatever the local server sent. */
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

/** The page's own scripts fetched by the end of the audit (network idle). */
function scripts(lhr, site) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(site)).map((item) => item.url);
}

const round = (n) => Math.round(n);
const medianOf = (values) => round(median(values));

/** Median ms per main-thread group (script evaluation, style & layout, parse HTML…). */
function breakdown(audits) {
  const groups = new Map();
  for (const lhr of audits) {
    for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
      groups.set(item.groupLabel, [...(groups.get(item.groupLabel) ?? []), item.duration]);
    }
  }
  return Object.fromEntries([...groups].map(([label, list]) => [label, medianOf(list)]).sort((a, b) => b[1] - a[1]));
}

/** The scripts that cost the main thread most (median of runs; ms of evaluation and of parsing). */
function bootup(audits, site) {
  const byUrl = new Map();
  for (const lhr of audits) {
    for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
      const name = item.url.startsWith(site) ? item.url.slice(site.length) : item.url;
      byUrl.set(name, [...(byUrl.get(name) ?? []), item]);
    }
  }
  return [...byUrl]
    .map(([url, list]) => ({
      url,
      scriptingMs: medianOf(list.map((i) => i.scripting)),
      parseMs: medianOf(list.map((i) => i.scriptParseCompile)),
      totalMs: medianOf(list.map((i) => i.total)),
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, 6);
}

const mark = (ok) => (ok ? 'within' : 'OVER');

/** Medians of one site's runs per page, printed and returned, each against the budgets. */
async function summarise(site, runs, budgets) {
  const rows = [];
  for (const page of firstScreenPages) {
    const own = runs.filter((r) => r.page === page.name);
    if (own.length === 0) continue;
    const audits = own.map((r) => r.lhr);
    const numeric = (id) => medianOf(audits.map((lhr) => lhr.audits[id].numericValue));
    const urls = [...new Set(audits.flatMap((lhr) => scripts(lhr, site)))];
    let jsGzipBytes = 0;
    for (const url of urls) jsGzipBytes += await gzipBytes(url);
    const row = {
      page: page.name,
      path: page.path,
      performance: medianOf(audits.map((lhr) => (lhr.categories.performance.score ?? 0) * 100)),
      tbtMs: numeric('total-blocking-time'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      loadAverage: Number(median(own.map((r) => r.loadAverage)).toFixed(2)),
      samples: own.map((r) => ({
        performance: round((r.lhr.categories.performance.score ?? 0) * 100),
        tbtMs: round(r.lhr.audits['total-blocking-time'].numericValue),
        lcpMs: round(r.lhr.audits['largest-contentful-paint'].numericValue),
        loadAverage: Number(r.loadAverage.toFixed(2)),
      })),
      mainThreadMs: breakdown(audits),
      costliestScripts: bootup(audits, site),
      scripts: urls.map((u) => u.slice(site.length)),
      jsGzipBytes,
      failedAudits: failedAudits(audits[0]),
    };
    row.budget = {
      performance: mark(row.performance >= budgets.performance),
      tbt: mark(row.tbtMs <= budgets.tbtMs),
      lcp: mark(row.lcpMs <= budgets.lcpMs),
      js: page.signedIn ? 'n/a' : mark(jsGzipBytes <= budgets.guestJsGzipBytes),
    };
    rows.push(row);
  }
  console.log(`\n${site}: median of ${runs.length / firstScreenPages.length} per page`);
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(9)} performance ${r.performance} (${r.budget.performance} ≥ ${budgets.performance})  TBT ${r.tbtMs} ms (${r.budget.tbt})  LCP ${r.lcpMs} ms (${r.budget.lcp})  JS ${(r.jsGzipBytes / 1000).toFixed(1)} KB gzip (${r.budget.js})  load avg ${r.loadAverage}`,
    );
    console.log(
      `          main thread: ${Object.entries(r.mainThreadMs)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(`          failed audits: ${r.failedAudits.join(', ')}`);
    console.log(`          scripts: ${r.costliestScripts.map((s) => `${s.url} ${s.totalMs}`).join(', ')}`);
  }
  return rows;
}

/** The budgets of the first screen (bench/budgets.json): the one file both reports read. */
export const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/**
 * `runs` audits of each first-screen page on each site, the sites alternating run by run, with the
 * 1-minute load average at each audit; the summary per site.
 */
export async function auditFirstScreen(sites, runs) {
  const browser = await openAuditBrowser();
  const bySite = Object.fromEntries(sites.map((site) => [site, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const site of sites) {
        // A fresh session each round: a session of the start may have expired by the last run.
        const cookie = await signIn(site);
        for (const page of firstScreenPages) {
          const loadAverage = loadavg()[0];
          const lhr = await auditOnce(browser, site, page.path, page.signedIn ? cookie : '');
          bySite[site].push({ page: page.name, loadAverage, lhr });
          const perf = Math.round((lhr.categories.performance.score ?? 0) * 100);
          console.log(
            `${site} run ${run} ${page.name.padEnd(9)} performance ${perf}  TBT ${round(lhr.audits['total-blocking-time'].numericValue)} ms  LCP ${round(lhr.audits['largest-contentful-paint'].numericValue)} ms  (load ${loadAverage.toFixed(2)})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const report = {};
  for (const site of sites) report[site] = await summarise(site, bySite[site], budgets);
  return report;
}
