// What `npm run deploy:check` refuses in a deployed wrangler configuration, as a function of the
// file's text so a unit test can feed it configs without building (tests/unit/deploy-config.test.ts).
import { parse } from 'smol-toml';

/** Development switches that must never be on in a deployed configuration. */
export const DEV_FLAGS = ['DEV_OUTBOX_ENABLED', 'LOCAL_COMPRESSION', 'NO_PUBLIC_DATA_CACHE'];

/**
 * Secrets of both workers: set with `wrangler secret put NAME`, locally in .dev.vars. A variable
 * and a secret cannot share a name, so one in [vars] either blocks the secret or ships its value.
 */
export const SECRET_NAMES = [
  'SESSION_SECRETS',
  'OAUTH_CLIENT_SECRET',
  'ALTCHA_HMAC_KEY',
  'VISITOR_ADDRESS_KEY',
  'SMSRU_API_ID',
];

/** Values of the local and test setups (.dev.vars.example, the test configs): public, never deployed. */
export const DEVELOPMENT_VALUES = [
  'web-local-secret',
  'change-me-to-a-random-string-of-32-or-more-characters',
  'test-session-secret-0123456789abcdef0123456789',
  'test-visitor-address-key-0123456789abcdef0123',
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

/** The environment `npm run deploy:check` checks and the README deploys. */
export const PRODUCTION = 'production';

/** Database ids that only hold a place: all zeros, a repeated digit, or not an id at all. */
const isPlaceholderId = (id) =>
  typeof id !== 'string' ||
  !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ||
  /^([0-9a-f])\1{7}-\1{4}-\1{4}-\1{4}-\1{11}[0-9a-f]$/i.test(id);

/** Whether `value` is an https address of a host other than this machine. */
function httpsProblem(value) {
  let url;
  try {
    url = new URL(String(value));
  } catch {
    return 'is not an address';
  }
  if (url.protocol !== 'https:') return 'is not https';
  if (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname) || url.hostname.endsWith('.localhost'))
    return 'is this machine (localhost)';
  return null;
}

/**
 * Why the production environment of a worker's config (`site`: wrangler.toml; `upstream`:
 * upstream/wrangler.toml; `state`: the site's sidecar, state/wrangler.toml) must not be deployed;
 * empty when it may. One rule a check, each with a
 * plain message naming the setting and what to do.
 */
