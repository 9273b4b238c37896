import { chooseEncoding, keepLocalEncoding } from '@edge/middleware/local-compression';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSite } from './site';

const big = `<!doctype html><title>page</title>${'<p>Лизинг автомобилей</p>'.repeat(200)}`;

describe('local compression (LOCAL_COMPRESSION, npm start only)', () => {
  const render = (c: Context) => c.html(big, 200);

  it('names the best accepted encoding on pages and JSON and leaves the body for workerd to compress', async () => {
    const site = createSite({ LOCAL_COMPRESSION: 'true' }, undefined, render);
    const page = await site.request('http://localhost/about', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    // Named again for the worker's entry, which restores it after Waku's adapter.
    expect(page.headers.get('x-local-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await page.text()).toBe(big);
    const json = await site.request('http://localhost/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers.get('content-encoding')).toBe('gzip');
    const refused = await site.request('http://localhost/about', {
      headers: { 'accept-encoding': 'gzip;q=0, br;q=0' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    const none = await site.request('http://localhost/about');
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('is off unless switched on (the deployed configuration)', async () => {
    const site = createSite({}, undefined, render);
    const page = await site.request('http://localhost/about', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(page.headers.get('x-local-encoding')).toBeNull();
  });
});

describe('chooseEncoding (Accept-Encoding parsed by Hono)', () => {
  it('takes the accepted encoding of highest weight, br before gzip at equal weight', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0.1, gzip;q=0.2')).toBe('gzip');
  });

  it('names none for a client that asks for none of them or refuses them', () => {
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate, zstd')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('*, br;q=0, gzip;q=0')).toBeUndefined();
  });
});

describe("keepLocalEncoding (the worker entry around Waku's adapter)", () => {
  const adapterAnswer = (headers: Record<string, string>) => ({
    fetch: async (_req: Request, _env: unknown) =>
      new Response('<p>страница</p>', { status: 201, headers: { 'content-encoding': 'Identity', ...headers } }),
    other: 1,
  });

  it('restores the chosen encoding the adapter overwrote and drops the marker', async () => {
    const worker = keepLocalEncoding(adapterAnswer({ 'x-local-encoding': 'gzip', 'content-type': 'text/html' }));
    const res = await worker.fetch(new Request('http://localhost/'), {});
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-local-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(worker.other).toBe(1);
  });

  it('passes an answer without the marker untouched (every deployed answer)', async () => {
    const worker = keepLocalEncoding(adapterAnswer({}));
    const res = await worker.fetch(new Request('http://localhost/'), {});
    expect(res.headers.get('content-encoding')).toBe('Identity');
  });

  it('hands the execution context on, so work after the answer (waitUntil) still runs', async () => {
    let seen: unknown;
    const worker = keepLocalEncoding({
      fetch: async (_req: Request, _env: unknown, ctx?: ExecutionContext) => {
        seen = ctx;
        return new Response('ok');
      },
    });
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    await worker.fetch(new Request('http://localhost/'), {}, ctx);
    expect(seen).toBe(ctx);
  });

  it('refuses an adapter export without fetch', () => {
    expect(() => keepLocalEncoding({})).toThrow();
  });
});
