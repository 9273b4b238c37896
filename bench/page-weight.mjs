// A page's weight for the benchmark (bench/run.mjs): the JavaScript and CSS its HTML makes a browser
// load (raw and gzip), and the latency of sequential requests.
import { gzipSync } from 'node:zlib';
import { percentile } from './load.mjs';

/** Every JavaScript file the HTML makes the browser load: scripts, module preloads, bootstraps. */
export function scriptUrls(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  return [...urls];
}

const fileCache = new Map();
/** A file's bytes, raw and gzip at level 9, fetched once a run. */
async function fileBytes(url, base) {
  if (!fileCache.has(url)) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    fileCache.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return fileCache.get(url);
}

/** Every stylesheet the HTML links. */
const styleUrls = (html) => [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);

/** The client JavaScript (files, raw and gzip bytes) and CSS (gzip bytes) a page's HTML loads. */
export async function pageWeight(html, base) {
  const scripts = scriptUrls(html);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const url of scripts) {
    const size = await fileBytes(url, base);
    jsRaw += size.raw;
    jsGzip += size.gzip;
  }
  let cssGzip = 0;
  for (const url of styleUrls(html)) cssGzip += (await fileBytes(url, base)).gzip;
  return { jsFiles: scripts.length, jsRaw, jsGzip, cssGzip };
}

/** Any cookie of ours makes the edge render instead of answering from its cache (edge/cache/guest-pages.ts). */
export const UNCACHED = { cookie: '__Host-bench=1' };

/** Median and p95 of `count` sequential requests of `url`. */
export async function sequential(url, headers, count) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const r = await fetch(url, { headers });
    await r.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: Number(percentile(times, 50).toFixed(2)), p95Ms: Number(percentile(times, 95).toFixed(2)) };
}
