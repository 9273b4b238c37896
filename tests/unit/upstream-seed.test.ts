import { readFileSync } from 'node:fs';
import { buildSeedSql, inn10, ogrn13, prng, seedPath, slugify } from '@upstream/seed/catalog.mjs';
import { bodies, drives, fuels, transmissions } from '@upstream/seed/models.mjs';
import { BODIES, DRIVES, FUELS, TRANSMISSIONS } from '@upstream/src/catalog/labels';
import { describe, expect, it } from 'vitest';

describe('catalogue seed', () => {
  it('the committed 0005_catalog_seed.sql is exactly what the script generates', () => {
    expect(readFileSync(seedPath, 'utf8')).toBe(buildSeedSql());
  });

  it('is deterministic', () => {
    expect(buildSeedSql()).toBe(buildSeedSql());
    const a = prng(1);
    const b = prng(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('the seed and the API name the same transmissions, drives, fuels and bodies', () => {
    expect(transmissions).toEqual(TRANSMISSIONS);
    expect(drives).toEqual(DRIVES);
    expect(fuels).toEqual(FUELS);
    expect(bodies).toEqual(BODIES);
  });

  it('produces valid INN and OGRN check digits', () => {
    expect(inn10('770708389')).toBe('7707083893');
    expect(ogrn13('102770013219')).toBe('1027700132195');
  });

  it('transliterates news titles into URL codes', () => {
    expect(slugify('НДС 22% с 2026 года: что изменится')).toBe('nds-22-s-2026-goda-chto-izmenitsya');
    expect(slugify('Щука и ёж')).toBe('shchuka-i-ezh');
  });
});
