import { createMiddleware } from 'hono/factory';
import { type AppEnv, readSettings, type UpstreamSettings } from '../env';
import { ApiError } from '../http/errors';
import { basicClientCredentials } from '../routes/account/oauth-body';
import { constantTimeEqual } from './encoding';

/** The configured OAuth client (the site), compared without an early exit. */
export function isSiteClient(id: string, secret: string, settings: UpstreamSettings): boolean {
  return constantTimeEqual(id, settings.OAUTH_CLIENT_ID) && constantTimeEqual(secret, settings.OAUTH_CLIENT_SECRET);
}

/**
 * /site/*: calls only the site's OAuth client makes on nobody's session (the calendar feed, the
 * reminders' Cron): its `client_id`/`client_secret` by HTTP Basic, else 401.
 */
export const requireSiteClient = createMiddleware<AppEnv>(async (c, next) => {
  const basic = basicClientCredentials(c.req.header('Authorization'));
  if (!basic || !isSiteClient(basic.id, basic.secret, readSettings(c.env))) {
    throw new ApiError(401, 'Требуется авторизация клиента');
  }
  await next();
});
