import { addressKey } from '@common/with-upstream/address-key';
import type { Context } from 'hono';
import { signedVisitor } from './visitor-address';

/**
 * The visitor's address for rate limits: first the site's signed one (visitor-address.ts), which
 * is the only true one when the site reaches us by URL (Cloudflare's CF-Connecting-IP is then the
 * site worker's address); else CF-Connecting-IP, which Cloudflare sets on every direct request and
 * a caller cannot forge; else the first X-Forwarded-For entry, which only the site's service
 * binding (no CF-Connecting-IP there) and local runs reach.
 */
export function clientIp(c: Context): string {
  const vouched = signedVisitor(c);
  if (vouched) return vouched;
  const cf = c.req.header('CF-Connecting-IP')?.trim();
  if (cf) return cf;
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}

/** The key per-address limits count the visitor under: the address, an IPv6 one by its /64 (address-key.ts). */
export const clientAddressKey = (c: Context): string => addressKey(clientIp(c));
