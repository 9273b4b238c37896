// The e2e tests drive Debian's Chromium (Playwright cannot download browsers here).
// Installs it when missing and running as root; otherwise says how to install it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (run(['update']) && run(['install', '-y', '--no-install-recommends', 'chromium']) && existsSync(CHROMIUM))
    process.exit(0);
  console.error('Installing chromium with apt-get failed.');
  process.exit(1);
}
console.error(
  `The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    '(or point CHROMIUM_PATH at another Chromium build), then run npm test again.',
);
process.exit(1);
