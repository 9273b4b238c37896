// npm run deploy:check: builds, then `wrangler deploy --dry-run` for both workers (no account,
// no network) and prints each bundle's size.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, runWrangler } from './lib/workers.mjs';

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
