// npm run db:seed: applies the upstream's schema migrations and then the demo data
// (upstream/seed/sql) to the local database of `npm start` (PERSIST_TO for another), each file
// once. `npm start`, the e2e servers and the bench do the same on their own folders.
import { migrateAndSeedUpstream } from './lib/upstream-db.mjs';

const persistTo = process.env.PERSIST_TO ?? '.wrangler/state';
migrateAndSeedUpstream(persistTo);
console.log(`Local upstream database in ${persistTo}: migrated and seeded.`);
