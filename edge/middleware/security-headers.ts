import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { SiteEnv } from '../context';
import { setResponseHeader } from './response-headers';

const MAPS = ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru', 'https://*.yandex.ru'];
const METRIKA = ['https://mc.yandex.ru', 'https://mc.yandex.com'];

/**
 * Hono's secure headers: CSP with a per-response nonce (Waku stamps it on its inline scripts
 * through the interceptor in src/pages/_interceptors), HSTS, frame, referrer, content-type and
 * permissions policies on every response. `overwrite: false` keeps the CSP an internal re-render
 * (the error screen, /_icons) already carries: its scripts were stamped with that nonce.
 */
const honoSecureHeaders = secureHeaders({
  overwrite: false,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, "'strict-dynamic'", ...MAPS, ...METRIKA],
    styleSrc: ["'self'", "'unsafe-inline'", ...MAPS],
    imgSrc: ["'self'", 'data:', 'blob:', ...MAPS, ...METRIKA],
    connectSrc: ["'self'", ...MAPS, ...METRIKA],
    fontSrc: ["'self'", 'data:'],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
});

/** What Hono's middleware lacks: the nonce under our name, and mutable headers on any response. */
export const securityHeaders = (): MiddlewareHandler<SiteEnv> => (c, next) =>
  honoSecureHeaders(c, async () => {
    c.set('nonce', c.get('secureHeadersNonce') ?? '');
    await next();
    setResponseHeader(c, 'x-content-type-options', 'nosniff');
  });
