import { fromBase64Url, toBase64Url } from './encoding';

/**
 * The refresh grace window must answer a replayed refresh token with the successor tokens it
 * produced, but tokens are stored only hashed. So the successor pair is sealed (AES-GCM) with a
 * key derived from the old refresh token itself: only its holder can open it, and the database
 * alone never yields a usable token.
 */
async function keyFrom(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`refresh-grace:${secret}`));
  return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function seal(plaintext: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyFrom(secret),
    new TextEncoder().encode(plaintext),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(data))}`;
}

/** Null when the sealed value is malformed or the secret is not the one it was sealed with. */
export async function unseal(sealed: string, secret: string): Promise<string | null> {
  const [ivText, dataText] = sealed.split('.');
  if (!ivText || !dataText) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(ivText) },
      await keyFrom(secret),
      fromBase64Url(dataText),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
