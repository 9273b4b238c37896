// The W3C Nu HTML checker of the e2e suite (vnu-jar) runs on Java. Installs Debian's headless JRE
// when `java` is missing and running as root; otherwise says how to install it.
import { spawnSync } from 'node:child_process';

const has = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
if (has()) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log("java is missing: installing Debian's default-jre-headless package...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (run(['update']) && run(['install', '-y', '--no-install-recommends', 'default-jre-headless']) && has()) {
    process.exit(0);
  }
  console.error('Installing Java with apt-get failed.');
  process.exit(1);
}
console.error(
  'The HTML validity test needs Java (the W3C Nu checker).\n' +
    'Install it with:  sudo apt-get update && sudo apt-get install -y default-jre-headless\n' +
    'then run npm test again.',
);
process.exit(1);
