import { createMiddleware } from 'hono/factory';
import { findTokenAndUserByAccessHash, touchToken } from '../db/oauth-tokens';
import { unauthorized } from '../http/errors';
import { nowSeconds } from './clock';
import type { AuthEnv, AuthState } from './context';
import { sha256Hex } from './encoding';

/** `last_used_at` is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_SECONDS = 60;

export function readBearer(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export type BearerLookup = { ok: true; auth: AuthState } | { ok: false; message: string };

/** Resolves an access token; `allowExpired` lets token-info report an expired token instead of refusing it. */
export async function lookupBearer(db: D1Database, token: string | null, allowExpired = false): Promise<BearerLookup> {
  if (!token) return { ok: false, message: 'Требуется авторизация' };
  const found = await findTokenAndUserByAccessHash(db, await sha256Hex(token));
  const row = found?.token;
  if (!row || row.revoked_at !== null) return { ok: false, message: 'Недействительный токен доступа' };
  const now = nowSeconds();
  if (!allowExpired && row.access_expires_at <= now) return { ok: false, message: 'Срок действия токена истёк' };
  const user = found.user;
  if (!user) return { ok: false, message: 'Недействительный токен доступа' };
  if (row.last_used_at === null || now - row.last_used_at >= TOUCH_INTERVAL_SECONDS) {
    await touchToken(db, row.id, now);
  }
  return { ok: true, auth: { user, token: row } };
}

/** 401 without a valid, unexpired, unrevoked access token; otherwise `c.var.auth` is the client. */
export const requireBearer = createMiddleware<AuthEnv>(async (c, next) => {
  const result = await lookupBearer(c.env.DB, readBearer(c.req.header('Authorization')));
  if (!result.ok) throw unauthorized(result.message);
  c.set('auth', result.auth);
  await next();
});
