import type { Breakpoint } from '@common/breakpoints';
import { isPrivatePath } from '../guards/rules';
import { joinBytes } from './bytes';
import { pageQueryKey } from './page-query-key';

/**
 * Guest pages in the Workers Cache API of this location. A public page is the same for every
 * visitor without a session on the same device class, so a cached copy costs no render. What is
 * personal never enters: see `isGuestCacheable` (request side) and `storableCopy` (answer side).
 *
 * Freshness: a copy younger than FRESH_SECONDS is served as is (`hit`). Up to STALE_SECONDS more
 * it is still served (`stale`) while one background render replaces it; older copies are gone and
 * the visitor waits for a render (`miss`). The key carries the build id, so a new build never
 * serves the previous one's pages.
 */
export const GUEST_PAGE_FRESH_SECONDS = 30;
export const GUEST_PAGE_STALE_SECONDS = 120;

/** The header that tells whether an answer came from the cache (`hit`, `stale`, `miss`, `bypass`). */
export const CACHE_STATUS_HEADER = 'x-edge-cache';

const KEY_ORIGIN = 'https://guest-pages.internal';
/** Headers of the stored copy only: when it was rendered, its nonce, the browser's cache-control. */
const STORED_AT = 'x-guest-stored-at';
const STORED_NONCE = 'x-guest-nonce';
const STORED_CONTROL = 'x-guest-cache-control';
const MAX_QUERY_LENGTH = 512;

/** Our own cookies are `__Host-` prefixed (session, toast, form values): any of them is personal. */
const PERSONAL_COOKIE = /(?:^|;\s*)__Host-/;

/** Paths of public pages: one or two plain segments, no private route, nothing of the framework. */
const PUBLIC_PAGE = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9._-]*)?)?$/i;

export function isGuestCacheablePath(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname) && !isPrivatePath(pathname);
}

/**
 * A whole-page GET of a public page by a visitor who brings nothing personal with it (`cookie`:
 * the request's Cookie header).
 */
export function isGuestCacheable(method: string, url: URL, cookie: string | null): boolean {
  if (method !== 'GET' || url.search.length > MAX_QUERY_LENGTH) return false;
  if (!isGuestCacheablePath(url.pathname)) return false;
  return !PERSONAL_COOKIE.test(cookie ?? '');
}

/**
 * One copy per host, build, device class (the root marks it on every page's body) and page: the
 * path and only the query the page reads, normalised (page-query-key.ts, docs/decisions/0021).
 */
export function guestCacheKey(url: URL, breakpoint: Breakpoint, buildId: string): string {
  return `${KEY_ORIGIN}/${encodeURIComponent(url.host)}/${encodeURIComponent(buildId)}/${breakpoint}${url.pathname}${pageQueryKey(url)}`;
}

/**
 * The stored form of a rendered answer, or null when it must not be stored: anything but a
 * complete 200 HTML page, anything that sets a cookie or forbids storing.
 */
export function storableCopy(res: Response, body: string, nonce: string, now: number): Response | null {
  if (res.status !== 200) return null;
  if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) return null;
  if (res.headers.has('set-cookie')) return null;
  const control = res.headers.get('cache-control') ?? '';
  if (/no-store|private/i.test(control)) return null;
  const headers = new Headers(res.headers);
  // The policy is made per response with its own nonce (security-headers.ts).
  headers.delete('content-security-policy');
  headers.delete(CACHE_STATUS_HEADER);
  headers.set(STORED_AT, String(now));
  headers.set(STORED_NONCE, nonce);
  headers.set(STORED_CONTROL, control);
  headers.set('cache-control', `public, max-age=${GUEST_PAGE_FRESH_SECONDS + GUEST_PAGE_STALE_SECONDS}`);
  return new Response(body, { status: 200, headers });
}

export type CachedPage = { response: Response; status: 'hit' | 'stale' };

/**
 * A stored copy made ready to serve many times: its bytes, split where the stored nonce stood,
 * and the headers a visitor gets. Serving it joins those bytes with this response's nonce in
 * those places — no text decoding or encoding per hit.
 */
export type ServablePage = {
  parts: Uint8Array[];
  storedNonce: Uint8Array;
  headers: [string, string][];
  storedAt: number;
};

const encoder = new TextEncoder();

/** The stored copy (from storableCopy or the Cache API) as a ServablePage; null when it is not one. */
export async function toServablePage(stored: Response): Promise<ServablePage | null> {
  const storedAt = Number(stored.headers.get(STORED_AT));
  if (!stored.headers.has(STORED_AT) || !Number.isFinite(storedAt)) return null;
  const storedNonce = stored.headers.get(STORED_NONCE) ?? '';
  const html = await stored.text();
  const parts = (storedNonce ? html.split(storedNonce) : [html]).map((part) => encoder.encode(part));
  const headers = new Headers(stored.headers);
  const control = headers.get(STORED_CONTROL);
  for (const name of [STORED_AT, STORED_NONCE, STORED_CONTROL, 'cache-control', 'age', 'cf-cache-status']) {
    headers.delete(name);
  }
  if (control) headers.set('cache-control', control);
  headers.delete('content-length');
  return { parts, storedNonce: encoder.encode(storedNonce), headers: [...headers], storedAt };
}

/** Whether a copy stored at `storedAt` is served as fresh (`hit`), as `stale`, or not at all (null). */
export function copyStatus(page: ServablePage, now: number): CachedPage['status'] | null {
  const age = (now - page.storedAt) / 1000;
  if (age >= GUEST_PAGE_FRESH_SECONDS + GUEST_PAGE_STALE_SECONDS) return null;
  return age < GUEST_PAGE_FRESH_SECONDS ? 'hit' : 'stale';
}

/**
 * The page's body for one visitor: the nonce of this response everywhere the stored one stood
 * (script attributes and the flight data that repeats them). Plain bytes: the worker never
 * compresses (Cloudflare does when deployed, workerd locally; docs/decisions/0004). One buffer,
 * not a Blob: bytes go out with their Content-Length, a Blob went out chunked through every hop.
 */
export function pageBody(page: ServablePage, nonce: string): Uint8Array<ArrayBuffer> {
  const joint = nonce ? encoder.encode(nonce) : page.storedNonce;
  const pieces: Uint8Array[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(joint);
    pieces.push(part);
  });
  return joinBytes(pieces);
}

/** The page for one visitor (see pageBody); null when the copy is too old to serve. */
export function servePage(page: ServablePage, nonce: string, now: number): CachedPage | null {
  const status = copyStatus(page, now);
  if (!status) return null;
  const headers = new Headers(page.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  return { response: new Response(pageBody(page, nonce), { status: 200, headers }), status };
}
