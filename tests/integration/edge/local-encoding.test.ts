import { localFrontLineEncoding } from '@edge/local-encoding';
import type { WorkerFetch } from '@edge/worker-fetch';
import { describe, expect, it } from 'vitest';
import { createSite } from './site';

const page = `<!doctype html><title>page</title>${'<p>Лизинг автомобилей</p>'.repeat(200)}`;

/** The worker's entry around a stand-in for Waku's adapter, which marks HTML as it does outside production. */
function entryWith(overrides: Record<string, unknown>, answer: () => Response) {
  const { env } = createSite(overrides);
  const adapter: { fetch: WorkerFetch } = { fetch: async () => answer() };
  const worker = localFrontLineEncoding(adapter);
  return (init?: RequestInit) => worker.fetch(new Request('http://localhost/about', init), env);
}

const marked = () =>
  new Response(page, {
    status: 201,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'Identity', 'x-edge-cache': 'miss' },
  });

describe('the local front line encodes, the worker never does (docs/decisions/0004)', () => {
  it('takes the adapter’s «unencoded» marker off under the local servers, names nothing and keeps the rest', async () => {
    const res = await entryWith({ LOCAL_COMPRESSION: 'true' }, marked)({ headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.has('content-encoding')).toBe(false);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-edge-cache')).toBe('miss');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(page);
  });

  it('leaves an encoding an answer names itself (a stored file’s gzip)', async () => {
    const gzip = () => new Response('x', { headers: { 'content-encoding': 'gzip' } });
    const res = await entryWith({ LOCAL_COMPRESSION: 'true' }, gzip)();
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('changes nothing in the deploy configuration (the adapter marks nothing there either)', async () => {
    const res = await entryWith({}, marked)({ headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('Identity');
    expect(await res.text()).toBe(page);
  });
});
