/**
 * Structured log lines Workers Logs can query (one JSON object a line), with exactly these
 * fields: ids, routes as patterns, statuses and times — never a phone, name, INN, token, cookie
 * or query string. A line with `call` is an upstream call's; without, a request's.
 */
export type RequestLine = {
  /** The request's reference (`x-request-id`, «Код ошибки» on the error screen and in toasts). */
  id: string;
  method: string;
  /** `/account/cars/[id]`, `RSC /news/[code]`, `/api/account/contracts/:id` (route-pattern.ts). */
  route: string;
  status: number;
  durationMs: number;
  /** `hit`, `stale`, `miss`, `bypass` for guest pages; `none` for everything else. */
  cache: string;
  upstreamCalls: number;
  /** Wall time with at least one upstream call in flight. */
  upstreamMs: number;
  /** `individual`, `legalEntity`, `guest`. */
  clientType: string;
};

export type UpstreamLine = {
  id: string;
  /** `GET /api/v1/contracts/:id` (route-pattern.ts, callName). */
  call: string;
  /** The upstream's status as the site took it: 503 unanswered or not sent, 502 a malformed answer. */
  status: number;
  /** The call with its retry. */
  durationMs: number;
  /** Whether the read was tried a second time. */
  retry: boolean;
};

/** A call at least this long is logged though it succeeded. */
export const SLOW_UPSTREAM_MS = 1000;

/** One line; a failure at the error level, so Workers Logs' level filter finds it too. */
export function writeLog(line: RequestLine | UpstreamLine, level: 'info' | 'warn' | 'error' = 'info'): void {
  const text = JSON.stringify(line);
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
}
