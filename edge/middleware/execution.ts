import type { Context } from 'hono';

/** The ExecutionContext of this request, or undefined where a runtime gives none (a test's app.request). */
export function executionContext(c: Context): Context['executionCtx'] | undefined {
  try {
    return c.executionCtx;
  } catch {
    // Hono throws when there is none.
    return undefined;
  }
}

/** Keeps the worker alive for `task` after the answer left; without a context the caller waits for it. */
export async function afterResponse(c: Context, task: Promise<unknown>): Promise<void> {
  const ctx = executionContext(c);
  if (ctx) ctx.waitUntil(task);
  else await task;
}
