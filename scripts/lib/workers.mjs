// Starts the two workers on local workerd with `wrangler dev`: the reference upstream (D1 migrated
// and seeded first) and the built site, which reaches the upstream through its service binding.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Offline, quiet wrangler: no metrics, no Cloudflare lookups, logs inside the project. */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: path.join(root, '.xdg'),
    CI: process.env.CI ?? '1',
    ...extra,
  };
}

const wranglerBin = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

export function runWrangler(args, opts = {}) {
  const res = spawnSync(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    env: wranglerEnv(opts.env),
    stdio: opts.stdio ?? 'inherit',
  });
  if (res.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed with exit code ${res.status}`);
  return res;
}

/**
 * Local secrets of both workers (never in a wrangler.toml: npm run deploy:check refuses that).
 * The site's .dev.vars comes from the example with a fresh session key; the upstream's
 * upstream/.dev.vars (wrangler reads .dev.vars beside the config) from its example, with the
 * site's OAuth client secret so the two always agree.
 */
export function ensureDevVars() {
  const file = path.join(root, '.dev.vars');
  const fresh = () => randomBytes(32).toString('base64url');
  if (existsSync(file)) {
    // A .dev.vars written before the SMS challenge existed gets its key once.
    const current = readFileSync(file, 'utf8');
    if (!/^ALTCHA_HMAC_KEY=/m.test(current)) {
      writeFileSync(file, `${current.replace(/\n?$/, '\n')}ALTCHA_HMAC_KEY=${fresh()}\n`);
      console.log('Added a new local ALTCHA_HMAC_KEY to .dev.vars.');
    }
  } else {
    const example = readFileSync(path.join(root, '.dev.vars.example'), 'utf8');
    writeFileSync(
      file,
      example
        .replace(/^SESSION_SECRETS=.*$/m, `SESSION_SECRETS=${fresh()}`)
        .replace(/^ALTCHA_HMAC_KEY=.*$/m, `ALTCHA_HMAC_KEY=${fresh()}`),
    );
    console.log('Created .dev.vars with a new local session secret and challenge key.');
  }
  const upstreamFile = path.join(root, 'upstream', '.dev.vars');
  if (!existsSync(upstreamFile)) {
    const clientSecret = readFileSync(file, 'utf8').match(/^OAUTH_CLIENT_SECRET=(.*)$/m)?.[1];
    const example = readFileSync(path.join(root, 'upstream', '.dev.vars.example'), 'utf8');
    writeFileSync(
      upstreamFile,
      clientSecret ? example.replace(/^OAUTH_CLIENT_SECRET=.*$/m, `OAUTH_CLIENT_SECRET=${clientSecret}`) : example,
    );
    console.log('Created upstream/.dev.vars with the local OAuth client secret.');
  }
}

export function migrateUpstream(persistTo) {
  runWrangler(
    [
      'd1',
      'migrations',
      'apply',
      'leasing-upstream',
      '--local',
      '-c',
      'upstream/wrangler.toml',
      '--persist-to',
      persistTo,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** How long a local worker may take to answer once started: `WORKERS_START_TIMEOUT_MS` on a loaded machine. */
const START_TIMEOUT_MS = Number(process.env.WORKERS_START_TIMEOUT_MS) || 60_000;

async function waitForHttp(url, child, timeoutMs = START_TIMEOUT_MS, accept = () => true) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      await res.arrayBuffer();
      if (accept(res)) return;
      await new Promise((r) => setTimeout(r, 250));
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Fails when something already listens on `port`. workerd binds with SO_REUSEPORT, so a second
 * `wrangler dev` on a taken port starts without a word, and the kernel then shares the
 * connections between both: a benchmark or a test would partly talk to a stale server (a session
 * left running, an older build).
 */
async function assertPortFree(port) {
  const problem = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err) => resolve(err));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(null)));
  });
  if (problem?.code === 'EADDRINUSE') {
    throw new Error(`port ${port} is already in use (another server still running?): stop it first`);
  }
  if (problem) throw problem;
}

function devServer(config, port, persistTo, { vars = {}, quiet = false, inspectorPort, env = {} }) {
  const args = [
    wranglerBin,
    'dev',
    '-c',
    config,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(inspectorPort),
  ];
  for (const [k, v] of Object.entries(vars)) args.push('--var', `${k}:${v}`);
  return spawn(process.execPath, args, {
    cwd: root,
    env: wranglerEnv(env),
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Starts both workers and resolves once both answer. `siteVars` and `upstreamVars` override
 * wrangler vars (tests shorten token lifetimes this way). Returns a stop function.
 */
export async function startWorkers({
  sitePort = 8787,
  upstreamPort = 8788,
  persistTo = '.wrangler/state',
  siteVars = {},
  upstreamVars = {},
  quiet = false,
  withUpstream = true,
  // Another worker in the upstream's place (the e2e fault double); it has no database to migrate.
  upstreamConfig = 'upstream/wrangler.toml',
  withSite = true,
  xdgConfigHome,
} = {}) {
  ensureDevVars();
  for (const port of [withUpstream && upstreamPort, withSite && sitePort].filter(Boolean)) await assertPortFree(port);
  // Service bindings between `wrangler dev` sessions are found through a registry in the config
  // home; a separate one isolates a site instance from upstreams started elsewhere.
  const env = xdgConfigHome ? { XDG_CONFIG_HOME: path.resolve(root, xdgConfigHome) } : {};
  // That registry is this instance's alone: an entry left by a server that was killed would point
  // the site at a dead session (every upstream call «Network connection lost» until a restart).
  if (xdgConfigHome)
    rmSync(path.resolve(root, xdgConfigHome, '.wrangler', 'registry'), { recursive: true, force: true });
  const children = [];
  let upstream;
  if (withUpstream) {
    if (upstreamConfig === 'upstream/wrangler.toml') migrateUpstream(persistTo);
    upstream = devServer(upstreamConfig, upstreamPort, persistTo, {
      // Local development only: the SMS outbox shows codes of registration and restore.
      vars: { DEV_OUTBOX_ENABLED: 'true', ...upstreamVars },
      quiet,
      env,
      inspectorPort: upstreamPort + 1000,
    });
    children.push(upstream);
  }
  const site = withSite
    ? devServer('wrangler.toml', sitePort, persistTo, {
        // Local servers compress pages like Cloudflare's edge does in production (edge/local-encoding.ts).
        vars: { LOCAL_COMPRESSION: 'true', ...siteVars },
        quiet,
        env,
        inspectorPort: sitePort + 1000,
      })
    : undefined;
  if (site) children.push(site);
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    if (upstream) await waitForHttp(`http://127.0.0.1:${upstreamPort}/`, upstream);
    if (site) await waitForHttp(`http://127.0.0.1:${sitePort}/builds/latest.json`, site);
    // The site finds the upstream's dev session through wrangler's registry a moment after both
    // are up; wait until the service binding answers so the first page has its data.
    if (upstream && site)
      await waitForHttp(`http://127.0.0.1:${sitePort}/api/health`, site, START_TIMEOUT_MS, (res) => res.ok);
  } catch (err) {
    stop();
    throw err;
  }
  return { stop, children, siteUrl: `http://localhost:${sitePort}`, upstreamUrl: `http://localhost:${upstreamPort}` };
}
