import { applyD1Migrations, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// What `wrangler d1 migrations apply --remote` does to a new production database: tables, and no
// demo client, car or content (those are the seed, upstream/seed/sql, of local runs only).
describe('migrations on an empty database', () => {
  it('create the tables and no row of data', async () => {
    await applyD1Migrations(env.EMPTY_DB, env.TEST_MIGRATIONS);
    const { results: tables } = await env.EMPTY_DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all<{ name: string }>();
    const names = tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'cars', 'client_contracts', 'sms_codes', 'rate_limits']));
    // app_meta is the schema's own bookkeeping (0001_init.sql): one row naming the schema.
    const meta = await env.EMPTY_DB.prepare('SELECT key FROM app_meta').all<{ key: string }>();
    expect(meta.results).toEqual([{ key: 'schema' }]);
    for (const name of names.filter((n) => n !== 'app_meta')) {
      const row = await env.EMPTY_DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).first<{ n: number }>();
      expect({ table: name, rows: row?.n }).toEqual({ table: name, rows: 0 });
    }
  });

  it('the seed adds the demo clients (the database of local runs)', async () => {
    const row = await env.DB.prepare("SELECT kpp FROM users WHERE phone = '79000000002'").first<{ kpp: string }>();
    expect(row?.kpp).toBe('772501001');
  });
});
