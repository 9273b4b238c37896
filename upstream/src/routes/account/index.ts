import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { siteRoutes } from '../site';
import { authRoutes } from './auth';
import { billRoutes } from './bills';
import { calendarFeedRoutes } from './calendar-feed';
import { changePasswordRoutes } from './change-password';
import { contractRoutes } from './contracts';
import { dealRoutes } from './deals';
import { devOutboxRoutes } from './dev-outbox';
import { tokenRoutes } from './oauth';
import { pushSubscriptionRoutes } from './push-subscriptions';
import { registrationRoutes } from './registration';
import { restorePasswordRoutes } from './restore-password';

/** OAuth token endpoint, mounted at /oauth and /api/mobile/v1/oauth. */
export function oauthRoutes(): Hono<AppEnv> {
  return tokenRoutes();
}

/**
 * Auth, registration, password restore, profile and client (bearer) endpoints. Everything is
 * mounted under its own prefix, so no middleware here touches the public routes beside it.
 */
export function accountRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.route('/auth', authRoutes());
  r.route('/register/phone', registrationRoutes());
  r.route('/restore-password', restorePasswordRoutes());
  r.route('/client/change-password', changePasswordRoutes());
  r.route('/client/contracts', contractRoutes());
  r.route('/client/deals', dealRoutes());
  r.route('/client/bills', billRoutes());
  r.route('/client/calendar-feed', calendarFeedRoutes());
  r.route('/client/push-subscriptions', pushSubscriptionRoutes());
  r.route('/site', siteRoutes());
  r.route('/dev', devOutboxRoutes());
  return r;
}
