import { Hono } from 'hono';
import { requireBearer } from '../../auth/bearer';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { deleteDriver, listDrivers } from '../../db/drivers';
import { findTokenById, listActiveTokens, revokeFamily } from '../../db/oauth-tokens';
import { notFound } from '../../http/errors';
import { methodNotAllowed } from './http';
import { presentDriver, presentProfile, presentToken } from './present';

/** /auth/profile, its sign-in sessions (tokens) and the client's drivers. */
export function profileRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.use('*', requireBearer);

  r.get('/', (c) => c.json(presentProfile(c.var.auth.user)));

  r.get('/tokens', async (c) => {
    const { user, token } = c.var.auth;
    const rows = await listActiveTokens(c.env.DB, user.id, nowSeconds());
    return c.json({ items: rows.map((t) => presentToken(t, token.family_id)) });
  });
  r.all('/tokens', methodNotAllowed);

  // Deleting a session revokes its whole refresh family: that device is signed out.
  r.delete('/tokens/:tokenId', async (c) => {
    const row = await findTokenById(c.env.DB, c.req.param('tokenId'));
    if (!row || row.user_id !== c.var.auth.user.id || row.revoked_at !== null) throw notFound('Токен не найден');
    await revokeFamily(c.env.DB, row.family_id, nowSeconds());
    return c.json({ message: 'Сеанс завершён' });
  });
  r.all('/tokens/:tokenId', methodNotAllowed);

  r.get('/drivers', async (c) => {
    const rows = await listDrivers(c.env.DB, c.var.auth.user.id);
    return c.json({ items: rows.map(presentDriver) });
  });
  r.all('/drivers', methodNotAllowed);

  r.delete('/drivers/:driver', async (c) => {
    const id = c.req.param('driver');
    const deleted = /^\d{1,9}$/.test(id) && (await deleteDriver(c.env.DB, c.var.auth.user.id, Number(id)));
    if (!deleted) throw notFound('Водитель не найден');
    return c.json({ message: 'Водитель удалён' });
  });
  r.all('/drivers/:driver', methodNotAllowed);

  r.all('/', methodNotAllowed);
  return r;
}
