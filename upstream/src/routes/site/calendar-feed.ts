import { Hono } from 'hono';
import { z } from 'zod';
import { sha256Hex } from '../../auth/encoding';
import { reserveAll } from '../../auth/rate-limit';
import { findFeedByHash } from '../../db/calendar-feeds';
import { findContractSchedule, listContracts } from '../../db/contracts';
import { type AppEnv, todayOf } from '../../env';
import { clientAddressKey } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { methodNotAllowed, rateLimited } from '../account/http';
import { presentContract, presentScheduleRow } from '../account/present-contract';

/** A feed token as issued (32 random bytes, base64url): anything else is no feed. */
export const feedTokenSchema = z.object({
  token: z.string({ error: 'Укажите адрес календаря' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Адрес календаря не найден'),
});

/**
 * Calendar programs fetch a feed every few minutes to hours (Apple at most every 5 minutes, Google
 * about twice a day): 30 an hour per feed is above any of them. A calendar service fetches for many
 * people from a few addresses, so the per-address limit is only against floods.
 */
const FEED_LIMIT = { limit: 30, windowSeconds: 3600 };
const ADDRESS_LIMIT = { limit: 600, windowSeconds: 600 };

/**
 * POST /site/calendar-feed (the site's OAuth client): a feed's upcoming payments by its token,
 * read with no session: every active contract of the feed's client with its unpaid payments to
 * come, in the shapes of GET /client/contracts/{id} and its payment schedule. 404 for an unknown or
 * revoked token; rate-limited per feed and per address.
 */
export function siteCalendarFeedRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/', validate('json', feedTokenSchema), async (c) => {
    const hash = await sha256Hex(c.req.valid('json').token);
    const reserved = await reserveAll(c.env.DB, [
      { key: `calendar:address:${clientAddressKey(c)}`, ...ADDRESS_LIMIT },
      { key: `calendar:feed:${hash}`, ...FEED_LIMIT },
    ]);
    if (!reserved.allowed) return rateLimited(c, reserved.retryAfter, 'Слишком много запросов календаря.');
    const feed = await findFeedByHash(c.env.DB, hash);
    if (!feed) throw notFound('Адрес календаря не найден');
    const today = todayOf(c.env);
    const contracts = (await listContracts(c.env.DB, feed.user_id, today)).filter((k) => k.status === 'active');
    const items = await Promise.all(
      contracts.map(async (contract) => {
        const found = await findContractSchedule(c.env.DB, feed.user_id, contract.id, today, { status: ['unpaid'] });
        return { contract: presentContract(contract), schedule: (found?.data ?? []).map(presentScheduleRow) };
      }),
    );
    return c.json({ items });
  });
  r.all('/', methodNotAllowed);
  return r;
}
