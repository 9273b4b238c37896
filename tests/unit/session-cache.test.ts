import type { SiteConfig } from '@edge/config';
import { cachedForSession, SESSION_DATA_TTL_MS } from '@edge/upstream/session-cache';
import type { Transport } from '@edge/upstream/transport';
import { describe, expect, it, vi } from 'vitest';

const transport = (accessToken?: string): Transport => ({ config: {} as SiteConfig, accessToken });

describe('per-session memory of a client’s own upstream answers', () => {
  it('answers the same session from memory until the entry is 20 s old', async () => {
    const load = vi.fn(async () => ({ debt: 1000 }));
    const t = transport('token-a');
    const start = Date.now();
    await cachedForSession(t, 'schedule:3', load, SESSION_DATA_TTL_MS, start);
    await cachedForSession(t, 'schedule:3', load, SESSION_DATA_TTL_MS, start + SESSION_DATA_TTL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await cachedForSession(t, 'schedule:3', load, SESSION_DATA_TTL_MS, start + SESSION_DATA_TTL_MS + 1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers another session, nor a visitor without a token, from it', async () => {
    await cachedForSession(transport('token-b'), 'contract:7', async () => 'client B');
    expect(await cachedForSession(transport('token-c'), 'contract:7', async () => 'client C')).toBe('client C');
    const anonymous = vi.fn(async () => 'fresh');
    await cachedForSession(transport(), 'contract:7', anonymous);
    await cachedForSession(transport(), 'contract:7', anonymous);
    expect(anonymous).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure', async () => {
    const t = transport('token-d');
    await expect(cachedForSession(t, 'diagram:1', async () => Promise.reject(new Error('503')))).rejects.toThrow('503');
    expect(await cachedForSession(t, 'diagram:1', async () => 'recovered')).toBe('recovered');
  });
});
