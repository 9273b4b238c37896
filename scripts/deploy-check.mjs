// npm run deploy:check: builds, then `wrangler deploy --dry-run` for both workers (no account,
// no network) and prints each bundle's size. Refused first, before building: a development flag
// on, a secret in [vars] or a development secret value (scripts/lib/deploy-config.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployConfigProblems } from './lib/deploy-config.mjs';
import { root, runWrangler } from './lib/workers.mjs';

let unsafe = false;
for (const config of ['wrangler.toml', 'upstream/wrangler.toml']) {
  for (const problem of deployConfigProblems(config, readFileSync(path.join(root, config), 'utf8'))) {
    console.error(problem);
    unsafe = true;
  }
}
if (unsafe) process.exit(1);

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

for (const [label, config] of [
  ['site worker', 'wrangler.toml'],
  ['upstream worker', 'upstream/wrangler.toml'],
]) {
  console.log(`\n== ${label} (${config})`);
  runWrangler([
    'deploy',
    '--dry-run',
    '-c',
    config,
    '--outdir',
    path.join('.wrangler', 'dry-run', path.dirname(config) === '.' ? 'site' : 'upstream'),
  ]);
}
