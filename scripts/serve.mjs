// Serves the already built site (and, unless --no-upstream, the reference upstream) for tests and
// benchmarks: node scripts/serve.mjs --site-port 8790 --upstream-port 8791 --persist .wrangler/e2e
// (each worker keeps its state in its own folder inside it). A server that fails to start, or
// stops later, ends this process non-zero with the server's name and its last stderr lines.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exitWhenOneStops, startWorkers } from './lib/workers.mjs';
import { root } from './lib/wrangler.mjs';

const { values } = parseArgs({
  options: {
    'site-port': { type: 'string', default: '8790' },
    'upstream-port': { type: 'string', default: '8791' },
    persist: { type: 'string', default: '.wrangler/e2e-state' },
    'no-upstream': { type: 'boolean', default: false },
    'upstream-config': { type: 'string', default: 'upstream/wrangler.toml' },
    xdg: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
    'upstream-var': { type: 'string', multiple: true, default: [] },
    // The site worker's console goes to this file (emptied first) instead of this process's output.
    'log-file': { type: 'string' },
  },
});

const toVars = (list) =>
  Object.fromEntries(list.map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]));
if (values.fresh) rmSync(path.resolve(root, values.persist), { recursive: true, force: true });
if (values['log-file']) writeFileSync(path.resolve(root, values['log-file']), '');

const sitePort = Number(values['site-port']);
const upstreamPort = Number(values['upstream-port']);
const upstreamUrl = values['no-upstream'] ? 'http://127.0.0.1:9' : `http://localhost:${upstreamPort}`;
const workers = await startWorkers({
  sitePort,
  upstreamPort,
  persistTo: values.persist,
  withUpstream: !values['no-upstream'],
  upstreamConfig: values['upstream-config'],
  xdgConfigHome: values.xdg,
  quiet: true,
  siteVars: {
    PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
    UPSTREAM_API_URL: upstreamUrl,
    UPSTREAM_AUTH_URL: upstreamUrl,
    ...toVars(values.var),
  },
  upstreamVars: toVars(values['upstream-var']),
  siteLogFile: values['log-file'],
}).catch((err) => {
  console.error(`serve.mjs: ${err.message}`);
  process.exit(1);
});
console.log(`serving ${workers.siteUrl}`);
exitWhenOneStops(workers);
