import { FEED_TOKEN } from '@common/calendar-feed';
import { Hono } from 'hono';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { feedIcs } from '../exports/schedule-ics';
import { readFeed } from '../upstream/calendar-feed';
import { transportFor } from '../upstream/context';

/** The feed is fetched by calendar programs, never by a page: no referrer, not indexed, no shared cache. */
const FEED_HEADERS = { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };
const NOT_FOUND = 'Календарь не найден: адрес отключён или выпущен новый';

/**
 * GET /api/calendar/payments.ics?key={token}: the client's calendar feed, with no cookie — the
 * secret address is the credential (in the query, which logs redact). The token's client is read by the upstream on the site's own OAuth client (no
 * session is used even when a browser sends one). Calendars re-fetch it: `private`, 5 minutes;
 * a refusal is `no-store`. The rate limit is the upstream's (D1, per feed and per address).
 */
export const calendarFeedRoutes = new Hono<SiteEnv>().get('/payments.ics', async (c) => {
  const refuse = (status: 404 | 429 | 502 | 503, message: string, retryAfter?: number) =>
    c.json({ message }, status, {
      ...FEED_HEADERS,
      'cache-control': 'no-store',
      ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}),
    });
  // One `key`, as issued: a repeated or malformed one is no address.
  const keys = c.req.queries('key') ?? [];
  const token = FEED_TOKEN.safeParse(keys.length === 1 ? keys[0] : undefined);
  if (!token.success) return refuse(404, NOT_FOUND);
  try {
    const contracts = await readFeed(transportFor(c, null), token.data);
    const host = new URL(c.var.config.PUBLIC_SITE_URL).host;
    return c.body(feedIcs(contracts, host), 200, {
      ...FEED_HEADERS,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="drive-leasing.ics"',
      'cache-control': 'private, max-age=300',
    });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    // 422 is a token the upstream does not take: as good as an unknown one.
    if (err.status === 404 || err.status === 422) return refuse(404, NOT_FOUND);
    if (err.status === 429) return refuse(429, err.message, err.retryAfter ?? 60);
    return refuse(err.status === 503 ? 503 : 502, err.message);
  }
});
