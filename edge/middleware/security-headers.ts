import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * CSP with a per-response nonce (Waku stamps it on its inline scripts through the interceptor in
 * src/pages/_interceptors), HSTS, and frame/referrer/content-type policies on every response.
 */
export const securityHeaders = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  const nonce = randomNonce();
  c.set('nonce', nonce);
  await next();
  // An internal re-render (error screen, /_icons) already carries the CSP of the nonce its
  // scripts were stamped with; keep that one.
  if (c.res.headers.has('content-security-policy')) return;
  const h = c.res.headers;
  const maps = 'https://api-maps.yandex.ru https://*.maps.yandex.net https://yandex.ru https://*.yandex.ru';
  const metrika = 'https://mc.yandex.ru https://mc.yandex.com';
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${maps} ${metrika}`,
    `style-src 'self' 'unsafe-inline' ${maps}`,
    `img-src 'self' data: blob: ${maps} ${metrika}`,
    `connect-src 'self' ${maps} ${metrika}`,
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  // Headers of a Response built elsewhere may be immutable; copy the response when they are.
  try {
    h.set('content-security-policy', csp);
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  const headers = c.res.headers;
  headers.set('content-security-policy', csp);
  headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  headers.set('x-frame-options', 'DENY');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
};
