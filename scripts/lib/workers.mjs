// Starts the workers on local workerd with `wrangler dev`: the reference upstream (D1 migrated and
// seeded first) and the built site, which reaches the upstream through its service binding. The
// site's sidecar (state/wrangler.toml: the shared state's Durable Object) runs inside the site's
// own `wrangler dev`, a second `-c`, so its binding never waits on the dev registry.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
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
    // A .dev.vars written before a key existed gets it once.
    for (const name of ['ALTCHA_HMAC_KEY', 'VISITOR_ADDRESS_KEY']) {
      const current = readFileSync(file, 'utf8');
      if (!new RegExp(`^${name}=`, 'm').test(current)) {
        writeFileSync(file, `${current.replace(/\n?$/, '\n')}${name}=${fresh()}\n`);
        console.log(`Added a new local ${name} to .dev.vars.`);
      }
    }
  } else {
    const example = readFileSync(path.join(root, '.dev.vars.example'), 'utf8');
    writeFileSync(
      file,
      example
        .replace(/^SESSION_SECRETS=.*$/m, `SESSION_SECRETS=${fresh()}`)
        .replace(/^ALTCHA_HMAC_KEY=.*$/m, `ALTCHA_HMAC_KEY=${fresh()}`)
        .replace(/^VISITOR_ADDRESS_KEY=.*$/m, `VISITOR_ADDRESS_KEY=${fresh()}`),
    );
    console.log('Created .dev.vars with a new local session secret, challenge key and visitor-address key.');
  }
  const siteVars = readFileSync(file, 'utf8');
  const clientSecret = siteVars.match(/^OAUTH_CLIENT_SECRET=(.*)$/m)?.[1];
  // The site signs the visitor's address with it wherever it reaches the upstream by URL (npm run
  // dev, the e2e fault site): the upstream must hold the same value to believe it.
  const visitorKey = siteVars.match(/^VISITOR_ADDRESS_KEY=(.*)$/m)?.[1];
  const upstreamFile = path.join(root, 'upstream', '.dev.vars');
  if (!existsSync(upstreamFile)) {
    const example = readFileSync(path.join(root, 'upstream', '.dev.vars.example'), 'utf8');
    writeFileSync(
      upstreamFile,
      clientSecret ? example.replace(/^OAUTH_CLIENT_SECRET=.*$/m, `OAUTH_CLIENT_SECRET=${clientSecret}`) : example,
    );
    console.log('Created upstream/.dev.vars with the local OAuth client secret.');
  }
  // Written before the SMS key was listed in upstream/wrangler.toml's [secrets]: empty, no gateway.
  if (!/^SMSRU_API_ID=/m.test(readFileSync(upstreamFile, 'utf8')))
    writeFileSync(upstreamFile, `${readFileSync(upstreamFile, 'utf8').replace(/\n?$/, '\n')}SMSRU_API_ID=\n`);
  const upstreamVars = readFileSync(upstreamFile, 'utf8');
  if (visitorKey && upstreamVars.match(/^VISITOR_ADDRESS_KEY=(.*)$/m)?.[1] !== visitorKey) {
    const line = `VISITOR_ADDRESS_KEY=${visitorKey}`;
    writeFileSync(
      upstreamFile,
      /^VISITOR_ADDRESS_KEY=/m.test(upstreamVars)
        ? upstreamVars.replace(/^VISITOR_ADDRESS_KEY=.*$/m, line)
        : `${upstreamVars.replace(/\n?$/, '\n')}${line}\n`,
    );
    console.log("Set upstream/.dev.vars' VISITOR_ADDRESS_KEY to the site's.");
  }
}

/**
 * Each local workerd process keeps its state in a folder no other process opens: the upstream's
 * D1 and the site's Cache API are SQLite files, and two workerd processes opening the same files
 * at once fail on a busy machine (SQLITE_BUSY, «The Workers runtime failed to start»; issue 29,
 * decision 0014). `persistTo` names an instance's folder; each worker has its own inside it.
 */
export const upstreamState = (persistTo) => path.join(persistTo, 'upstream');
const siteState = (persistTo) => path.join(persistTo, 'site');

const migrateArgs = (config, persistTo) => [
  'd1',
  'migrations',
  'apply',
  'leasing-upstream',
  '--local',
  '-c',
  config,
  '--persist-to',
  upstreamState(persistTo),
];

