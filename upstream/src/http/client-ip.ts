import type { Context } from 'hono';

/**
 * The visitor's address for rate limits. Cloudflare sets CF-Connecting-IP on direct traffic; the
 * site's BFF calls us server-side and passes the visitor's address as the first X-Forwarded-For
 * entry (the reference upstream trusts its BFF, as the real back office does).
 */
export function clientIp(c: Context): string {
  const cf = c.req.header('CF-Connecting-IP')?.trim();
  if (cf) return cf;
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
