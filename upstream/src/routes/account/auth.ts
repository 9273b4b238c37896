import { LEGAL_ENTITY } from '@common/with-upstream/client-type';
import { Hono } from 'hono';
import { lookupBearer, readBearer, requireBearer } from '../../auth/bearer';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { unauthorized } from '../../http/errors';
import { methodNotAllowed } from './http';
import { revokeSession } from './oauth';
import { isoTime } from './present';
import { profileRoutes } from './profile';

const BASE_PERMISSIONS = [
  'profile.view',
  'profile.tokens.manage',
  'profile.drivers.manage',
  'password.change',
  'contracts.view',
  'deals.view',
];
const LEGAL_ENTITY_PERMISSIONS = ['bills.view', 'bills.download'];

/** /auth/*: logout, permissions, token-info and the profile group. */
export function authRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.post('/logout', revokeSession);
  r.all('/logout', methodNotAllowed);

  // Token info answers for an expired token too (with expired: true) so a client can inspect it.
  r.get('/token-info', async (c) => {
    const result = await lookupBearer(c.env.DB, readBearer(c.req.header('Authorization')), true);
    if (!result.ok) throw unauthorized(result.message);
    const { token, user } = result.auth;
    const now = nowSeconds();
    return c.json({
      id: token.id,
      clientId: token.client_id,
      userId: user.id,
      scopes: token.scope.split(/\s+/).filter(Boolean),
      createdAt: isoTime(token.created_at),
      expiresAt: isoTime(token.access_expires_at),
      expiresIn: Math.max(0, token.access_expires_at - now),
      expired: token.access_expires_at <= now,
      refreshExpiresAt: isoTime(token.refresh_expires_at),
    });
  });
  r.all('/token-info', methodNotAllowed);

  r.get('/permissions', requireBearer, (c) => {
    const { user } = c.var.auth;
    const legal = user.user_type === LEGAL_ENTITY;
    return c.json({
      roles: ['client', user.user_type],
      permissions: legal ? [...BASE_PERMISSIONS, ...LEGAL_ENTITY_PERMISSIONS] : BASE_PERMISSIONS,
    });
  });
  r.all('/permissions', methodNotAllowed);

  r.route('/profile', profileRoutes());
  return r;
}
