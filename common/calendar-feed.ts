import * as z from 'zod/mini';

/**
 * The client's calendar feed address (issue 42): `/api/calendar/payments.ics?key={token}`, the
 * token being 32 random bytes in base64url (43 characters). In the query, not the path: Workers
 * Logs redact query strings (wrangler.toml `redact_query_string`), so the secret never reaches a log. The same address as `webcal://` opens in Apple's
 * Calendar; Google's takes it by its «Add by URL».
 */
export const FEED_TOKEN = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

export const FEED_PATH = '/api/calendar/payments.ics';
export const feedPath = (token: string) => `${FEED_PATH}?key=${token}`;

/** The https and webcal addresses of a feed on the site's origin, and Google Calendar's subscribe link. */
export function feedAddresses(siteUrl: string, token: string) {
  const https = new URL(feedPath(token), siteUrl).toString();
  const webcal = https.replace(/^https?:/, 'webcal:');
  return { https, webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}
