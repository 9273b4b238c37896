// npm run upstream:check [-- --api URL] [--auth URL] [--username LOGIN] [--client-id ID] [--scope S]
//   [--timeout MS] [--env-file FILE] [--public-only]: calls every upstream call the site reads on a
// back office and checks each answer with the site's own schemas (edge/upstream-check/), printing
// one table; exits 1 if any call fails. Default: the local reference upstream of `npm start`.
//
// A deployed back office: `--api https://api.company.ru` (and `--auth` where the auth API lives
// elsewhere). Signed-in calls need the site's OAuth client and a client account there:
// OAUTH_CLIENT_SECRET and UPSTREAM_CHECK_PASSWORD from the environment or `--env-file` (never a
// flag), the login from --username or UPSTREAM_CHECK_USERNAME; the client id and scope from the
// flags or PUBLIC_OAUTH_CLIENT_ID / PUBLIC_OAUTH_SCOPE (default `web`, `*`). Half of them is an
// error; none of them checks the public calls alone (`--public-only` says so outright). Against
// localhost the seed's legal entity signs in with the local client of .dev.vars (decision 0024;
// scripts/lib/upstream-check-target.mjs, tests/unit/upstream-check-target.test.ts).
//
// The reference upstream deployed by the README has no public address (the site reaches it by its
// service binding): check it before it goes private, or the company's own back office by its URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';
import { checkTarget, parseEnvFile } from './lib/upstream-check-target.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The local OAuth client's secret: `.dev.vars` as `npm start` wrote it, else its example. */
function localClientSecret() {
  for (const file of ['.dev.vars', '.dev.vars.example']) {
    try {
      const values = parseEnvFile(readFileSync(path.join(root, file), 'utf8'));
      if (values.OAUTH_CLIENT_SECRET) return values.OAUTH_CLIENT_SECRET;
    } catch {
      // The next file.
    }
  }
  return undefined;
}

const argv = process.argv.slice(2);
let target;
try {
  target = checkTarget(argv, process.env, localClientSecret());
  if (target.envFile) {
    const fromFile = parseEnvFile(readFileSync(path.resolve(target.envFile), 'utf8'));
    target = checkTarget(argv, { ...process.env, ...fromFile }, localClientSecret());
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
}
if (target.problems.length) {
  for (const problem of target.problems) console.error(problem);
  process.exit(2);
}
const { apiUrl, authUrl, credentials, timeoutMs } = target;

const { module } = await runnerImport(path.join(root, 'edge/upstream-check/index.ts'), {
  configFile: false,
  root,
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
});
const { checkUpstream, checkPassed, checkTable } = module;

console.log(`Проверка бэк-офиса: ${apiUrl} (API), ${authUrl} (авторизация)`);
if (!credentials.client) console.log('Вызовы клиента пропущены: нет учётных данных (UPSTREAM_CHECK_USERNAME, …).');
// The site's own log lines of failed calls would interleave with the table: the table says it all.
const quiet = { log: console.log, error: console.error, warn: console.warn };
console.log = console.error = console.warn = () => {};
let rows;
try {
  rows = await checkUpstream({ apiUrl, authUrl, timeoutMs, fetch: (url, init) => fetch(url, init), ...credentials });
} finally {
  Object.assign(console, quiet);
}
console.log(checkTable(rows));
process.exit(checkPassed(rows) ? 0 : 1);
