import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** How old a signature may be: the site signs each request as it sends it. */
const MAX_AGE_SECONDS = 300;

/** Addresses whose signature checked out, by request context: `clientIp` reads them first. */
const signed = new WeakMap<Context, string>();

const fromBase64url = (text: string): Uint8Array<ArrayBuffer> | null => {
  try {
    return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
};

/**
 * The site's signed visitor address (edge/upstream/visitor-address.ts): X-Visitor-Address with
 * X-Visitor-Signature `t=<unix seconds>,s=<base64url HMAC-SHA256 of "<t>.<address>">` under the
 * VISITOR_ADDRESS_KEY secret, at most five minutes old. Anything else is ignored, not refused.
 */
export const trustSignedVisitor = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.VISITOR_ADDRESS_KEY;
  const address = c.req.header('X-Visitor-Address')?.trim();
  const signature = c.req.header('X-Visitor-Signature')?.match(/^t=(\d{1,12}),s=([A-Za-z0-9_-]{43})$/);
  if (secret && address && address.length <= 64 && signature) {
    const t = Number(signature[1]);
    const mac = fromBase64url(signature[2] ?? '');
    const fresh = Math.abs(Math.floor(Date.now() / 1000) - t) <= MAX_AGE_SECONDS;
    if (mac && fresh) {
      const key = await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      if (await crypto.subtle.verify('HMAC', key, mac, new TextEncoder().encode(`${t}.${address}`))) {
        signed.set(c, address);
      }
    }
  }
  await next();
});

/** The address a valid signature vouches for, if any. */
export const signedVisitor = (c: Context): string | undefined => signed.get(c);
