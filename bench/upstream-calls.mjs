// Upstream calls per view and the guest cache's hit ratio (issue 33), read from the answers' own
// `Server-Timing` (`upstream;desc="N calls"`) and `x-edge-cache`. Part of `npm run bench`; alone,
// on a fresh local state (so «cold» is cold): `npm run bench:calls` (no build; build first).
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWorkers } from '../scripts/lib/workers.mjs';
import { root } from '../scripts/lib/wrangler.mjs';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from './pages.mjs';

/** A cookie of ours that makes the edge skip the guest cache (a render, not a stored copy). */
const BYPASS = { cookie: '__Host-bench=1' };

const sampleOf = (list, route) => {
  const page = list.find((p) => p.route === route);
  if (!page) throw new Error(`no page ${route} in common/pages.ts`);
  return page.sample;
};

/** The upstream calls and cache outcome of one answer. */
async function view(url, headers = {}) {
  const res = await fetch(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  await res.arrayBuffer();
  const timing = res.headers.get('server-timing') ?? '';
  const calls = /upstream;[^,]*desc="(\d+) calls"/.exec(timing)?.[1];
  if (calls === undefined) throw new Error(`${url}: ${res.status} without Server-Timing`);
  return { status: res.status, calls: Number(calls), cache: res.headers.get('x-edge-cache') ?? 'none' };
}

/**
 * Each view's upstream calls: the first view since the server started (cold), the same view again
 * (warm: a guest page is then the cached copy), and for guest pages the view rendered past the
 * page cache (warm render: only the public-data cache left).
 */
export async function upstreamCallsPerView(base, accountCookie) {
  const publicViews = [
    ['home', sampleOf(PUBLIC_PAGES, '/')],
    ['catalogue', sampleOf(PUBLIC_PAGES, '/catalog')],
    ['car', sampleOf(PUBLIC_PAGES, '/catalog/[slug]')],
    ['news', sampleOf(PUBLIC_PAGES, '/news')],
  ];
  const accountViews = [
    ['account home', sampleOf(ACCOUNT_PAGES, '/account')],
    ['contract', sampleOf(ACCOUNT_PAGES, '/account/cars/[id]')],
  ];
  const rows = [];
  for (const [name, route] of publicViews) {
    const cold = await view(base + route);
    const warm = await view(base + route);
    const warmRender = await view(base + route, BYPASS);
    rows.push({
      view: name,
      route,
      cold: cold.calls,
      warm: warm.calls,
      warmCache: warm.cache,
      warmRender: warmRender.calls,
      // `bypass`: the render really went past the page cache (only the public-data cache left).
      renderCache: warmRender.cache,
    });
  }
  for (const [name, route] of accountViews) {
    const cold = await view(base + route, { cookie: accountCookie });
    const warm = await view(base + route, { cookie: accountCookie });
    rows.push({
      view: name,
      route,
      cold: cold.calls,
      warm: warm.calls,
      warmCache: warm.cache,
      warmRender: warm.calls,
      renderCache: warm.cache,
    });
  }
  return rows;
}

/** Ad-click parameters as Yandex Direct, Google Ads and a mailer add them, unique per click. */
const adClick = (i) =>
  [`yclid=${7_400_000_000_000 + i}`, `utm_source=yandex&utm_medium=cpc&utm_campaign=spring&gclid=Cj0K${i}`][i % 2];

/**
 * The same server under the other loopback name: the guest cache keys by host, so a mix sent
 * there starts on an empty cache (its first view of each page a miss) whatever ran before.
 */
const otherHost = (base) => {
  const url = new URL(base);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
};

/**
 * The guest cache over a mix of public pages where every other request carries ad-click
 * parameters (and catalogue filters come in either order), from an empty cache: the share
 * answered from the cache (`hit` or `stale`), beside the share a key by the whole URL would have
 * had (the same URL seen before: the key before issue 33).
 */
export async function guestCacheHitRatio(siteBase, requests = 200) {
  const base = otherHost(siteBase);
  const pages = [
    '/',
    '/catalog',
    '/news',
    '/about',
    sampleOf(PUBLIC_PAGES, '/catalog/[slug]'),
    '/catalog?brand=kia&sort=price_asc',
    '/catalog?sort=price_asc&brand=kia',
  ];
  const seen = new Set();
  const outcomes = { hit: 0, stale: 0, miss: 0, other: 0 };
  let hits = 0;
  let byUrl = 0;
  for (let i = 0; i < requests; i++) {
    const page = pages[i % pages.length];
    const withAd = i % 2 === 1;
    const url = withAd ? `${page}${page.includes('?') ? '&' : '?'}${adClick(i)}` : page;
    const { cache } = await view(base + url);
    if (cache === 'hit' || cache === 'stale') hits += 1;
    outcomes[Object.hasOwn(outcomes, cache) ? cache : 'other'] += 1;
    if (seen.has(url)) byUrl += 1;
    seen.add(url);
  }
  return {
    requests,
    withAdClicks: Math.floor(requests / 2),
    pages: pages.length,
    outcomes,
    hitRatio: hits / requests,
    byWholeUrl: byUrl / requests,
  };
}

/** Alone: a fresh local state, both measures, printed as JSON. */
async function main() {
  const sitePort = Number(process.env.BENCH_SITE_PORT ?? 8793);
  const upstreamPort = Number(process.env.BENCH_UPSTREAM_PORT ?? 8794);
  const persistTo = '.wrangler/bench-calls-state';
  rmSync(path.resolve(root, persistTo), { recursive: true, force: true });
  const base = `http://localhost:${sitePort}`;
  const upstreamBase = `http://localhost:${upstreamPort}`;
  const workers = await startWorkers({
    sitePort,
    upstreamPort,
    persistTo,
    quiet: true,
    siteVars: { PUBLIC_SITE_URL: base, UPSTREAM_API_URL: upstreamBase, UPSTREAM_AUTH_URL: upstreamBase },
  });
  try {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ phone: '79000000002', password: 'Demo-2026' }),
    });
    const cookie =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('__Host-session='))
        ?.split(';')[0] ?? '';
    const loadBefore = loadavg()[0];
    const perView = await upstreamCallsPerView(base, cookie);
    const ratio = await guestCacheHitRatio(base);
    // Call counts and cache outcomes do not depend on speed, but the host's load says how busy it was.
    const load = { before: Number(loadBefore.toFixed(1)), after: Number(loadavg()[0].toFixed(1)) };
    console.table(perView);
    console.log(JSON.stringify({ loadAverage1m: load, upstreamCallsPerView: perView, guestCache: ratio }, null, 2));
  } finally {
    workers.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
