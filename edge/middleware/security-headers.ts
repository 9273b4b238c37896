import { Hono, type MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { encodeBase64 } from 'hono/utils/encode';
import type { SiteEnv } from '../context';
import { deviceAnswerHeaders, isRenderedAnswer, varyWith } from './page-headers';
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
    // The SMS proof-of-work widget (altcha) solves in workers it starts from blob: URLs.
    workerSrc: ["'self'", 'blob:'],
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

/** A fresh nonce: 16 random bytes in base64, the form Hono's NONCE makes. */
export function newNonce(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(16)).buffer);
}

/**
 * What Hono's middleware lacks: the nonce under our name (made here, so one function makes every
 * nonce), and mutable headers on any response. `nonce` is replaceable for the template below.
 */
export const securityHeaders =
  ({ nonce = newNonce }: { nonce?: () => string } = {}): MiddlewareHandler<SiteEnv> =>
  (c, next) => {
    // Hono's NONCE takes a nonce already set under its key instead of making one.
    c.set('secureHeadersNonce', nonce());
    return honoSecureHeaders(c, async () => {
      c.set('nonce', c.get('secureHeadersNonce') ?? '');
      await next();
      setResponseHeader(c, 'x-content-type-options', 'nosniff');
      if (isRenderedAnswer(c.res.headers.get('content-type'))) {
        for (const [name, value] of deviceAnswerHeaders(c.res.headers)) setResponseHeader(c, name, value);
      }
    });
  };

/**
 * The headers `securityHeaders` gives an answer that has none of them, each value split where
 * the nonce stands: a cached guest page answered before the framework (edge/guest-fast-path.ts)
 * joins them with its own nonce instead of running the middleware. Made once per isolate by the
 * middleware itself, so both answers carry the same headers.
 */
export type SecurityHeaderTemplate = { name: string; parts: string[] }[];

/** Where the nonce stands in the template's values (never a nonce: not base64). */
export const TEMPLATE_NONCE = 'TEMPLATE-NONCE';
let template: SecurityHeaderTemplate | undefined;

export async function securityHeaderTemplate(): Promise<SecurityHeaderTemplate> {
  if (template) return template;
  const app = new Hono<SiteEnv>();
  app.use(securityHeaders({ nonce: () => TEMPLATE_NONCE }));
  app.get('*', (c) => c.body(null, 204));
  const res = await app.request('https://template.internal/');
  // A template is for cached pages: rendered answers, with their Vary, Accept-CH and Cache-Control.
  const headers = new Headers(res.headers);
  for (const [name, value] of deviceAnswerHeaders(headers)) headers.set(name, value);
  template = [...headers].map(([name, value]) => ({ name, parts: value.split(TEMPLATE_NONCE) }));
  return template;
}

/**
 * The template's headers with `nonce`, only where `headers` has none of its own (overwrite:
 * false); `Vary` is merged.
 */
export function applySecurityHeaders(headers: Headers, applied: SecurityHeaderTemplate, nonce: string): void {
  for (const { name, parts } of applied) {
    if (name === 'vary') {
      for (const hint of parts.join(nonce).split(',')) {
        const vary = varyWith(headers.get('vary'), hint.trim());
        if (vary) headers.set('vary', vary);
      }
    } else if (name === 'x-content-type-options' || !headers.has(name)) headers.set(name, parts.join(nonce));
  }
}
