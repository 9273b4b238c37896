import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request did, gathered while it runs and written as its log line at the end
 * (edge/observability/observe.ts). Upstream time is wall time with at least one call in flight,
 * so parallel calls are not counted twice (the clock does not advance during CPU work on Workers:
 * there is no render time to take, observe.ts says why).
 */
export type Trace = {
  /** The request's reference: Cloudflare's ray id when present, else generated (request-id.ts). */
  readonly id: string;
  readonly startedAt: number;
  upstreamCalls: number;
  upstreamMs: number;
  /** Calls in flight now, and since when at least one was (for upstreamMs). */
  inFlight: number;
  busySince: number;
  /** `individual`, `legalEntity` or `guest`, once the session is known. */
  clientType?: string;
};

const storage = new AsyncLocalStorage<Trace>();

export function newTrace(id: string, now = Date.now()): Trace {
  return { id, startedAt: now, upstreamCalls: 0, upstreamMs: 0, inFlight: 0, busySince: 0 };
}

/** The trace of the request running now (undefined outside one: build time, a bare unit test). */
export function currentTrace(): Trace | undefined {
  return storage.getStore();
}

/** Runs `work` as the request `trace` describes: everything it awaits sees the same trace. */
export function withTrace<T>(trace: Trace, work: () => T): T {
  return storage.run(trace, work);
}

/** An upstream call starts: returns the function that ends it (counts it and its time). */
export function upstreamCallStarted(trace: Trace | undefined, now = Date.now()): (end?: number) => number {
  if (!trace) return (end = Date.now()) => end - now;
  trace.upstreamCalls += 1;
  if (trace.inFlight === 0) trace.busySince = now;
  trace.inFlight += 1;
  let ended = false;
  return (end = Date.now()) => {
    if (!ended) {
      ended = true;
      trace.inFlight -= 1;
      if (trace.inFlight === 0) trace.upstreamMs += end - trace.busySince;
    }
    return end - now;
  };
}

/** The upstream time so far, a call still in flight counted up to `now`. */
export function upstreamMsAt(trace: Trace, now = Date.now()): number {
  return trace.upstreamMs + (trace.inFlight > 0 ? now - trace.busySince : 0);
}
