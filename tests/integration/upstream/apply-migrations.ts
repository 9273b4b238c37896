import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from the migrated database with the demo data (as `npm run db:seed`).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.DB, env.TEST_SEED);
