import { locationCache } from '@edge/cache/location';
import { cachedPublic, locationKey } from '@edge/upstream/public-cache';
import { describe, expect, it, vi } from 'vitest';

const store = () => {
  const cache = locationCache();
  if (!cache) throw new Error('no Cache API in this runtime');
  return cache;
};

describe('public upstream data in the Cache API of the location', () => {
  it('stores a loaded value where every isolate of the location finds it', async () => {
    const load = vi.fn(async () => ({ items: [{ id: 1, name: 'Haval' }] }));
    expect(await cachedPublic('brands:shared-test', load, 30_000)).toEqual({ items: [{ id: 1, name: 'Haval' }] });
    const stored = await store().match(await locationKey('brands:shared-test'));
    expect(stored?.headers.get('cache-control')).toBe('max-age=30');
    const entry = (await stored?.json()) as { expires: number; value: unknown };
    expect(entry.value).toEqual({ items: [{ id: 1, name: 'Haval' }] });
    expect(entry.expires).toBeGreaterThan(Date.now());
  });

  it('answers from what another isolate stored, without calling the upstream', async () => {
    const value = { title: 'Из другого изолята' };
    await store().put(
      await locationKey('page:/elsewhere'),
      new Response(JSON.stringify({ expires: Date.now() + 10_000, value }), {
        headers: { 'cache-control': 'max-age=10' },
      }),
    );
    const load = vi.fn(async () => ({ title: 'с апстрима' }));
    expect(await cachedPublic('page:/elsewhere', load)).toEqual(value);
    expect(load).not.toHaveBeenCalled();
  });

  it('never answers with an expired or malformed record', async () => {
    await store().put(
      await locationKey('page:/old'),
      new Response(JSON.stringify({ expires: Date.now() - 1, value: 'old' }), {
        headers: { 'cache-control': 'max-age=60' },
      }),
    );
    await store().put(
      await locationKey('page:/garbage'),
      new Response('{not json', { headers: { 'cache-control': 'max-age=60' } }),
    );
    expect(await cachedPublic('page:/old', async () => 'new')).toBe('new');
    expect(await cachedPublic('page:/garbage', async () => 'fresh')).toBe('fresh');
  });
});
