/**
 * A local push service for the reminders' Cron (issue 42): a browser's subscription keys made here
 * (a P-256 key pair and a 16-byte auth secret), and the RFC 8291 (aes128gcm, RFC 8188) decryption of
 * what the site sends, with WebCrypto alone — so a test reads the very text a phone would show.
 */
import { type Bytes, concatBytes, hkdf, utf8 } from '@edge/bytes';
import { base64url } from 'jose';

const b64url = (bytes: Uint8Array) => base64url.encode(bytes);

export type Device = {
  /** What the browser's PushSubscription.toJSON() would give the site. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  decrypt(body: Uint8Array): Promise<string>;
};

export async function pushDevice(endpoint: string): Promise<Device> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const uaPublic = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  return {
    subscription: { endpoint, keys: { p256dh: b64url(uaPublic), auth: b64url(authSecret) } },
    async decrypt(input) {
      const body: Bytes = new Uint8Array(input);
      // The aes128gcm header: salt (16), record size (4), key id length (1), key id = the sender's key.
      const salt = body.slice(0, 16);
      const idLength = body[20] ?? 0;
      const asPublic = body.slice(21, 21 + idLength);
      const ciphertext = body.slice(21 + idLength);
      const senderKey = await crypto.subtle.importKey(
        'raw',
        asPublic,
        { name: 'ECDH', namedCurve: 'P-256' },
        false,
        [],
      );
      const ecdh = new Uint8Array(
        await crypto.subtle.deriveBits({ name: 'ECDH', public: senderKey }, pair.privateKey, 256),
      );
      const ikm = await hkdf(authSecret, ecdh, concatBytes(utf8('WebPush: info\0'), uaPublic, asPublic), 32);
      const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
      const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);
      const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
      const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext));
      // One record, the last: the text, then the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return new TextDecoder().decode(padded.slice(0, end));
    },
  };
}
