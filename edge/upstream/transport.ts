import type * as z from 'zod/mini';
import type { SiteConfig } from '../config';
import { DEFAULT_ERROR_MESSAGE, errorFromBody, UpstreamError } from '../errors';
import { SLOW_UPSTREAM_MS, writeLog } from '../observability/log';
import { REQUEST_ID_HEADER } from '../observability/request-id';
import { callName } from '../observability/route-pattern';
import { currentTrace, upstreamCallStarted } from '../observability/trace';
import { remainingMs, retryFloorMs } from './deadline';
import { readLimited } from './read-limited';
import { setVisitorAddress } from './visitor-address';

export type UpstreamApi = 'main' | 'auth';

/** Where and how the site reaches the upstream; built per request from config and bindings. */
export type Transport = {
  /** Told about every failed call (the error screen uses the last one's status). */
  onFailure?: (error: UpstreamError) => void;
  config: SiteConfig;
  /** The service binding to the reference upstream, when the worker has one. */
  binding?: Fetcher;
  /** The bearer token to send, if any (spec section 4: none without an access token). */
  accessToken?: string;
  /** The visitor's address and browser, forwarded so upstream rate limits and session names are per visitor. */
  client?: { ip?: string; userAgent?: string };
  /**
   * When the upstream work of the whole request must be over (epoch ms, edge/upstream/deadline.ts);
   * without one, each call has `UPSTREAM_TIMEOUT_MS` of its own, its retry included.
   */
  deadline?: number;
  /**
   * The request's last upstream failure so far: a call the spent budget refuses repeats it (the
   * request has already failed that way — a malformed answer stays a 502), else it is a 503.
   */
  lastFailure?: () => UpstreamError | undefined;
  /**
   * `npm run upstream:check` (edge/upstream-check/): told the zod issues of an answer the call's
   * schema refuses; public calls skip the caches (`cachedCall`), so every call reaches the upstream.
   */
  probe?: { onIssues: (issues: readonly z.core.$ZodIssue[]) => void };
};

export type CallOptions = {
  api?: UpstreamApi;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  json?: unknown;
  form?: Record<string, string>;
  /** Mobile variant of the API: /api/mobile/v1 instead of /api/v1. */
  mobile?: boolean;
  /** JSON by default; the QR and archive calls accept XML (spec section 7). */
  accept?: string;
  token?: string | null;
  /** The site's own OAuth client by HTTP Basic (upstream/API-account.md «Site client»), on nobody's session. */
  siteClient?: boolean;
  /** A public form's submission key (decision 0023), sent as `Idempotency-Key`. */
  idempotencyKey?: string;
  /**
   * Statuses that are the answer the caller asked for, not a failure (the health check's token
   * call expects a 400): still thrown, but neither logged as a failed call nor the request's failure.
   */
  expected?: readonly number[];
};

export const UNAVAILABLE_MESSAGE = 'Сервис временно недоступен. Попробуйте позже.';

/** `/api/v1/x` becomes `/api/mobile/v1/x` for the mobile variant (spec section 7). */
export function withPrefix(path: string, mobile: boolean | undefined): string {
  if (!mobile) return path;
  if (path.startsWith('/api/v1/')) return `/api/mobile/v1/${path.slice('/api/v1/'.length)}`;
  return `/api/mobile/v1${path}`;
}

export function buildUrl(base: string, path: string, query: CallOptions['query']): URL {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v));
    else url.searchParams.set(key, String(value));
  }
  return url;
}

/** A call with a body is a POST unless it says otherwise; without one, a GET. */
const methodOf = (opts: CallOptions) => opts.method ?? (opts.json !== undefined || opts.form ? 'POST' : 'GET');

/** Larger than any answer the site asks for (a catalogue page is ≈ 60 KB); more is not an answer. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;

/** Worth a second try for a read: the connection failed or timed out, or a gateway said so. */
const RETRYABLE = new Set([502, 503, 504]);

/**
 * One upstream request within the request's deadline (`UPSTREAM_TIMEOUT_MS` for the whole
 * request, the body included; see Transport.deadline). Network failures, timeouts and a spent
 * budget become a 503 UpstreamError, failed statuses carry the body's `message` (spec section 8);
 * never a hang. A GET is tried once more after a network failure, a timeout or a 502/503/504 —
 * reads are idempotent — while enough of the budget is left; a POST or DELETE is never repeated.
 */
