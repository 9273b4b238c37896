import { UpstreamError } from '@edge/errors';
import { Hono } from 'hono';
import { expect } from 'vitest';

/**
 * A fault-injection double of the upstream: a small Hono app whose paths answer the ways a real
 * upstream fails. `/api/v1/ok` and the flaky path answer `{ total: 1 }` when they succeed.
 */
export function faultUpstream() {
  const hits = new Map<string, number>();
  const hit = (path: string) => {
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    return n;
  };
  /** Bytes a streamed answer actually produced (a 50 MB answer must not be read to its end). */
  const produced = { huge: 0 };
  const app = new Hono()
    .all('*', async (c, next) => {
      hit(new URL(c.req.url).pathname);
      await next();
    })
    .get('/api/v1/ok', (c) => c.json({ total: 1 }))
    // Fails once with a gateway error, then works: a read is worth one retry.
    .all('/api/v1/flaky', (c) =>
      hits.get('/api/v1/flaky') === 1 ? c.json({ message: 'Шлюз' }, 503) : c.json({ total: 1 }),
    )
    .get('/api/v1/status/:code', (c) =>
      c.json({ message: 'Сбой на стороне сервиса' }, Number(c.req.param('code')) as 500),
    )
    .get('/api/v1/hang', () => new Promise<Response>(() => undefined))
    .get('/api/v1/truncated', (c) => c.body('{"total": 1', 200, { 'content-type': 'application/json' }))
    .get('/api/v1/html', (c) => c.html('<html><body>Bad gateway</body></html>'))
    .get('/api/v1/wrong-shape', (c) => c.json({ count: 'many' }))
    .get('/api/v1/huge', () => {
      const chunk = new TextEncoder().encode(`${'1,'.repeat(32_767)}1`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 50 * 1024 * 1024) return controller.close();
          sent += chunk.byteLength;
          produced.huge = sent;
          controller.enqueue(chunk);
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    })
    // Starts a body, then drips nothing more: only the timeout ends it.
    .get('/api/v1/drip', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"total":'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });

  /**
   * The double behind a binding that behaves like a network: the request's abort signal ends the
   * wait for headers and the body stream, and `/api/v1/close` is a connection closed mid-request.
   */
  const binding = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const signal = init?.signal ?? undefined;
      if (new URL(request.url).pathname === '/api/v1/close') {
        hit('/api/v1/close');
        throw new TypeError('Network connection lost.');
      }
      const aborted = new Promise<never>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      const res = await Promise.race([app.fetch(request), aborted]);
      if (!res.body || !signal) return res;
      const reader = res.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await Promise.race([reader.read(), aborted]);
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      });
      return new Response(body, { status: res.status, headers: res.headers });
    },
  } as unknown as Fetcher;

  return { binding, hits, produced };
}

/** The UpstreamError a call through the transport ends with (the test fails if it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}
