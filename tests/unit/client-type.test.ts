import * as site from '@common/client-type';
import * as upstream from '@upstream/src/client-type';
import { describe, expect, it } from 'vitest';

describe('client types', () => {
  it('the upstream spells them as the site does (two copies: the upstream imports nothing of the site)', () => {
    expect(upstream.CLIENT_TYPES).toEqual(site.CLIENT_TYPES);
    expect([upstream.INDIVIDUAL, upstream.LEGAL_ENTITY]).toEqual([site.INDIVIDUAL, site.LEGAL_ENTITY]);
  });
});
