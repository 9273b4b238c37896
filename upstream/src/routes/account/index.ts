import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** OAuth token endpoint, mounted at /oauth and /api/mobile/v1/oauth. */
export function oauthRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}

/** Auth, registration, password restore, profile and client (bearer) endpoints. */
export function accountRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
