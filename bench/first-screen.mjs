// npm run bench:phone — the first screen on a phone (issue 41, decision 0030): Lighthouse 13
// mobile (simulated slow 4G, 4x CPU), median of five first visits of the home page, the
// catalogue, a car page and a contract (signed in), with TBT and LCP beside the score, the
// main-thread breakdown and the client JavaScript fetched by network idle; reported against
// bench/budgets.json. The 1-minute load average is written beside each figure: a busy host
// scores lower, so compare builds in one sitting.
//
// Alone it builds, serves the site on local workerd (BENCH_SITE_PORT, BENCH_UPSTREAM_PORT) and
// audits it. `--site URL` (repeatable) audits sites already running instead, alternating between
// them run by run (a build before a change against one after, in the same minutes).
// Writes bench/first-screen.json.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startWorkers } from '../scripts/lib/workers.mjs';
import { root } from '../scripts/lib/wrangler.mjs';
import { auditFirstScreen, budgets } from './first-screen-report.mjs';

const { values } = parseArgs({
  options: { site: { type: 'string', multiple: true }, 'no-build': { type: 'boolean' } },
});
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

let workers;
let sites = values.site ?? [];
if (sites.length === 0) {
  if (!values['no-build']) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const sitePort = Number(process.env.BENCH_SITE_PORT ?? 8793);
  const upstreamPort = Number(process.env.BENCH_UPSTREAM_PORT ?? 8794);
  const upstream = `http://localhost:${upstreamPort}`;
  workers = await startWorkers({
    sitePort,
    upstreamPort,
    persistTo: '.wrangler/bench-state',
    quiet: true,
    siteVars: {
      PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
      UPSTREAM_API_URL: upstream,
      UPSTREAM_AUTH_URL: upstream,
    },
  });
  sites = [`http://localhost:${sitePort}`];
}

let report;
try {
  report = await auditFirstScreen(sites, RUNS);
} finally {
  workers?.stop();
}
writeFileSync(
  path.join(root, 'bench', 'first-screen.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, budgets, sites: report }, null, 2)}\n`,
);
console.log('\nWrote bench/first-screen.json');
process.exit(0);
