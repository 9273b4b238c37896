// What `npm run deploy:check` refuses in a deployed wrangler configuration, as a function of the
// file's text so a unit test can feed it configs without building (tests/unit/deploy-config.test.ts).

/** Development switches that must never be on in a deployed configuration. */
export const DEV_FLAGS = ['DEV_OUTBOX_ENABLED', 'LOCAL_COMPRESSION'];

/**
 * Secrets of both workers: set with `wrangler secret put NAME`, locally in .dev.vars. A variable
 * and a secret cannot share a name, so one in [vars] either blocks the secret or ships its value.
 */
export const SECRET_NAMES = ['SESSION_SECRETS', 'OAUTH_CLIENT_SECRET'];

/** Values of the local and test setups (.dev.vars.example, the test configs): public, never deployed. */
export const DEVELOPMENT_VALUES = [
  'web-local-secret',
  'change-me-to-a-random-string-of-32-or-more-characters',
  'test-session-secret-0123456789abcdef0123456789',
];

/** The `KEY = value` lines of every [vars] table of a TOML text ([vars], [env.NAME.vars]). */
function varsKeys(toml) {
  const keys = [];
  let inVars = false;
  for (const line of toml.split(/\r?\n/)) {
    const header = line.match(/^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$/);
    if (header) {
      inVars = header[1] === 'vars' || /\.vars$/.test(header[1]);
      continue;
    }
    const key = line.match(/^\s*"?([A-Za-z0-9_]+)"?\s*=/);
    if (inVars && key) keys.push(key[1]);
    // An inline table: vars = { NAME = "…" }.
    const inline = line.match(/^\s*vars\s*=\s*\{(.*)\}/);
    if (inline) for (const m of inline[1].matchAll(/"?([A-Za-z0-9_]+)"?\s*=/g)) keys.push(m[1]);
  }
  return keys;
}

/** Why `toml` (the text of `label`) must not be deployed; empty when it may. */
export function deployConfigProblems(label, toml) {
  const problems = [];
  const keys = varsKeys(toml);
  for (const flag of DEV_FLAGS) {
    if (new RegExp(`^\\s*${flag}\\s*=\\s*"?true"?`, 'm').test(toml)) {
      problems.push(
        `${label}: ${flag} is on. It is for local development only (npm start switches it on): set it to "false".`,
      );
    }
  }
  for (const name of SECRET_NAMES) {
    if (keys.includes(name)) {
      problems.push(
        `${label}: ${name} is a secret, yet it sits in [vars]. Remove it there: set it with \`wrangler secret put ${name}\` (locally in .dev.vars).`,
      );
    }
  }
  // The account's fixed «today» is for test runs only: deployed, the clock decides what is overdue.
  if (keys.includes('FIXED_TODAY')) {
    problems.push(`${label}: FIXED_TODAY is set. It is for test runs only: remove it.`);
  }
  for (const value of DEVELOPMENT_VALUES) {
    if (toml.includes(value))
      problems.push(`${label}: the development value «${value}» is configured: never deploy it.`);
  }
  return problems;
}
