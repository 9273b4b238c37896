// Starts the workers on local workerd with `wrangler dev`: the reference upstream (D1 migrated and
// seeded first) and the built site, which reaches the upstream through its service binding. The
// site's sidecar (state/wrangler.toml: the shared state's Durable Object) runs inside the site's
// own `wrangler dev`, a second `-c`, so its binding never waits on the dev registry.
import { spawn } from 'node:child_process';
import { openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ensureDevVars } from './dev-vars.mjs';
import { assertPortFree, TAIL_LINES, tailOf, waitForHttp } from './readiness.mjs';
import { migrateAndSeedUpstream, siteState, upstreamState } from './upstream-db.mjs';
import { root, wranglerBin, wranglerEnv } from './wrangler.mjs';

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
