import type { SiteBindings } from './context';
import { REMINDERS_CRON } from './push/cron';
import { sendReminders } from './push/send-reminders';
import { retrySignOuts } from './session/sign-out';

/**
 * The site's Cron Triggers (wrangler.toml [triggers]), told apart by their schedule: once a day the
 * payment reminders (edge/push/send-reminders.ts); every 5 minutes the sign-outs the back office
 * missed, tried again (edge/session/sign-out.ts).
 */
export function scheduledJob(controller: Pick<ScheduledController, 'cron'>, env: SiteBindings): Promise<unknown> {
  return controller.cron === REMINDERS_CRON ? sendReminders(env) : retrySignOuts(env);
}
