import { ROUTES } from '@common/constants';
import { emptyForm } from '@common/forms/auth';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { pushSubscribeForm, pushUnsubscribeForm } from '@common/forms/push';
import { Hono } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { formAction } from '../forms/action';
import { accountSession } from '../middleware/require-session';
import { issueFeed, revokeFeed } from '../upstream/calendar-feed';
import { transportFor } from '../upstream/context';
import { subscribe, unsubscribe } from '../upstream/push';

const PROFILE = ROUTES.accountProfile;
const signedIn = (c: SiteContext) => transportFor(c, accountSession(c).accessToken);

/** A removal the upstream finds nothing for (already gone: another tab, the Cron): what was asked is so. */
async function doneIfGone(removal: Promise<unknown>): Promise<void> {
  try {
    await removal;
  } catch (err) {
    if (!(err instanceof UpstreamError && err.status === 404)) throw err;
  }
}

/**
 * The profile's reminders (issue 42). POST /api/account/reminders and …/reminders/delete: this
 * browser's Web Push subscription, posted by its island (JSON; push needs script anyway).
 * POST /api/account/calendar-feed (issue or re-issue) and …/revoke: plain profile forms. The new
 * address is stored upstream only as a digest, so the profile shows it once: the token travels back
 * in the encrypted, HttpOnly form flash (2 minutes, read once), never in a URL or a page's script.
 */
/** Both calendar forms: one id, no fields, back to the profile at the form. */
const CALENDAR_FORM = { form: ACCOUNT_FORMS.calendarFeed, schema: emptyForm, page: PROFILE, anchor: true } as const;

export const accountCalendarRoutes = new Hono<SiteEnv>()
  .post(
    '/calendar-feed',
    formAction({
      ...CALENDAR_FORM,
      run: async (c) => {
        const { token } = await issueFeed(signedIn(c));
        return {
          ok: true,
          message: 'Адрес календаря готов. Сохраните его сейчас: он показывается один раз',
          values: { token },
        };
      },
    }),
  )
  .post(
    '/reminders',
    formAction({
      form: ACCOUNT_FORMS.reminders,
      schema: pushSubscribeForm,
      page: PROFILE,
      run: async (c, { endpoint, p256dh, auth, showAmounts }) => {
        await subscribe(signedIn(c), { endpoint, keys: { p256dh, auth } }, showAmounts);
        return { ok: true, message: 'Напоминания о платежах включены на этом устройстве' };
      },
    }),
  )
  .post(
    '/reminders/delete',
    formAction({
      form: ACCOUNT_FORMS.reminders,
      schema: pushUnsubscribeForm,
      page: PROFILE,
      run: async (c, { endpoint }) => {
        await doneIfGone(unsubscribe(signedIn(c), endpoint));
        return { ok: true, message: 'Напоминания на этом устройстве отключены' };
      },
    }),
  )
  .post(
    '/calendar-feed/revoke',
    formAction({
      ...CALENDAR_FORM,
      run: async (c) => {
        await doneIfGone(revokeFeed(signedIn(c)));
        return { ok: true, message: 'Адрес календаря отключён: календари больше не получат платежи' };
      },
    }),
  );
