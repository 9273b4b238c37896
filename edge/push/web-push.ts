import { base64url, importJWK, SignJWT } from 'jose';
import { type Bytes, concatBytes, hkdf, utf8 } from '../bytes';
import { type VapidKey, vapidPublicKey } from './vapid';

/**
 * One Web Push message as an HTTP request: the payload encrypted for the browser by RFC 8291 with
 * the aes128gcm content coding of RFC 8188 (one record), signed for the push service by VAPID
 * (RFC 8292). WebCrypto and jose only. (`@pushforge/builder` 2.0.5 writes the older draft `aesgcm`
 * coding, which RFC 8291 replaced: decision 0032.)
 */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
export type PushOptions = { contact: string; ttlSeconds: number; urgency: 'low' | 'normal' | 'high' };

/** RFC 8291 §3-4: a fresh sender key pair per message; the body is the aes128gcm header and one record. */
export async function encryptPayload(target: PushTarget['keys'], payload: string): Promise<Bytes> {
  const uaPublic: Bytes = new Uint8Array(base64url.decode(target.p256dh));
  const authSecret: Bytes = new Uint8Array(base64url.decode(target.auth));
  const browserKey = await crypto.subtle.importKey('raw', uaPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const sender = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const asPublic = new Uint8Array((await crypto.subtle.exportKey('raw', sender.publicKey)) as ArrayBuffer);
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: browserKey }, sender.privateKey, 256),
  );
  const ikm = await hkdf(authSecret, shared, concatBytes(utf8('WebPush: info\0'), uaPublic, asPublic), 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // The only record is the last: the text, then the delimiter 2 (no padding).
  const record = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, concatBytes(utf8(payload), Uint8Array.of(2))),
  );
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, 4096);
  header.set(salt, 0);
  header[20] = asPublic.length;
  return concatBytes(header, asPublic, record);
}

/** RFC 8292: `vapid t=<ES256 JWT for the push service's origin>, k=<our public key>`, valid 12 hours. */
async function vapidAuthorization(endpoint: string, key: VapidKey, contact: string): Promise<string> {
  const signingKey = await importJWK({ ...key }, 'ES256');
  const jwt = await new SignJWT({ sub: contact })
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime('12h')
    .sign(signingKey);
  return `vapid t=${jwt}, k=${vapidPublicKey(key)}`;
}

export async function pushRequest(
  target: PushTarget,
  payload: string,
  key: VapidKey,
  options: PushOptions,
): Promise<Request> {
  const body = await encryptPayload(target.keys, payload);
  return new Request(target.endpoint, {
    method: 'POST',
    headers: {
      authorization: await vapidAuthorization(target.endpoint, key, options.contact),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(options.ttlSeconds),
      urgency: options.urgency,
    },
    body,
  });
}
