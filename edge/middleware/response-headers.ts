import type { Context } from 'hono';

/**
 * Sets a header of the answer already made. Hono's `c.header` wraps a finished answer in a new
 * Response every time (its body becomes a stream of unknown length, piped once more per call);
 * the headers of a Response we built are mutable, so they are changed in place, and only an
 * answer built elsewhere with immutable headers (a static asset, a proxied upstream answer) is
 * wrapped.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
