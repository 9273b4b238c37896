// npm run deploy:check: checks the production environment of the three workers (the site, its
// shared-state sidecar state/, the reference upstream), builds, then `wrangler deploy --dry-run
// --env production` for each (no account, no network) and prints each bundle's size. Refused first, before building: any config with a development flag on, a secret in
// vars or a development secret value; a production environment with an http or localhost address,
// a placeholder database id, no custom domain for the site, a public upstream or sidecar, a site
// whose SHARED_STATE binding misses the sidecar, or a site that reaches the upstream by URL without
// VISITOR_ADDRESS_KEY among its required secrets (scripts/lib/deploy-config.mjs,
// tests/unit/deploy-config.test.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  deployConfigProblems,
  PRODUCTION,
  productionProblems,
  sharedStateBindingProblems,
} from './lib/deploy-config.mjs';
import { root, runWrangler } from './lib/workers.mjs';

// In the order of a deploy (README «Deploying»): the sidecar the site binds, the site, the upstream.
const WORKERS = [
  { worker: 'state', label: 'shared-state sidecar worker', config: 'state/wrangler.toml', out: 'state' },
  { worker: 'site', label: 'site worker', config: 'wrangler.toml', out: 'site' },
  { worker: 'upstream', label: 'upstream worker', config: 'upstream/wrangler.toml', out: 'upstream' },
];

let unsafe = false;
for (const { worker, config } of WORKERS) {
  const toml = readFileSync(path.join(root, config), 'utf8');
  for (const problem of [...deployConfigProblems(config, toml), ...productionProblems(worker, config, toml)]) {
    console.error(problem);
    unsafe = true;
  }
}
const read = (config) => readFileSync(path.join(root, config), 'utf8');
for (const problem of sharedStateBindingProblems(read('wrangler.toml'), read('state/wrangler.toml'))) {
  console.error(problem);
  unsafe = true;
}
if (unsafe) process.exit(1);
console.log(`All three configs' [env.${PRODUCTION}] pass the deploy rules.`);

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

for (const { label, config, out } of WORKERS) {
  console.log(`\n== ${label} (${config}, --env ${PRODUCTION})`);
  runWrangler([
    'deploy',
    '--dry-run',
    '-c',
    config,
    '--env',
    PRODUCTION,
    '--outdir',
    path.join('.wrangler', 'dry-run', out),
  ]);
}
