import { isChunkLoadError, shouldReloadAfterChunkError } from '@src/lib/reload-guard';
import { describe, expect, it } from 'vitest';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('chunk-load reload guard', () => {
  it('reloads at most once per 10 seconds', () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, 1_005_000)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_009_999)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_010_000)).toBe(true);
  });

  it('recognises chunk-load errors of the browsers and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
