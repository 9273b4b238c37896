import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

/**
 * The request's reference (decision 0021): the site sends its own in `x-request-id` on every call,
 * so a visitor's «Код ошибки» finds the back office's lines too. Taken only in the form the site
 * makes (Cloudflare's ray id: 16 hex digits, with the data centre when Cloudflare adds it; the
 * site's edge/observability/request-id.ts, which the upstream cannot import), else this request's
 * own `cf-ray`, else 16 generated hex digits: a header of any other shape is never logged.
 */
const RAY = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/i;
export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdOf(headers: Headers): string {
  for (const name of [REQUEST_ID_HEADER, 'cf-ray']) {
    const value = headers.get(name)?.trim();
    if (value && RAY.test(value)) return value;
  }
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

const storage = new AsyncLocalStorage<string>();

/** The reference of the request running now; undefined outside one (the Cron, a unit test). */
export const currentRequestId = (): string | undefined => storage.getStore();

/** Runs the request with its reference, and names it on the answer (`x-request-id`). */
export const requestId: MiddlewareHandler = async (c, next) => {
  const id = requestIdOf(c.req.raw.headers);
  await storage.run(id, next);
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    // An answer with immutable headers (a proxied file) goes as it is.
  }
};

/**
 * One JSON log line (Workers Logs stores its fields), with the request's `id` first when there is
 * a request. Never a phone, a code, a token or a key in `fields` (decision 0021).
 */
export function logLine(level: 'log' | 'warn' | 'error', fields: Record<string, unknown>): void {
  const id = currentRequestId();
  console[level](JSON.stringify(id ? { id, ...fields } : fields));
}
