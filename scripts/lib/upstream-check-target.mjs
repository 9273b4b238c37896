// What `npm run upstream:check` checks and as whom, from its flags and the environment: a pure
// function, so tests/unit/upstream-check-target.test.ts covers every way of pointing it at a back
// office without one (decision 0024).
//
// Secrets (the OAuth client's, the client's password) come from the environment or an --env-file,
// never from a flag: a command line is kept in shell history and shown to every process.
import { parseArgs } from 'node:util';

export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The seed's legal entity (upstream/seed/accounts.ts, README «Demo data»): contracts, deals, bills. */
const DEMO_CLIENT = { username: '79000000002', password: 'Demo-2026' };

/** `KEY=value` lines (a .dev.vars or .env file); `#` comments and blank lines skipped. */
export function parseEnvFile(text) {
  const values = new Map();
  for (const line of text.split(/\r?\n/)) {
    const m = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/);
    if (!m) continue;
    values.set(m[1], m[2].trim().replace(/^(['"])(.*)\1$/, '$2'));
  }
  return Object.fromEntries(values);
}

/**
 * The check's target from `argv` (the flags after `--`), `env` (process.env with an --env-file's
 * values over it) and the local OAuth client secret of .dev.vars (`localSecret`, used only against
 * localhost). `problems` (a flag or a half-given sign-in) stop the check before any request.
 */
export function checkTarget(argv, env, localSecret) {
  const { values } = parseArgs({
    args: argv,
    options: {
      api: { type: 'string' },
      auth: { type: 'string' },
      'client-id': { type: 'string' },
      scope: { type: 'string' },
      username: { type: 'string' },
      timeout: { type: 'string' },
      'env-file': { type: 'string' },
      'public-only': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const problems = [];
  const localUpstream = `http://localhost:${env.UPSTREAM_PORT ?? '8788'}`;
  const apiUrl = values.api ?? env.UPSTREAM_API_URL ?? localUpstream;
  const authUrl = values.auth ?? env.UPSTREAM_AUTH_URL ?? apiUrl;
  const urls = [apiUrl, authUrl].map((u) => {
    try {
      return new URL(u);
    } catch {
      problems.push(`Not an address: ${u} (--api, --auth: the back office's base URLs, https://…).`);
      return null;
    }
  });
  const isLocal = urls.every((u) => u && LOCAL_HOSTS.has(u.hostname));
  const plain = new Set(urls.filter((u) => u && !isLocal && u.protocol !== 'https:').map((u) => u.origin));
  for (const origin of plain)
    problems.push(`${origin} is not https: a deployed back office is checked over https only (tokens travel).`);
  const timeoutMs = Number(values.timeout ?? env.UPSTREAM_TIMEOUT_MS ?? 8000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    problems.push('--timeout (UPSTREAM_TIMEOUT_MS): 100..60000 ms.');

  const oauth = (secret) => ({
    clientId: values['client-id'] ?? env.PUBLIC_OAUTH_CLIENT_ID ?? 'web',
    clientSecret: secret,
    scope: values.scope ?? env.PUBLIC_OAUTH_SCOPE ?? '*',
  });
  const username = values.username ?? env.UPSTREAM_CHECK_USERNAME;
  const password = env.UPSTREAM_CHECK_PASSWORD;
  const secret = env.OAUTH_CLIENT_SECRET;
  let credentials = {};
  if (!values['public-only']) {
    const given = { UPSTREAM_CHECK_USERNAME: username, UPSTREAM_CHECK_PASSWORD: password, OAUTH_CLIENT_SECRET: secret };
    const missing = Object.entries(given)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    const localClient = secret || localSecret;
    if (missing.length === 0) credentials = { oauth: oauth(secret), client: { username, password } };
    else if (isLocal && localClient && !username && !password)
      // A demo password is sent only to this machine's reference upstream.
      credentials = { oauth: oauth(localClient), client: DEMO_CLIENT };
    else if (missing.length < 3)
      problems.push(
        `To sign in, set ${missing.join(', ')} too (environment or --env-file; --username for the login), or pass --public-only.`,
      );
  }
  return { apiUrl, authUrl, isLocal, timeoutMs, envFile: values['env-file'], credentials, problems };
}
