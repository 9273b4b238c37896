// Runs wrangler offline from the project's root: the one place the scripts start it from.
import { spawnSync } from 'node:child_process';
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

export const wranglerBin = path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

export function runWrangler(args, opts = {}) {
  const res = spawnSync(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    env: wranglerEnv(opts.env),
    stdio: opts.stdio ?? 'inherit',
  });
  if (res.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed with exit code ${res.status}`);
  return res;
}
