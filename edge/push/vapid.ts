import { base64url } from 'jose';
import * as z from 'zod/mini';

const coordinate = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** A P-256 private key as a JWK: what `scripts/vapid-keys.mjs` prints for VAPID_PRIVATE_KEY. */
const jwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: coordinate,
  y: coordinate,
  d: coordinate,
});
export type VapidKey = z.output<typeof jwkSchema>;

/** VAPID_PRIVATE_KEY: the JWK's JSON text; a bad one stops the site, named (edge/config.ts). */
export const vapidKeySchema = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    try {
      const key = jwkSchema.safeParse(JSON.parse(text));
      if (key.success) return key.data;
    } catch {
      // Reported below.
    }
    ctx.issues.push({
      code: 'custom',
      message: 'VAPID_PRIVATE_KEY must be a P-256 private key as JSON (npm run vapid-keys)',
      input: text,
    });
    return z.NEVER;
  }),
);

/**
 * The application server key a browser subscribes with (PushManager.subscribe): the public point of
 * the VAPID key, uncompressed (0x04 ‖ x ‖ y), base64url — derived, so there is one secret and no
 * second setting that could disagree with it.
 */
export function vapidPublicKey(key: Pick<VapidKey, 'x' | 'y'>): string {
  return base64url.encode(Uint8Array.of(4, ...base64url.decode(key.x), ...base64url.decode(key.y)));
}
