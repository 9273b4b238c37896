import { wellFormed } from '@common/clean-text';
import { DEADLINE_HEADER, ERROR_MESSAGE_HEADER, ERROR_STATUS_HEADER, INTERNAL_HEADER } from './context';

const REFRESH_HEADER = 'x-leasing-refresh';

/**
 * A per-isolate secret that marks the edge's own internal re-requests (the error screen render).
 * A browser cannot guess it, so it cannot make a page render the 500 screen on demand.
 */
let token: string | undefined;
// Workers forbid random values at module scope, so the token is made on first use.
const internalToken = () => {
  token ??= crypto.randomUUID();
  return token;
};

export function isInternalRequest(headers: Headers | Record<string, string | undefined>): boolean {
  const value = headers instanceof Headers ? headers.get(INTERNAL_HEADER) : headers[INTERNAL_HEADER];
  return value === internalToken();
}

/** The status an internal error render asks for, or undefined for an ordinary request. */
export function requestedErrorStatus(headers: Headers | Record<string, string | undefined>): number | undefined {
  if (!isInternalRequest(headers)) return undefined;
  const raw = headers instanceof Headers ? headers.get(ERROR_STATUS_HEADER) : headers[ERROR_STATUS_HEADER];
  // Other internal requests (a guest page's background refresh) render what they ask for.
  if (raw === null || raw === undefined) return undefined;
  const status = Number(raw);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/** The message an internal error render shows (the upstream's), or undefined. */
export function requestedErrorMessage(headers: Headers | Record<string, string | undefined>): string | undefined {
  if (!isInternalRequest(headers)) return undefined;
  const raw = headers instanceof Headers ? headers.get(ERROR_MESSAGE_HEADER) : headers[ERROR_MESSAGE_HEADER];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw).slice(0, 300) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The upstream deadline of the request an internal render serves (issue 22: one budget per
 * request, the error screen it ends on included), or undefined for any other request.
 */
export function requestedDeadline(headers: Headers): number | undefined {
  if (!isInternalRequest(headers)) return undefined;
  const deadline = Number(headers.get(DEADLINE_HEADER) ?? Number.NaN);
  return Number.isSafeInteger(deadline) && deadline > 0 ? deadline : undefined;
}

/** A copy of `from` aimed at `url`, marked as the edge's own. */
export function internalRequest(url: URL, from: Request): Request {
  const headers = new Headers(from.headers);
  headers.set(INTERNAL_HEADER, internalToken());
  headers.delete(ERROR_STATUS_HEADER);
  return new Request(url, { method: from.method, headers });
}

/**
 * A guest page's background re-render for the edge cache: the page as a visitor of this device
 * class without any cookie of ours asks for it (edge/middleware/guest-cache.ts).
 */
export function guestRefreshRequest(url: URL, viewportCookie: string): Request {
  const headers = new Headers({ accept: 'text/html', cookie: viewportCookie, [INTERNAL_HEADER]: internalToken() });
  headers.set(REFRESH_HEADER, '1');
  return new Request(url, { headers });
}

export function isGuestRefreshRequest(headers: Headers): boolean {
  return isInternalRequest(headers) && headers.get(REFRESH_HEADER) === '1';
}

/** A request for the error screen, answered by the app's not-found route with the given status. */
export function errorScreenRequest(
  origin: string,
  status: number,
  from: Request,
  message?: string,
  deadline?: number,
): Request {
  const headers = new Headers({
    accept: 'text/html',
    [INTERNAL_HEADER]: internalToken(),
    [ERROR_STATUS_HEADER]: String(status),
  });
  if (deadline !== undefined) headers.set(DEADLINE_HEADER, String(deadline));
  if (message) headers.set(ERROR_MESSAGE_HEADER, encodeURIComponent(wellFormed(message)));
  const cookie = from.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  // Two segments: a single one would match the home-screen fallback route.
  return new Request(new URL('/__error/screen', origin), { headers });
}
