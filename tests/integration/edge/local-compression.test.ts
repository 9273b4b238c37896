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
  });
});
