// npm run db:reset: deletes the local upstream database of `npm start` and migrates and seeds it
// again. Stop `npm start` first.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { migrateAndSeedUpstream, upstreamState } from './lib/upstream-db.mjs';
import { root } from './lib/wrangler.mjs';

const persistTo = process.env.PERSIST_TO ?? '.wrangler/state';
rmSync(path.join(root, upstreamState(persistTo), 'v3', 'd1'), { recursive: true, force: true });
migrateAndSeedUpstream(persistTo);
console.log(`Local upstream database in ${persistTo} reset to the seed.`);
