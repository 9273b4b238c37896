import { Hono } from 'hono';

/**
 * The upstream as the site sees it in the fault e2e run: a worker the fault site instance calls at
 * its URL (UPSTREAM_VIA_URL) that forwards every call to the real upstream, except those under the path prefix a test chose, which fail the way it chose.
 * One rule at a time, kept in this isolate (`wrangler dev` runs one): `PUT /__fault`, `DELETE /__fault`;
 * `reads: true` limits it to GET calls; `GET /__fault` tells how many calls it failed.
 */
type Fault = 'hang' | 'drip' | 'close' | 'status-429' | 'status-500' | 'status-503' | 'truncated' | 'html' | 'huge';
let rule: { prefix: string; fault: Fault; reads?: boolean } | null = null;
/** Calls that failed by the rule since it was set (a test proves its fault was met). */
let faulted = 0;

const encoder = new TextEncoder();

function failing(fault: Fault): Response | Promise<Response> {
  switch (fault) {
    case 'hang':
      // A pending timer keeps workerd from cancelling the request as hung: a real stall.
      return new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('late')), 60_000));
    case 'drip':
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode('{"items":'));
          },
          // Nothing more for a minute: only the site's timeout ends the wait.
          pull: () => new Promise((resolve) => setTimeout(resolve, 60_000)),
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    case 'close':
      // Headers and the start of a body, then the connection is gone.
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode('{"items":['));
          },
          pull(controller) {
            controller.error(new Error('connection closed'));
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    case 'status-429':
      return Response.json({ message: 'Слишком много запросов' }, { status: 429, headers: { 'retry-after': '30' } });
    case 'status-500':
      return Response.json({ message: 'Внутренняя ошибка сервиса' }, { status: 500 });
    case 'status-503':
      return Response.json({ message: 'Сервис на обслуживании' }, { status: 503 });
    case 'truncated':
      return new Response('{"items": [', { headers: { 'content-type': 'application/json' } });
    case 'html':
      return new Response('<html><body>Bad gateway</body></html>', { headers: { 'content-type': 'text/html' } });
    case 'huge': {
      const chunk = encoder.encode(`${'1,'.repeat(32_767)}1`);
      let sent = 0;
      return new Response(
        new ReadableStream({
          pull(controller) {
            if (sent >= 50 * 1024 * 1024) return controller.close();
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }
  }
}

const app = new Hono<{ Bindings: { UPSTREAM_ORIGIN: string } }>()
  .get('/__fault', (c) => c.json({ rule, faulted }))
  .put('/__fault', async (c) => {
    rule = (await c.req.json()) as typeof rule;
    faulted = 0;
    return c.json({ rule });
  })
  .delete('/__fault', (c) => {
    rule = null;
    return c.json({ rule });
  })
  .all('*', async (c) => {
    const url = new URL(c.req.url);
    if (rule && url.pathname.startsWith(rule.prefix)) {
      // `reads: true` faults only the reads (GET): "every upstream read hangs" (issue 22).
      const read = c.req.method === 'GET' || c.req.method === 'HEAD';
      if (!rule.reads || read) {
        faulted += 1;
        return failing(rule.fault);
      }
    }
    const target = new URL(url.pathname + url.search, c.env.UPSTREAM_ORIGIN);
    const init: RequestInit = { method: c.req.method, headers: c.req.raw.headers, redirect: 'manual' };
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') init.body = await c.req.arrayBuffer();
    return fetch(target, init);
  });

export default app;
