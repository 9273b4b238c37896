import { ROUTES } from '@common/constants';
import { emptyForm } from '@common/forms/auth';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { Hono } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { formAction } from '../forms/action';
import { accountSession } from '../middleware/require-session';
import { issueFeed, revokeFeed } from '../upstream/calendar-feed';
import { transportFor } from '../upstream/context';

const PROFILE = ROUTES.accountProfile;
const signedIn = (c: SiteContext) => transportFor(c, accountSession(c).accessToken);

/**
 * POST /api/account/calendar-feed (issue or re-issue) and …/revoke: plain profile forms. The new
 * address is stored upstream only as a digest, so the profile shows it once: the token travels back
 * in the encrypted, HttpOnly form flash (2 minutes, read once), never in a URL or a page's script.
 */
export const accountCalendarRoutes = new Hono<SiteEnv>()
  .post(
    '/calendar-feed',
    formAction({
      form: ACCOUNT_FORMS.calendarFeed,
      schema: emptyForm,
      page: PROFILE,
      anchor: true,
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
    '/calendar-feed/revoke',
    formAction({
      form: ACCOUNT_FORMS.calendarFeed,
      schema: emptyForm,
      page: PROFILE,
      anchor: true,
      run: async (c) => {
        const res = await revokeFeed(signedIn(c));
        return { ok: true, message: `${res.message}: календари больше не получат платежи` };
      },
    }),
  );
