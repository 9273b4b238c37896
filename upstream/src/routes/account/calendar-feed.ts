import { Hono } from 'hono';
import { requireBearer } from '../../auth/bearer';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { randomToken, sha256Hex } from '../../auth/encoding';
import { deleteFeed, findFeedOf, replaceFeed } from '../../db/calendar-feeds';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from './http';
import { isoTime } from './present';

/**
 * /client/calendar-feed: the signed-in client's secret calendar address. Only its SHA-256 digest
 * is stored, so the token is answered once, when issued; issuing again replaces the old one.
 */
export function calendarFeedRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.use('*', requireBearer);
  r.get('/', async (c) => {
    const feed = await findFeedOf(c.env.DB, c.var.auth.user.id);
    return c.json({ issuedAt: feed ? isoTime(feed.created_at) : null });
  });
  r.post('/', async (c) => {
    const token = randomToken(32);
    const now = nowSeconds();
    await replaceFeed(c.env.DB, c.var.auth.user.id, await sha256Hex(token), now);
    return c.json({ token, issuedAt: isoTime(now) }, 201);
  });
  r.delete('/', async (c) => {
    if (!(await deleteFeed(c.env.DB, c.var.auth.user.id))) throw notFound('Адрес календаря не выдан');
    return c.json({ message: 'Адрес календаря отключён' });
  });
  r.all('/', methodNotAllowed);
  return r;
}
