import { base64url } from 'jose';

export type SealKey = { kid: string; key: Uint8Array };

/**
 * Derived keys by secret. Only settled keys are kept: workerd lets a promise settle only in the
 * request that created it, so a derivation still pending when its request ended would fail every
 * later request that awaited it.
 */
const cache = new Map<string, SealKey>();
const encoder = new TextEncoder();

async function derive(secret: string): Promise<SealKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  // HKDF rather than the raw secret: operators paste passphrases, the cipher needs 256 uniform bits.
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('leasing-site'),
      info: encoder.encode('session-cookie A256GCM'),
    },
    material,
    256,
  );
  const key = new Uint8Array(bits);
  // The key id names the key without revealing it, so opening a cookie needs no trial decryption.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', key));
  return { kid: base64url.encode(digest.slice(0, 6)), key };
}

/** Keys for SESSION_SECRETS, newest first (the first one seals, every one opens). */
export function sealKeys(secrets: readonly string[]): Promise<SealKey[]> {
  return Promise.all(
    secrets.map(async (secret) => {
      const known = cache.get(secret);
      if (known) return known;
      const key = await derive(secret);
      cache.set(secret, key);
      return key;
    }),
  );
}