/** The upstream's schema migrations (upstream/migrations): what a deploy applies too. */
function migrateUpstream(persistTo) {
  runWrangler(migrateArgs('upstream/wrangler.toml', persistTo), { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Schema migrations, then the demo data (upstream/seed/sql: clients, catalogue, content), each
 * file once: local runs only, never part of `wrangler d1 migrations apply` of a deploy.
 */
export function migrateAndSeedUpstream(persistTo) {
  migrateUpstream(persistTo);
  runWrangler(migrateArgs('upstream/seed/wrangler.toml', persistTo), { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** How many of a server's last stderr lines a failure quotes. */
const TAIL_LINES = 15;
/** How often a server that does not answer yet is reported as still starting. */
const PROGRESS_EVERY_MS = 10_000;

/** The last lines a server wrote to stderr, for the message that says why it failed. */
const tailOf = (server) => server.tail.join('\n').trim() || '(nothing on stderr)';

/**
 * Waits until `server` answers `url` (and `accept` agrees) before `deadline`. Tells the two
 * outcomes apart: the server stopped («failed», with its exit code and last stderr lines), or it
 * still runs without answering («still starting», reported every 10 s and in the final error).
 */
export async function waitForHttp(server, url, deadline, accept = () => true) {
  const started = Date.now();
  let lastProgress = started;
  let lastAnswer = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `${server.name} failed: it stopped (${server.child.exitCode ?? server.child.signalCode}) before answering ${url}. Its last lines:\n${tailOf(server)}`,
      );
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      const body = await res.text();
      if (accept(res, body)) return;
      lastAnswer = `answers ${res.status} ${body.slice(0, 200)}`;
    } catch (err) {
      // An answer that will never change (a misconfiguration) ends the wait at once.
      if (err.final) throw err;
      lastAnswer = `no answer yet (${err.cause?.code ?? err.name})`;
    }
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      console.error(
        `${server.name}: still starting after ${Math.round((lastProgress - started) / 1000)} s: ${url} ${lastAnswer}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${server.name} still starting when the start's time ran out: ${url} ${lastAnswer}. Its last lines:\n${tailOf(server)}`,
  );
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

/** The site's sidecar worker, which exports the Durable Object the site binds as SHARED_STATE. */
const STATE_CONFIG = 'state/wrangler.toml';

/**
 * One `wrangler dev` child: its stderr goes on to ours and its last lines are kept for the message
 * of a failed start or a stop (`name` says which server in both). `config` is one wrangler config
 * or several: the first is the worker that answers on `port`, the others run beside it in the same
 * workerd (wrangler's multi-config dev), reachable only through its bindings.
 */
function devServer(name, config, port, persistTo, { vars = {}, quiet = false, inspectorPort, env = {}, logFile }) {
  const args = [
    wranglerBin,
    'dev',
    ...[config].flat().flatMap((c) => ['-c', c]),
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
  const logFd = logFile ? openSync(logFile, 'a') : undefined;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: wranglerEnv(env),
    // A log file takes the worker's whole console (the e2e suites read the fault site's lines).
    stdio: ['ignore', logFd ?? (quiet ? 'ignore' : 'inherit'), 'pipe'],
  });
  const server = { name, child, tail: [] };
  let partial = '';
  child.stderr.on('data', (chunk) => {
    if (logFd === undefined) process.stderr.write(chunk);
    else writeSync(logFd, chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    server.tail.push(...lines);
    if (server.tail.length > TAIL_LINES) server.tail.splice(0, server.tail.length - TAIL_LINES);
  });
  child.stderr.on('end', () => {
    if (partial) server.tail.push(partial);
  });
  return server;
}

/**
 * Starts both workers and resolves once both answer, each with its own state inside `persistTo`.
 * `siteVars` and `upstreamVars` override wrangler vars (tests shorten token lifetimes this way).
 * A server that stops before it answers fails the start at once, with its name and last stderr
 * lines; one that still runs without answering after `startTimeoutMs` fails it as still starting.
 * Returns a stop function and the servers (`{ name, child, tail }`).
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
  startTimeoutMs = 420_000,
  /** A file the site worker's console output (stdout and stderr) is appended to. */
  siteLogFile,
} = {}) {
  const deadline = Date.now() + startTimeoutMs;
  ensureDevVars();
  for (const port of [withUpstream && upstreamPort, withSite && sitePort].filter(Boolean)) await assertPortFree(port);
  // Service bindings between `wrangler dev` sessions are found through a registry in the config
  // home; a separate one isolates a site instance from upstreams started elsewhere.
  const env = xdgConfigHome ? { XDG_CONFIG_HOME: path.resolve(root, xdgConfigHome) } : {};
  // That registry is this instance's alone: an entry left by a server that was killed would point
  // the site at a dead session (every upstream call «Network connection lost» until a restart).
  if (xdgConfigHome)
    rmSync(path.resolve(root, xdgConfigHome, '.wrangler', 'registry'), { recursive: true, force: true });
  const servers = [];
  let upstream;
  const realUpstream = upstreamConfig === 'upstream/wrangler.toml';
  if (withUpstream) {
    if (realUpstream) migrateAndSeedUpstream(persistTo);
    const name = `${realUpstream ? 'upstream' : `upstream double (${upstreamConfig})`} on port ${upstreamPort}`;
    upstream = devServer(name, upstreamConfig, upstreamPort, upstreamState(persistTo), {
      // Local development only: the SMS outbox shows codes of registration and restore.
      vars: { DEV_OUTBOX_ENABLED: 'true', ...upstreamVars },
      quiet,
      env,
      inspectorPort: upstreamPort + 1000,
    });
    servers.push(upstream);
  }
  const site = withSite
    ? devServer(`site on port ${sitePort}`, ['wrangler.toml', STATE_CONFIG], sitePort, siteState(persistTo), {
        // Local servers compress pages like Cloudflare's edge does in production (edge/local-encoding.ts).
        vars: { LOCAL_COMPRESSION: 'true', ...siteVars },
        quiet,
        env,
        inspectorPort: sitePort + 1000,
        logFile: siteLogFile && path.resolve(root, siteLogFile),
      })
    : undefined;
  if (site) servers.push(site);
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const { child } of servers) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    if (upstream) await waitForHttp(upstream, `http://127.0.0.1:${upstreamPort}/`, deadline);
    if (site) await waitForHttp(site, `http://127.0.0.1:${sitePort}/builds/latest.json`, deadline);
    // The site finds the upstream's dev session through wrangler's registry a moment after both
    // are up; wait until the service binding answers so the first page has its data, and until
    // the shared state (the sidecar in the site's own workerd) answers, so the SMS challenge is
    // not asked of everyone (it fails closed, decision 0007): a start without it fails, its
    // health answer quoted. A site without an upstream waits for its shared state alone.
    if (site) {
      const ready = (res, body) => {
        let health;
        try {
          health = JSON.parse(body);
        } catch {
          return false;
        }
        if (health.oauthClient === 'refused')
          throw Object.assign(
            new Error(
              `${site.name}: the upstream refuses the site's OAuth client: OAUTH_CLIENT_SECRET differs between .dev.vars and upstream/.dev.vars (make them equal, or delete upstream/.dev.vars and start again).`,
            ),
            { final: true },
          );
        return (!upstream || res.ok) && health.sharedState === 'ok';
      };
      await waitForHttp(site, `http://127.0.0.1:${sitePort}/api/health`, deadline, ready);
    }
  } catch (err) {
    stop();
    throw err;
  }
  return {
    stop,
    servers,
    isStopping: () => stopping,
    siteUrl: `http://localhost:${sitePort}`,
    upstreamUrl: `http://localhost:${upstreamPort}`,
  };
}

/**
 * Ends this process when one of the servers stops on its own: the other is stopped and the exit
 * is non-zero with the server's name and last stderr lines (Playwright reports it at once rather
 * than the tests failing one by one against a dead port). Ctrl-C or SIGTERM stops both, exit 0.
 */
export function exitWhenOneStops(workers) {
  for (const server of workers.servers) {
    server.child.on('exit', (code, signal) => {
      if (workers.isStopping()) return;
      console.error(
        `${server.name} stopped (${code ?? signal}); stopping the rest. Its last lines:\n${tailOf(server)}`,
      );
      workers.stop();
      process.exit(1);
    });
  }
  const shutdown = () => {
    workers.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
