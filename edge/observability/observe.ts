import { INDIVIDUAL, LEGAL_ENTITY } from '@common/client-type';
import type { MiddlewareHandler } from 'hono';
import { CACHE_STATUS_HEADER } from '../cache/guest-pages';
import type { SiteEnv } from '../context';
import { isGuestRefreshRequest } from '../internal';
import type { Session } from '../session/types';
import { wrapWorkerFetch } from '../worker-fetch';
import { answerDeadlineMs, withinDeadline } from './answer-deadline';
import { writeLog } from './log';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { routePattern } from './route-pattern';
import { currentTrace, newTrace, type Trace, upstreamMsAt, withTrace } from './trace';

/** `dur` of a Server-Timing entry: milliseconds, no more than one decimal. */
const ms = (value: number) => Math.max(0, Math.round(value * 10) / 10);

/**
 * The answer with the request's reference and its Server-Timing (upstream time and calls, the
 * request's wall time, cache outcome); a response whose headers are immutable (an asset, a
 * proxied answer) is wrapped once.
 *
 * No `render` entry: on Workers neither `Date.now()` nor `performance.now()` advances while the
 * isolate computes (a Spectre mitigation; the clock moves only across I/O), so «total minus
 * upstream» is the other I/O a request waited on (the Cache API, the shared state, the body
 * streaming out), not the time spent rendering; an entry named `render` would say what it is not.
 * `total` is the wall time as the worker's clock sees it, said so in its `desc`; the CPU time of a
 * request is in Workers Logs' invocation log (`cpuTime`), which measures it.
 */
function withTraceHeaders(res: Response, trace: Trace, now: number): Response {
  const upstream = upstreamMsAt(trace, now);
  const total = now - trace.startedAt;
  const cache = res.headers.get(CACHE_STATUS_HEADER) ?? 'none';
  const timing = [
    `upstream;dur=${ms(upstream)};desc="${trace.upstreamCalls} calls"`,
    `total;dur=${ms(total)};desc="wall clock, no CPU time"`,
    `cache;desc=${cache}`,
  ].join(', ');
  try {
    res.headers.set(REQUEST_ID_HEADER, trace.id);
    res.headers.append('server-timing', timing);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(REQUEST_ID_HEADER, trace.id);
    copy.headers.append('server-timing', timing);
    return copy;
  }
}

/**
 * The request's one log line (fields: edge/observability/log.ts); a 5xx at the error level, with
 * or without an upstream call behind it, so a level filter finds every one (issue 37).
 */
function logRequest(req: Request, res: Response, trace: Trace, now: number): void {
  const level = res.status >= 500 ? 'error' : 'info';
  writeLog(
    {
      id: trace.id,
      method: req.method,
      route: routePattern(new URL(req.url)),
      status: res.status,
      durationMs: now - trace.startedAt,
      cache: res.headers.get(CACHE_STATUS_HEADER) ?? 'none',
      upstreamCalls: trace.upstreamCalls,
      upstreamMs: upstreamMsAt(trace, now),
      clientType: trace.clientType ?? 'guest',
    },
    level,
  );
}

const clientTypeOf = (session: Session | null | undefined) =>
  session ? (session.profile.isLegalEntity ? LEGAL_ENTITY : INDIVIDUAL) : 'guest';

/**
 * Runs `answer` as a new traced request: its answer gets the headers, the log gets its line; with
 * `deadlineMs`, an answer that has not come by then is the error screen's 503 (answer-deadline.ts).
 */
async function traced(req: Request, answer: () => Promise<Response>, deadlineMs?: number): Promise<Response> {
  const trace = newTrace(requestIdOf(req.headers));
  let res: Response;
  try {
    const run = () => withTrace(trace, answer);
    res = await (deadlineMs === undefined ? run() : withinDeadline(req, trace.id, deadlineMs, run));
  } catch (err) {
    // Nothing above the worker answers a throw: the line is written, the throw goes on.
    const now = Date.now();
    logRequest(req, new Response(null, { status: 500 }), trace, now);
    throw err;
  }
  const now = Date.now();
  logRequest(req, res, trace, now);
  return withTraceHeaders(res, trace, now);
}

/**
 * The worker's outermost layer (src/waku.server.tsx): every request, the fast path's cached
 * pages and anything the framework answers on its own included, gets a reference, its headers and
 * its log line here.
 */
export function observeRequests<W>(worker: W): W {
  return wrapWorkerFetch(
    worker,
    (fetch) => (req, env, ctx) => traced(req, async () => fetch(req, env, ctx), answerDeadlineMs(env)),
  );
}

/**
 * The first step of the middleware chain. Under observeRequests it only notes what the chain
 * knows (the client type); a chain run on its own (the workerd tests) or a guest page's background
 * re-render (a request of its own, after its visitor's answer left) is traced here.
 */
export const requestTrace = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const outer = currentTrace();
  const note = () => {
    const trace = currentTrace();
    if (trace && !trace.clientType) trace.clientType = clientTypeOf(c.var.session);
  };
  if (outer && !isGuestRefreshRequest(c.req.raw.headers)) {
    await next();
    note();
    return;
  }
  const res = await traced(c.req.raw, async () => {
    await next();
    note();
    return c.res;
  });
  c.res = undefined;
  c.res = res;
};
