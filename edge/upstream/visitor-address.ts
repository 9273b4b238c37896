/**
 * The visitor's address for the upstream's per-address limits. Through the service binding the
 * upstream trusts X-Forwarded-For (only the site can call it there); reached by URL, Cloudflare
 * gives the upstream the site worker's own address, so with VISITOR_ADDRESS_KEY (a secret both
 * workers share) the address also travels signed: X-Visitor-Address and X-Visitor-Signature
 * `t=<unix seconds>,s=<base64url HMAC-SHA256 of "<t>.<address>">`, which the upstream checks
 * (upstream/src/http/visitor-address.ts) and prefers to any other header. Docs: decision 0018.
 */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keys.set(secret, key);
  }
  return key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** Sets the visitor's address on an upstream request: plain, and signed when a key is configured. */
export async function setVisitorAddress(
  headers: Headers,
  ip: string | undefined,
  secret: string | undefined,
  nowMs = Date.now(),
): Promise<void> {
  if (!ip) return;
  headers.set('x-forwarded-for', ip);
  if (!secret) return;
  const t = Math.floor(nowMs / 1000);
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${t}.${ip}`));
  headers.set('x-visitor-address', ip);
  headers.set('x-visitor-signature', `t=${t},s=${base64url(mac)}`);
}
