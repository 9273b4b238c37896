import type { SiteContext } from '../context';

/**
 * The moment the upstream work of this request must be over: `UPSTREAM_TIMEOUT_MS` after the
 * request began (issue 22). Every upstream call of the request — the session refresh before
 * rendering, the page's reads in parallel or one after another, a read's one retry — spends
 * this one budget, so a page whose upstream hangs answers within the bound, not a multiple of it.
 * Set by the config middleware as the request starts; made on first use where a request skipped it.
 */
export function requestDeadline(c: SiteContext): number {
  const set = c.get('upstreamDeadline');
  if (set !== undefined) return set;
  const deadline = Date.now() + c.var.config.UPSTREAM_TIMEOUT_MS;
  c.set('upstreamDeadline', deadline);
  return deadline;
}

/** Milliseconds left until `deadline` (0 once it passed). */
export const remainingMs = (deadline: number): number => Math.max(0, deadline - Date.now());

/**
 * A read's second try needs this much of the budget left: less could not get an answer through,
 * it would only turn a quick gateway error into a wait for the deadline.
 */
export const retryFloorMs = (boundMs: number): number => Math.min(1000, Math.floor(boundMs / 4));

/**
 * When a secondary section of a page must have its data (issue 30): the request's one deadline,
 * less a retry floor kept for the rest of the page, so a section that hangs fails alone and the
 * page's own calls after it (its head, its frame) are still sent.
 */
export function sectionDeadline(c: SiteContext): number {
  return requestDeadline(c) - retryFloorMs(c.var.config.UPSTREAM_TIMEOUT_MS);
}
