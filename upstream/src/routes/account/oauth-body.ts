import type { Context } from 'hono';
import { nullRecord } from '../../http/own-keys';

/** A token request's fields; only string values count (OAuth parameters are strings). */
export type OAuthParams = Record<string, string>;

/**
 * The token endpoint takes JSON or form bodies (RFC 6749 mandates x-www-form-urlencoded; the
 * site sends JSON). Null means the body could not be parsed at all.
 */
export async function readOAuthParams(c: Context): Promise<OAuthParams | null> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  let raw: unknown;
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      raw = await c.req.parseBody();
    } else {
      const body = await c.req.text();
      raw = body.trim() === '' ? {} : JSON.parse(body);
    }
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const out: OAuthParams = nullRecord<string>();
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number') out[key] = String(value);
  }
  return out;
}

/** client_id/client_secret from HTTP Basic (RFC 6749 2.3.1) when the body does not carry them. */
export function basicClientCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  try {
    const decoded = atob(match[1]);
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return null;
  }
}
