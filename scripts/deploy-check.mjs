// npm run deploy:check: builds, then `wrangler deploy --dry-run` for both workers (no account,
// no network) and prints each bundle's size.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, runWrangler } from './lib/workers.mjs';

/** Development switches that must never be on in a deployed configuration. */
const DEV_FLAGS = ['DEV_OUTBOX_ENABLED', 'LOCAL_COMPRESSION'];
let unsafe = false;
for (const config of ['wrangler.toml', 'upstream/wrangler.toml']) {
  const text = readFileSync(path.join(root, config), 'utf8');
  for (const flag of DEV_FLAGS) {
    if (new RegExp(`^\\s*${flag}\\s*=\\s*"?true"?`, 'm').test(text)) {
      console.error(
        `${config}: ${flag} is on. It is for local development only (npm start switches it on): set it to "false".`,
      );
      unsafe = true;
    }
  }
  // The account's fixed «today» is for test runs only: deployed, the clock decides what is overdue.
  if (/^\s*FIXED_TODAY\s*=\s*"?\d/m.test(text)) {
    console.error(`${config}: FIXED_TODAY is set. It is for test runs only: remove it.`);
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
