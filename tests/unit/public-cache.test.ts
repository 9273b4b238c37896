import { cachedPublic } from '@edge/upstream/public-cache';
import { describe, expect, it, vi } from 'vitest';

describe('public data cache', () => {
  it('serves a settled value until it expires and never keeps failures', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'cars');
    expect(await cachedPublic('k1', load, 1000)).toBe('cars');
    expect(await cachedPublic('k1', load, 1000)).toBe('cars');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cachedPublic('k1', load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(cachedPublic('k2', failing)).rejects.toThrow('down');
    await expect(cachedPublic('k2', failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
