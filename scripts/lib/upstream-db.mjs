// The local upstream's D1: each workerd's state folder, its schema migrations and the demo data.
import path from 'node:path';
import { runWrangler } from './wrangler.mjs';

/**
 * Each local workerd process keeps its state in a folder no other process opens: the upstream's
 * D1 and the site's Cache API are SQLite files, and two workerd processes opening the same files
 * at once fail on a busy machine (SQLITE_BUSY, «The Workers runtime failed to start»; issue 29,
 * decision 0014). `persistTo` names an instance's folder; each worker has its own inside it.
 */
export const upstreamState = (persistTo) => path.join(persistTo, 'upstream');
export const siteState = (persistTo) => path.join(persistTo, 'site');

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
