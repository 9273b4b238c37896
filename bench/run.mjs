// npm run bench: builds, serves the site on local workerd and measures each public route:
// HTML bytes, client JavaScript the page loads (raw and gzip), median and p95 latency of 200
// sequential requests, and requests per second under a bounded concurrent load (autocannon).
// Writes bench/results.json. Figures, not assertions: nothing here fails a build.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { root, startWorkers } from '../scripts/lib/workers.mjs';

const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 8793);
const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 8794);
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const base = `http://localhost:${SITE_PORT}`;
const upstreamBase = `http://localhost:${UPSTREAM_PORT}`;
const workers = await startWorkers({
  sitePort: SITE_PORT,
  upstreamPort: UPSTREAM_PORT,
  persistTo: '.wrangler/bench-state',
  quiet: true,
  siteVars: { PUBLIC_SITE_URL: base, UPSTREAM_API_URL: upstreamBase, UPSTREAM_AUTH_URL: upstreamBase },
});

/** A car slug and a news code from the upstream, so their pages are measured too. */
async function sampleDetailRoutes() {
  const routes = [];
  try {
    const cars = await (await fetch(`${upstreamBase}/api/v1/cars/popular-cars`)).json();
    const car = (cars.items ?? cars)[0];
    if (car?.slug) routes.push(`/catalog/${car.slug}`);
  } catch {}
  try {
    const news = await (await fetch(`${upstreamBase}/api/v1/news`)).json();
    const item = (news.items ?? news)[0];
    if (item?.code) routes.push(`/news/${item.code}`);
  } catch {}
  return routes;
}

/** The not-found screen loads the framework and the shell only: the baseline for page budgets. */
const BASELINE_ROUTE = '/bench/baseline';
const routes = [
  BASELINE_ROUTE,
  '/',
  '/about',
  '/credit',
  '/contacts',
  '/trade-in',
  '/news',
  '/catalog',
  '/login',
  '/registration',
  ...(await sampleDetailRoutes()),
];

/** The session cookie of a demo client, for the account pages (signed in through the site itself). */
async function signIn(phone) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ phone, password: 'Demo-2026' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
  return cookie ? cookie.split(';')[0] : '';
}
const accountCookie = await signIn('79000000002');
/** Account pages of the legal entity (contract 3 is theirs); measured with its session cookie. */
const ACCOUNT_ROUTES = ['/account', '/account/cars', '/account/cars/3', '/account/bills', '/account/profile'];
routes.push(...ACCOUNT_ROUTES);
const headersFor = (route) => (ACCOUNT_ROUTES.includes(route) ? { cookie: accountCookie } : {});

/** Every JavaScript file the HTML makes the browser load: scripts, module preloads, bootstraps. */
function scriptUrls(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  return [...urls];
}

const jsCache = new Map();
async function jsBytes(url) {
  if (!jsCache.has(url)) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    jsCache.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return jsCache.get(url);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const results = [];
try {
  for (const route of routes) {
    const res = await fetch(base + route, { headers: headersFor(route) });
    const html = await res.text();
    const scripts = scriptUrls(html);
    let jsRaw = 0;
    let jsGzip = 0;
    for (const url of scripts) {
      const size = await jsBytes(url);
      jsRaw += size.raw;
      jsGzip += size.gzip;
    }
    const times = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      const started = performance.now();
      const r = await fetch(base + route, { headers: headersFor(route) });
      await r.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const load = await autocannon({
      url: base + route,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      headers: headersFor(route),
    });
    const row = {
      route,
      status: res.status,
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html).length,
      jsFiles: scripts.length,
      jsBytes: jsRaw,
      jsGzipBytes: jsGzip,
      medianMs: Number(percentile(times, 50).toFixed(2)),
      p95Ms: Number(percentile(times, 95).toFixed(2)),
      requestsPerSecond: Math.round(load.requests.average),
      loadErrors: load.errors + load.non2xx,
    };
    results.push(row);
    console.log(
      `${route.padEnd(40)} ${String(row.status).padEnd(4)} html ${String(row.htmlBytes).padStart(7)} B  js ${String(row.jsGzipBytes).padStart(7)} B gz (${row.jsFiles} files)  median ${row.medianMs} ms  p95 ${row.p95Ms} ms  ${row.requestsPerSecond} req/s`,
    );
  }
} finally {
  workers.stop();
}

const baseline = results.find((r) => r.route === BASELINE_ROUTE)?.jsGzipBytes ?? 0;
for (const row of results) row.jsGzipAboveBaseline = row.jsGzipBytes - baseline;
const output = {
  measuredAt: new Date().toISOString(),
  baseline: { route: BASELINE_ROUTE, jsGzipBytes: baseline, meaning: 'the 404 screen: Waku, React and the app shell' },
  machine: {
    node: process.version,
    sequentialRequests: SEQUENTIAL,
    loadSeconds: LOAD_SECONDS,
    loadConnections: LOAD_CONNECTIONS,
  },
  routes: results,
};
writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log('\nWrote bench/results.json');
process.exit(0);
