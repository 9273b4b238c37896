import { base64url } from 'jose';

export type SealKey = { kid: string; key: Uint8Array };

const cache = new Map<string, Promise<SealKey>>();
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
    secrets.map((secret) => {
      let key = cache.get(secret);
      if (!key) {
        key = derive(secret);
        cache.set(secret, key);
      }
      return key;
    }),
  );
}
