import { decodeProtectedHeader, EncryptJWT, jwtDecrypt } from 'jose';
import { sealKeys } from './keys';

/**
 * Encrypted cookie values (JWE `dir` + A256GCM). `purpose` goes into the token so a value sealed
 * for one cookie cannot be replayed as another (a form flash as a session, say).
 */
export async function seal(
  payload: Record<string, unknown>,
  purpose: string,
  secrets: readonly string[],
  maxAgeSeconds: number,
): Promise<string> {
  const [newest] = await sealKeys(secrets);
  if (!newest) throw new Error('No session secret configured');
  return new EncryptJWT({ ...payload, pur: purpose })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: newest.kid })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAgeSeconds)
    .encrypt(newest.key);
}

/** The payload, or null for anything tampered, foreign, expired or sealed with a retired key. */
export async function unseal(
  token: string | undefined,
  purpose: string,
  secrets: readonly string[],
): Promise<Record<string, unknown> | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { kid } = decodeProtectedHeader(token);
    const match = (await sealKeys(secrets)).find((k) => k.kid === kid);
    if (!match) return null;
    const { payload } = await jwtDecrypt(token, match.key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (payload.pur !== purpose) return null;
    const { pur: _p, iat: _i, exp: _e, ...rest } = payload;
    return rest;
  } catch {
    return null;
  }
}
