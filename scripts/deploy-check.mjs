// npm run deploy:check: checks the production environment of the three workers (the site, its
// shared-state sidecar state/, the reference upstream), builds, then `wrangler deploy --dry-run
// --env production` for each (no account, no network) and prints each bundle's size. Refused
// first, before building: the shipped examples (a `# REPLACE` comment left in, the example
// database id, the example domain while a REPLACE comment names it), so the repository as it
// stands FAILS this check until a company puts its own values; any config with a development flag
// on, a secret in vars or a development secret value; a production environment with an http or
// localhost address, a placeholder database id, no custom domain for the site, a public upstream
// or sidecar, a site whose SHARED_STATE binding misses the sidecar, or a site that reaches the
// upstream by URL without VISITOR_ADDRESS_KEY among its required secrets
// (scripts/lib/deploy-config.mjs, tests/unit/deploy-config.test.ts).
//
// `--rules-only` stops after the rules (no build, no dry run); `--configs DIR` reads the three
// configs from DIR (its wrangler.toml, upstream/wrangler.toml, state/wrangler.toml) instead of the
// repository: tests/unit/deploy-config.test.ts runs both on a filled-in copy.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  deployConfigProblems,
  PRODUCTION,
  productionProblems,
  sharedStateBindingProblems,
} from './lib/deploy-config.mjs';
import { exampleProblems } from './lib/deploy-examples.mjs';
import { root, runWrangler } from './lib/wrangler.mjs';

// In the order of a deploy (README «Deploying»): the sidecar the site binds, the site, the upstream.
const WORKERS = [
  { worker: 'state', label: 'shared-state sidecar worker', config: 'state/wrangler.toml', out: 'state' },
  { worker: 'site', label: 'site worker', config: 'wrangler.toml', out: 'site' },
  { worker: 'upstream', label: 'upstream worker', config: 'upstream/wrangler.toml', out: 'upstream' },
];

const { values: flags } = parseArgs({
  options: { 'rules-only': { type: 'boolean', default: false }, configs: { type: 'string' } },
});
const configRoot = flags.configs ? path.resolve(flags.configs) : root;
const read = (config) => readFileSync(path.join(configRoot, config), 'utf8');

let unsafe = false;
for (const { worker, config } of WORKERS) {
  const toml = read(config);
  for (const problem of [
    ...exampleProblems(config, toml),
    ...deployConfigProblems(config, toml),
    ...productionProblems(worker, config, toml),
  ]) {
    console.error(problem);
    unsafe = true;
  }
}
for (const problem of sharedStateBindingProblems(read('wrangler.toml'), read('state/wrangler.toml'))) {
  console.error(problem);
  unsafe = true;
}
if (unsafe) {
  console.error(`\nNot deployable as configured: fix each line above (README «Deploying to Cloudflare»).`);
  process.exit(1);
}
console.log(`All three configs' [env.${PRODUCTION}] pass the deploy rules.`);
if (flags['rules-only']) process.exit(0);
if (flags.configs) {
  console.error('--configs checks the rules only: build and dry-run the repository itself (without --configs).');
  process.exit(1);
}

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
