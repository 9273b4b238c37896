import { Hono } from 'hono';
import { requireSiteClient } from '../../auth/site-client';
import type { AppEnv } from '../../env';
import { siteCalendarFeedRoutes } from './calendar-feed';
import { sitePushRoutes } from './push-reminders';

/** /site/*: the site's OAuth client on nobody's session (HTTP Basic; upstream/API-account.md «Site client»). */
export function siteRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', requireSiteClient);
  r.route('/calendar-feed', siteCalendarFeedRoutes());
  r.route('/', sitePushRoutes());
  return r;
}
