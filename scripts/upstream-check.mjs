// npm run upstream:check [-- --api URL] [--auth URL]: calls every upstream call the site reads on a
// back office and checks each answer with the site's own schemas (edge/upstream-check/), printing
// one table; exits 1 if any call fails. Default: the local reference upstream of `npm start`.
//
// Signed-in calls: against a local upstream (localhost) as the seed's legal entity; elsewhere only
// with UPSTREAM_CHECK_USERNAME, UPSTREAM_CHECK_PASSWORD and OAUTH_CLIENT_SECRET (PUBLIC_OAUTH_CLIENT_ID
// and PUBLIC_OAUTH_SCOPE default to `web` and `*`), else the public calls alone (decision 0024).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { api: { type: 'string' }, auth: { type: 'string' } } });
const localUpstream = `http://localhost:${process.env.UPSTREAM_PORT ?? '8788'}`;
const apiUrl = values.api ?? process.env.UPSTREAM_API_URL ?? localUpstream;
const authUrl = values.auth ?? process.env.UPSTREAM_AUTH_URL ?? apiUrl;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocal = [apiUrl, authUrl].every((url) => LOCAL_HOSTS.has(new URL(url).hostname));

/** The local OAuth client's secret: `.dev.vars` as `npm start` wrote it, else its example. */
function localClientSecret() {
  for (const file of ['.dev.vars', '.dev.vars.example']) {
    try {
      const line = readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .find((l) => l.startsWith('OAUTH_CLIENT_SECRET='));
      if (line) return line.slice('OAUTH_CLIENT_SECRET='.length).trim();
    } catch {
      // The next file.
    }
  }
  return undefined;
}

function signIn() {
  const env = process.env;
  const oauth = (secret) => ({
    clientId: env.PUBLIC_OAUTH_CLIENT_ID || 'web',
    clientSecret: secret,
    scope: env.PUBLIC_OAUTH_SCOPE || '*',
  });
  if (env.UPSTREAM_CHECK_USERNAME && env.UPSTREAM_CHECK_PASSWORD && env.OAUTH_CLIENT_SECRET) {
    return {
      oauth: oauth(env.OAUTH_CLIENT_SECRET),
      client: { username: env.UPSTREAM_CHECK_USERNAME, password: env.UPSTREAM_CHECK_PASSWORD },
    };
  }
  const secret = localClientSecret();
  // The seed's legal entity (upstream/seed/accounts.ts, README «Demo data»): contracts, deals, bills.
  if (isLocal && secret) return { oauth: oauth(secret), client: { username: '79000000002', password: 'Demo-2026' } };
  return {};
}

const { module } = await runnerImport(path.join(root, 'edge/upstream-check/index.ts'), {
  configFile: false,
  root,
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
});
const { checkUpstream, checkPassed, checkTable } = module;

const credentials = signIn();
console.log(`Проверка бэк-офиса: ${apiUrl} (API), ${authUrl} (авторизация)`);
if (!credentials.client) console.log('Вызовы клиента пропущены: нет учётных данных (UPSTREAM_CHECK_USERNAME, …).');
// The site's own log lines of failed calls would interleave with the table: the table says it all.
const quiet = { log: console.log, error: console.error, warn: console.warn };
console.log = console.error = console.warn = () => {};
let rows;
try {
  rows = await checkUpstream({ apiUrl, authUrl, fetch: (url, init) => fetch(url, init), ...credentials });
} finally {
  Object.assign(console, quiet);
}
console.log(checkTable(rows));
process.exit(checkPassed(rows) ? 0 : 1);
