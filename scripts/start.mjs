// npm start: build, then serve the site (PORT, default 8787) and the reference upstream
// (UPSTREAM_PORT, default 8788) on local workerd. Ctrl-C stops both.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { exitWhenOneStops, startWorkers } from './lib/workers.mjs';
import { root } from './lib/wrangler.mjs';

const sitePort = Number(process.env.PORT ?? 8787);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8788);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const upstreamUrl = `http://localhost:${upstreamPort}`;
const workers = await startWorkers({
  sitePort,
  upstreamPort,
  siteVars: {
    PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
    UPSTREAM_API_URL: upstreamUrl,
    UPSTREAM_AUTH_URL: upstreamUrl,
  },
});
console.log(
  `\n  Site:     ${workers.siteUrl}\n  Upstream: ${workers.upstreamUrl}  (OAuth client web / web-local-secret)\n  Ctrl-C stops both.\n`,
);

exitWhenOneStops(workers);
