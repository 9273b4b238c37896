import { constantTimeEqual, fromBase64Url, toBase64Url } from './encoding';

/**
 * PBKDF2-SHA256 via WebCrypto with a per-user random salt. 100 000 iterations is the most
 * workerd's WebCrypto allows. Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url),
 * so the parameters can be raised later without breaking existing hashes.
 * upstream/seed/accounts.ts writes the demo hashes in the same format.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterText);
  if (scheme !== 'pbkdf2-sha256' || !saltText || !hashText || !Number.isInteger(iterations) || iterations < 1) {
    return false;
  }
  const hash = await derive(password, fromBase64Url(saltText), iterations);
  return constantTimeEqual(toBase64Url(hash), hashText);
}

/** A hash of a random password: verifying against it costs the same time as a real check (no user enumeration by timing). */
export const DUMMY_PASSWORD_HASH =
  'pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
