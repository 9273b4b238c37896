import { TtlMap } from '@edge/cache/ttl-map';
import { describe, expect, it } from 'vitest';

describe('TtlMap, the one bounded in-isolate map of the edge', () => {
  it('answers until the expiry, then no more', () => {
    const map = new TtlMap<string>(10);
    map.set('a', 'A', 1_000, 0);
    expect(map.get('a', 999)).toBe('A');
    expect(map.get('a', 1_000)).toBeUndefined();
  });

  it('when full, drops expired entries first, then the oldest written', () => {
    const map = new TtlMap<string>(2);
    map.set('old', 'O', 10, 0);
    map.set('live', 'L', 1_000, 0);
    map.set('new', 'N', 1_000, 20);
    expect(map.get('live', 20)).toBe('L');
    expect(map.get('new', 20)).toBe('N');
    map.set('newest', 'W', 1_000, 30);
    expect(map.get('live', 30)).toBeUndefined();
    expect(map.get('new', 30)).toBe('N');
  });

  it('writing a key again makes it the newest and evicts nothing', () => {
    const map = new TtlMap<number>(2);
    map.set('a', 1, Number.POSITIVE_INFINITY, 0);
    map.set('b', 2, Number.POSITIVE_INFINITY, 0);
    map.set('b', 3, Number.POSITIVE_INFINITY, 0);
    expect(map.get('a', 0)).toBe(1);
    expect(map.get('b', 0)).toBe(3);
    map.set('a', 5, Number.POSITIVE_INFINITY, 0);
    map.set('c', 4, Number.POSITIVE_INFINITY, 0);
    expect(map.get('b', 0)).toBeUndefined();
    expect(map.get('a', 0)).toBe(5);
  });

  it('forgets a deleted key and everything on clear', () => {
    const map = new TtlMap<number>(5);
    map.set('a', 1, 100, 0);
    map.set('b', 2, 100, 0);
    map.delete('a');
    expect(map.get('a', 1)).toBeUndefined();
    map.clear();
    expect(map.get('b', 1)).toBeUndefined();
  });
});