export function productionProblems(worker, label, toml) {
  let config;
  try {
    config = parse(toml);
  } catch (err) {
    return [`${label}: not valid TOML (${err instanceof Error ? err.message.split('\n')[0] : err}).`];
  }
  const env = config.env?.[PRODUCTION];
  if (!env) return [`${label}: no [env.${PRODUCTION}]. Deploy the production environment, not the local one.`];
  const at = `${label} [env.${PRODUCTION}]`;
  const problems = [];
  const vars = env.vars ?? {};
  for (const flag of DEV_FLAGS) {
    if (Object.hasOwn(vars, flag) && String(vars[flag]) !== 'false')
      problems.push(`${at}: ${flag} must be "false" (a development switch).`);
  }
  for (const name of SECRET_NAMES) {
    if (Object.hasOwn(vars, name))
      problems.push(
        `${at}: ${name} is a secret: remove it from vars, set it with \`wrangler secret put ${name} --env ${PRODUCTION}\`.`,
      );
  }
  if (worker === 'site') {
    for (const name of ['PUBLIC_SITE_URL', 'UPSTREAM_API_URL', 'UPSTREAM_AUTH_URL']) {
      const why = httpsProblem(vars[name]);
      if (why) problems.push(`${at}: ${name} ${why}: set the https address it is reached at.`);
    }
    // Reached by URL the upstream sees the site worker's address on every request: only the signed
    // visitor address keeps per-address limits per visitor, and the site does not start without it.
    const bound = (env.services ?? []).some((s) => s.binding === 'UPSTREAM');
    const viaUrl = !bound || String(vars.UPSTREAM_VIA_URL) === 'true';
    if (viaUrl && !(env.secrets?.required ?? []).includes('VISITOR_ADDRESS_KEY'))
      problems.push(
        `${at}: the site reaches the upstream by URL (${bound ? 'UPSTREAM_VIA_URL is "true"' : 'no UPSTREAM service binding'}) but VISITOR_ADDRESS_KEY is not in [env.${PRODUCTION}.secrets] required: add it and set the same secret on the site and the back office (\`wrangler secret put VISITOR_ADDRESS_KEY --env ${PRODUCTION}\`). Without it the back office counts every visitor as one address, and the site refuses to start.`,
      );
    const customDomain = (env.routes ?? []).some((r) => typeof r === 'object' && r.custom_domain === true);
    if (!customDomain || env.workers_dev !== false)
      problems.push(
        `${at}: the site needs routes = [{ pattern = "<domain>", custom_domain = true }] and workers_dev = false: on *.workers.dev the Cache API does nothing (the guest page cache would be off).`,
      );
  }
  if (worker === 'upstream') {
    if (env.workers_dev !== false || env.preview_urls === true || (env.routes ?? []).length > 0 || env.route)
      problems.push(
        `${at}: the upstream would be public: set workers_dev = false and no routes (the site reaches it through its service binding).`,
      );
    for (const db of env.d1_databases ?? []) {
      if (isPlaceholderId(db.database_id))
        problems.push(
          `${at}: database_id of ${db.binding} is a placeholder: put the id \`wrangler d1 create ${db.database_name}\` prints.`,
        );
    }
    if ((env.d1_databases ?? []).length === 0) problems.push(`${at}: no D1 database (binding DB).`);
  }
  if (worker === 'state') {
    if (env.workers_dev !== false || env.preview_urls === true || (env.routes ?? []).length > 0 || env.route)
      problems.push(
        `${at}: the shared state would be public: set workers_dev = false and no routes (only the site's SHARED_STATE binding reaches it).`,
      );
    const created = (env.migrations ?? []).flatMap((m) => [...(m.new_sqlite_classes ?? []), ...(m.new_classes ?? [])]);
    if (!created.includes(SHARED_STATE_CLASS))
      problems.push(`${at}: no migration creates the Durable Object class ${SHARED_STATE_CLASS} (new_sqlite_classes).`);
  }
  return problems;
}

/** The Durable Object class of the site's sidecar (state/src/shared-state.ts), bound as SHARED_STATE. */
export const SHARED_STATE_CLASS = 'SharedState';

/** The name a config's worker is deployed under in `env`: its own `name` there, else `{name}-{env}`. */
const deployedName = (config, env) => config.env?.[env]?.name ?? `${config.name}-${env}`;

/**
 * Why the site's production SHARED_STATE binding (wrangler.toml) would not reach the sidecar's
 * production worker (state/wrangler.toml): another script name or class. Empty when it would.
 */
export function sharedStateBindingProblems(siteToml, stateToml) {
  let site;
  let state;
  try {
    site = parse(siteToml);
    state = parse(stateToml);
  } catch (err) {
    return [`shared state binding: not valid TOML (${err instanceof Error ? err.message.split('\n')[0] : err}).`];
  }
  const binding = (site.env?.[PRODUCTION]?.durable_objects?.bindings ?? []).find((b) => b.name === 'SHARED_STATE');
  const expected = deployedName(state, PRODUCTION);
  if (!binding)
    return [
      `wrangler.toml [env.${PRODUCTION}]: no SHARED_STATE binding: bind the class ${SHARED_STATE_CLASS} of script_name = "${expected}" (state/wrangler.toml).`,
    ];
  const problems = [];
  if (binding.script_name !== expected)
    problems.push(
      `wrangler.toml [env.${PRODUCTION}]: SHARED_STATE's script_name is "${binding.script_name}", but the site's sidecar deploys as "${expected}" (state/wrangler.toml).`,
    );
  if (binding.class_name !== SHARED_STATE_CLASS)
    problems.push(`wrangler.toml [env.${PRODUCTION}]: SHARED_STATE's class_name must be ${SHARED_STATE_CLASS}.`);
  return problems;
}
