import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/** Path aliases (@common, @edge, @src, @upstream) come from tsconfig.json: one table for TypeScript and Vite. */
const resolve = { tsconfigPaths: true };

const upstreamMigrations = await readD1Migrations(path.resolve('upstream/migrations'));
// The demo data (clients, catalogue, content): applied after the schema, as `npm run db:seed` does.
const upstreamSeed = await readD1Migrations(path.resolve('upstream/seed/sql'));

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One module graph for every unit file (issue 38: ≥ 228 s less on this host): the files share
          // no state they do not reset themselves (fake timers and mocks are restored after each).
          isolate: false,
          // Vitest empties every CSS import it is not told to process, `?raw` too: the service worker's
          // offline page carries the design tokens as text (src/sw/offline-page.ts).
          css: { include: [/src\/styles\/tokens\.css/] },
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './upstream/wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: upstreamMigrations,
                TEST_SEED: upstreamSeed,
                // A secret, so not in upstream/wrangler.toml; the local client's value (.dev.vars.example).
                OAUTH_CLIENT_SECRET: 'web-local-secret',
                // Short token lifetime so refresh paths run in tests.
                ACCESS_TOKEN_TTL: '3600',
                // The development outbox exists only where a local run switches it on.
                DEV_OUTBOX_ENABLED: 'true',
                // The demo data's payment statuses are counted on a fixed day, so they do not age.
                FIXED_TODAY: '2026-11-25',
              },
              // An empty database, for the test that migrations alone create no data.
              d1Databases: { EMPTY_DB: 'empty-upstream-db' },
            },
          }),
        ],
        test: {
          name: 'upstream',
          // workerd tests share a noisy CI machine: a bound for a hang, not a speed target.
          testTimeout: 15_000,
          include: ['tests/integration/upstream/**/*.test.ts'],
          setupFiles: ['./tests/integration/upstream/apply-migrations.ts', './tests/integration/log-capture.ts'],
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './tests/integration/edge/wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: upstreamMigrations,
                TEST_SEED: upstreamSeed,
                // Generated requests of the edge fuzz test per run (FUZZ_RUNS=… npm test for more).
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000',
              },
            },
          }),
        ],
        test: {
          name: 'edge',
          // workerd tests share a noisy CI machine: a bound for a hang, not a speed target.
          testTimeout: 15_000,
          include: ['tests/integration/edge/**/*.test.ts'],
          setupFiles: [
            './tests/integration/edge/apply-migrations.ts',
            './tests/integration/edge/real-timers.ts',
            './tests/integration/log-capture.ts',
          ],
        },
      },
    ],
  },
});
