import { applyD1Migrations, env } from 'cloudflare:test';

// Every test file starts from the migrated and seeded database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
