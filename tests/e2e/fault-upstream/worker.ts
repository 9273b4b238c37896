import { Hono } from 'hono';

/**
 * The upstream as the site sees it in the fault e2e run: a worker the fault site instance calls at
 * its URL (UPSTREAM_VIA_URL) that forwards every call to the real upstream, except those under the path prefix a test chose, which fail the way it chose.
 * One rule at a time, kept in this isolate (`wrangler dev` runs one): `PUT /__fault`, `DELETE /__fault`;
 * `reads: true` limits it to GET calls; `GET /__fault` tells how many calls it failed.
 * `status-NNN` answers any status with the rule's `message` (or a default); `short-lived` forwards
 * and makes the tokens it hands out expire at once (the site must refresh on its next request).
 */
type Fault = 'hang' | 'drip' | 'close' | `status-${number}` | 'truncated' | 'html' | 'huge' | 'short-lived';
let rule: { prefix: string; fault: Fault; message?: string; reads?: boolean } | null = null;
/** Calls that failed by the rule since it was set (a test proves its fault was met). */
let faulted = 0;

const encoder = new TextEncoder();
/** How long a dropped connection takes to drop after its first bytes. */
const CLOSE_AFTER_MS = 150;

const STATUS_MESSAGES = new Map([
  [429, 'Слишком много запросов'],
  [500, 'Внутренняя ошибка сервиса'],
  [503, 'Сервис на обслуживании'],
]);

function failing(fault: Fault, message?: string): Response | Promise<Response> {
  const status = /^status-(\d{3})$/.exec(fault)?.[1];
  if (status) {
    const code = Number(status);
    const headers = code === 429 ? { 'retry-after': '30' } : undefined;
    const text = message ?? STATUS_MESSAGES.get(code) ?? `Сбой сервиса (${code})`;
    return Response.json({ message: text }, { status: code, headers });
  }
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
      // Headers and the start of a body, then the connection is gone. The break comes a moment
      // later, once the headers are on their way: at once, the local dev proxy in front of this
      // worker would retry the request three times and answer a 500 of its own, which no
      // deployed site meets (there the body's read fails).
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode('{"items":['));
          },
          pull: () =>
            new Promise((_, reject) => setTimeout(() => reject(new Error('connection closed')), CLOSE_AFTER_MS)),
        }),
        { headers: { 'content-type': 'application/json' } },
      );
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
    default:
      return Response.json({ message: 'Неизвестная неисправность' }, { status: 500 });
  }
}

/** The upstream's token answer with an access token that has already run out. */
async function shortLived(res: Response): Promise<Response> {
  if (!res.ok) return res;
  const body = (await res.json()) as Record<string, unknown>;
  return Response.json({ ...body, expires_in: 1 }, { status: res.status });
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
    const short = rule?.fault === 'short-lived' && url.pathname.startsWith(rule.prefix);
    if (rule && !short && url.pathname.startsWith(rule.prefix)) {
      // `reads: true` faults only the reads (GET): "every upstream read hangs" (issue 22).
      const read = c.req.method === 'GET' || c.req.method === 'HEAD';
      if (!rule.reads || read) {
        faulted += 1;
        return failing(rule.fault, rule.message);
      }
    }
    const target = new URL(url.pathname + url.search, c.env.UPSTREAM_ORIGIN);
    const init: RequestInit = { method: c.req.method, headers: c.req.raw.headers, redirect: 'manual' };
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') init.body = await c.req.arrayBuffer();
    const res = await fetch(target, init);
    return short ? shortLived(res) : res;
  });

export default app;
