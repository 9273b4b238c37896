import { Hono } from 'hono';
import type { SiteEnv } from '../context';
import { allowedMobileMethods } from '../mobile/allowed-calls';
import { behindMobileChallenge, isMobileSmsSend } from '../mobile/sms-gate';
import { transportFor } from '../upstream/context';
import { forwardMobile } from '../upstream/proxy';

/** The upstream refuses bodies over 64 KB itself; the proxy stops them before they travel. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** A bills archive of 50 PDFs is about 8 MB. */
const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/**
 * /api/mobile/v1/*: the native apps' door to the upstream's mobile API, for the calls of spec
 * section 7 only. Bearer tokens come from
 * the app's Authorization header, never from cookies, so no CSRF check applies here.
 */
export const mobileRoutes = new Hono<SiteEnv>().all('/*', async (c) => {
  const { pathname } = new URL(c.req.url);
  const rest = pathname.slice(pathname.indexOf('/api/mobile/v1') + '/api/mobile/v1'.length);
  // Only the calls of spec section 7 go through (edge/mobile/allowed-calls.ts); never a dev route.
  const allowed = rest.includes('//') ? [] : allowedMobileMethods(rest);
  if (!allowed.length) return c.json({ message: 'Не найдено' }, 404);
  if (!allowed.includes(c.req.method)) {
    return c.json({ message: 'Метод не поддерживается' }, 405, { allow: allowed.join(', ') });
  }
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_REQUEST_BYTES) return c.json({ message: 'Слишком большой запрос' }, 413);
  let body: ArrayBuffer | undefined;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_REQUEST_BYTES) return c.json({ message: 'Слишком большой запрос' }, 413);
  }
  // No session token: the transport gets none, the app's header is forwarded as is.
  const t = transportFor(c, null);
  const forward = (payload: ArrayBuffer | undefined) =>
    forwardMobile(t, c.req.raw, `/api/mobile/v1${rest}`, payload, {
      maxRequestBytes: MAX_REQUEST_BYTES,
      maxResponseBytes: MAX_RESPONSE_BYTES,
    });
  // An SMS code costs money: the door asks the site's proof of work by the same count (mobile/sms-gate.ts).
  return isMobileSmsSend(c.req.method, rest) ? behindMobileChallenge(c, body, forward) : forward(body);
});
