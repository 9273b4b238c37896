// The edge comparison of the benchmark (bench/run.mjs, issue 12): cached guest /catalog vs its
// uncached render vs a hashed asset vs the upstream call behind it, in rounds.
import { load, median } from './load.mjs';
import { scriptUrls, UNCACHED } from './page-weight.mjs';
import { withCpuPerRequest } from './process-cpu.mjs';

/**
 * Each target under 10 and 50 connections, `rounds` rounds of `seconds` each; `siteCpu` the site's
 * processes (bench/process-cpu.mjs) or null. The rows a target and connections, and the ratios.
 */
export async function edgeComparison({ base, upstreamBase, siteCpu, rounds: ROUNDS, seconds: LOAD_SECONDS }) {
  const compare = [];
  const edgeRatios = [];
  // The worker's own
  // cost is measured with `Accept-Encoding: identity` on every side: deployed, Cloudflare
  // compresses outside the worker (docs/decisions/0004). The same page and asset as a browser asks
  // for them (compressed by local workerd) are reported beside it.
  const catalogHtml = await (await fetch(`${base}/catalog`)).text();
  const asset = scriptUrls(catalogHtml).find((u) => u.startsWith('/assets/')) ?? '/favicon.svg';
  const IDENTITY = { 'accept-encoding': 'identity' };
  const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const targets = {
    cached: { name: 'cached guest /catalog (identity)', url: `${base}/catalog`, headers: IDENTITY },
    uncached: {
      name: 'uncached /catalog (render, identity)',
      url: `${base}/catalog`,
      headers: { ...UNCACHED, ...IDENTITY },
    },
    hashed: { name: `hashed asset ${asset} (identity)`, url: base + asset, headers: IDENTITY },
    cachedCompressed: {
      name: 'cached guest /catalog (compressed locally)',
      url: `${base}/catalog`,
      headers: BROWSER_ENCODINGS,
    },
    hashedCompressed: {
      name: `hashed asset ${asset} (compressed locally)`,
      url: base + asset,
      headers: BROWSER_ENCODINGS,
    },
    upstream: {
      name: 'upstream POST cars/filter',
      url: `${upstreamBase}/api/v1/cars/filter`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, perPage: 12 }),
    },
  };
  const order = Object.keys(targets);
  // Rounds in rotation, so each target meets the machine's moments alike; a ratio is taken
  // within a round (loads minutes apart differ by ±10 % on a shared machine) and reported as the
  // median of the rounds, like each target's figures.
  for (const connections of [10, 50]) {
    const rounds = Object.fromEntries(order.map((key) => [key, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const key of order) {
        const target = targets[key];
        const run = await withCpuPerRequest(key === 'upstream' ? null : siteCpu, () =>
          load({ ...target, connections, seconds: LOAD_SECONDS }),
        );
        rounds[key].push(run);
        const cpu = run.cpuMsPerRequest
          ? `  CPU/req worker ${run.cpuMsPerRequest.runtime} ms, dev proxy ${run.cpuMsPerRequest.proxy} ms`
          : '';
        console.log(
          `${target.name.padEnd(56)} ${String(connections).padStart(2)} conn  round ${round}  ${String(run.requestsPerSecond).padStart(5)} req/s  p50 ${run.p50Ms} ms  p95 ${run.p95Ms} ms  errors ${run.errors}${cpu}`,
        );
      }
    }
    for (const key of order) {
      const runs = rounds[key];
      compare.push({
        target: targets[key].name,
        connections,
        requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
        p50Ms: median(runs.map((r) => r.p50Ms)),
        p95Ms: median(runs.map((r) => r.p95Ms)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
        rounds: runs,
      });
    }
    const within = (a, b, field) =>
      Number(median(rounds[a].map((run, r) => run[field] / rounds[b][r][field])).toFixed(2));
    // How many cached pages the CPU of one asset answer buys: the worker alone (as deployed), and
    // with the local dev proxy.
    const cpuWithin = (groups) =>
      siteCpu
        ? Number(
            median(
              rounds.hashed.map((run, r) => {
                const cost = (one) => groups.reduce((sum, group) => sum + one.cpuMsPerRequest[group], 0);
                return cost(run) / Math.max(0.001, cost(rounds.cached[r]));
              }),
            ).toFixed(2),
          )
        : null;
    const ratio = {
      connections,
      workerCpuCachedVsAsset: cpuWithin(['runtime']),
      localCpuCachedVsAsset: cpuWithin(['runtime', 'proxy']),
      cachedVsRenderRequests: within('cached', 'uncached', 'requestsPerSecond'),
      cachedVsAssetRequests: within('cached', 'hashed', 'requestsPerSecond'),
      cachedVsAssetP95: within('cached', 'hashed', 'p95Ms'),
      compressedCachedVsAssetRequests: within('cachedCompressed', 'hashedCompressed', 'requestsPerSecond'),
      compressedCachedVsAssetP95: within('cachedCompressed', 'hashedCompressed', 'p95Ms'),
    };
    edgeRatios.push(ratio);
    console.log(
      `ratios at ${connections} connections (median of ${ROUNDS} rounds): cached/render ${ratio.cachedVsRenderRequests}x, cached/asset ${ratio.cachedVsAssetRequests}x (target 0.5x), p95 cached/asset ${ratio.cachedVsAssetP95}x; compressed locally: cached/asset ${ratio.compressedCachedVsAssetRequests}x, p95 ${ratio.compressedCachedVsAssetP95}x; CPU a request, asset/cached: worker ${ratio.workerCpuCachedVsAsset}x, with the dev proxy ${ratio.localCpuCachedVsAsset}x`,
    );
  }
  return { compare, edgeRatios };
}