export async function send(t: Transport, path: string, opts: CallOptions = {}): Promise<Response> {
  const deadline = t.deadline ?? Date.now() + t.config.UPSTREAM_TIMEOUT_MS;
  const started = Date.now();
  let retried = false;
  try {
    let res: Response;
    try {
      res = await countedSend(t, path, opts, deadline);
    } catch (err) {
      if (methodOf(opts) !== 'GET' || !(err instanceof UpstreamError) || !RETRYABLE.has(err.status)) throw err;
      if (remainingMs(deadline) < retryFloorMs(t.config.UPSTREAM_TIMEOUT_MS)) throw err;
      retried = true;
      res = await countedSend(t, path, opts, deadline);
    }
    const took = Date.now() - started;
    if (took >= SLOW_UPSTREAM_MS) logCall(path, opts, res.status, took, retried, 'warn');
    return res;
  } catch (err) {
    if (err instanceof UpstreamError && !opts.expected?.includes(err.status)) {
      logCall(path, opts, err.status, Date.now() - started, retried, 'error');
      t.onFailure?.(err);
    }
    throw err;
  }
}

/** One try, counted in the request's trace (calls, upstream time) when it is sent. */
async function countedSend(t: Transport, path: string, opts: CallOptions, deadline: number): Promise<Response> {
  if (remainingMs(deadline) <= 0) return sendOnce(t, path, opts, deadline);
  const end = upstreamCallStarted(currentTrace());
  try {
    return await sendOnce(t, path, opts, deadline);
  } finally {
    end();
  }
}

/** The call's log line (edge/observability/log.ts): a failed or slow call, never its query or body. */
function logCall(
  path: string,
  opts: CallOptions,
  status: number,
  durationMs: number,
  retry: boolean,
  level: 'warn' | 'error',
): void {
  const id = currentTrace()?.id ?? 'none';
  writeLog({ id, call: callName(methodOf(opts), withPrefix(path, opts.mobile)), status, durationMs, retry }, level);
}

async function sendOnce(t: Transport, path: string, opts: CallOptions, deadline: number): Promise<Response> {
  const method = methodOf(opts);
  const left = remainingMs(deadline);
  if (left <= 0) {
    // Not sent: the request's budget is spent (its log line says 503, or the repeated failure).
    throw t.lastFailure?.() ?? new UpstreamError(503, UNAVAILABLE_MESSAGE);
  }
  const base = opts.api === 'auth' ? t.config.UPSTREAM_AUTH_URL : t.config.UPSTREAM_API_URL;
  const url = buildUrl(base, withPrefix(path, opts.mobile), opts.query);
  const headers = new Headers({ accept: opts.accept ?? 'application/json' });
  const token = opts.token === undefined ? t.accessToken : opts.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (opts.siteClient) {
    const { PUBLIC_OAUTH_CLIENT_ID: id, OAUTH_CLIENT_SECRET: secret } = t.config;
    headers.set('authorization', `Basic ${btoa(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`)}`);
  }
  await setVisitorAddress(headers, t.client?.ip, t.config.VISITOR_ADDRESS_KEY);
  if (t.client?.userAgent) headers.set('user-agent', t.client.userAgent);
  const requestId = currentTrace()?.id;
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  if (opts.idempotencyKey) headers.set('idempotency-key', opts.idempotencyKey);
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    body = new URLSearchParams(opts.form);
  }
  const init: RequestInit = {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(left),
  };
  let res: Response;
  try {
    res = await (t.binding ? t.binding.fetch(url.toString(), init) : fetch(url, init));
  } catch {
    // Unanswered (network, timeout): the call's log line says 503.
    throw new UpstreamError(503, UNAVAILABLE_MESSAGE);
  }
  if (!res.ok) {
    let parsed: unknown;
    try {
      parsed = await res.json();
    } catch {
      parsed = undefined;
    }
    throw errorFromBody(res.status, parsed);
  }
  return res;
}

/** A JSON call whose response is validated with zod and reshaped by the schema's transforms. */
export async function call<S extends z.ZodMiniType>(
  t: Transport,
  path: string,
  schema: S,
  opts: CallOptions = {},
): Promise<z.output<S>> {
  const started = Date.now();
  const res = await send(t, path, opts);
  const malformed = () => {
    const error = new UpstreamError(502, DEFAULT_ERROR_MESSAGE);
    logCall(path, opts, error.status, Date.now() - started, false, 'error');
    t.onFailure?.(error);
    return error;
  };
  let data: unknown;
  try {
    const text = await readLimited(res, MAX_JSON_BYTES);
    if (text === null) throw new Error('oversized');
    data = JSON.parse(text);
  } catch (err) {
    console.error(
      `upstream ${callName(methodOf(opts), path)}: ${err instanceof Error && err.message === 'oversized' ? 'oversized' : 'malformed'} JSON`,
    );
    throw malformed();
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    t.probe?.onIssues(parsed.error.issues);
    console.error(
      `upstream ${callName(methodOf(opts), path)}: unexpected response shape`,
      parsed.error.issues.slice(0, 3),
    );
    throw malformed();
  }
  return parsed.data;
}
