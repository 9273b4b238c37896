import { ROUTES } from '@common/constants';
import { changePasswordForm, driverForm, sessionForm } from '@common/forms/account';
import { emptyForm } from '@common/forms/auth';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { Hono } from 'hono';
import { passwordGuessLimits, retryText } from '../auth/rate-limit';
import type { SiteContext, SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { type ActionOutcome, formAction } from '../forms/action';
import { accountSession } from '../middleware/require-session';
import { transportFor } from '../upstream/context';
import { changePassword, deleteDriver, listSessions, revokeSession } from '../upstream/profile';

const PROFILE = ROUTES.accountProfile;

/** The signed-in client's transport (a guest never gets here: requireSession in edge/app.ts). */
const signedIn = (c: SiteContext) => transportFor(c, accountSession(c).accessToken);

/**
 * The keys of the password-guess limits: the account, and the session (its refresh token's end is
 * fixed at sign-in and survives a refresh, where the tokens themselves rotate).
 */
function guessKeys(c: SiteContext) {
  const session = c.var.session;
  const account = String(session?.profile.id ?? '');
  return { account, session: `${account}|${session?.refreshExpiresAt ?? ''}` };
}

function guessWait(c: SiteContext): ActionOutcome | null {
  const keys = guessKeys(c);
  const wait = Math.max(
    passwordGuessLimits.perSession.retryAfter(keys.session),
    passwordGuessLimits.perAccount.retryAfter(keys.account),
  );
  if (wait === 0) return null;
  return {
    ok: false,
    status: 429,
    retryAfter: wait,
    message: `Слишком много неверных попыток ввода текущего пароля. Повторите через ${retryText(wait)}.`,
  };
}

/** A wrong current password (the upstream's 422 on that field) counts; other failures do not. */
function countGuess(c: SiteContext, err: unknown): void {
  if (!(err instanceof UpstreamError) || err.status !== 422) return;
  if (!Object.hasOwn(err.fieldErrors ?? {}, 'currentPassword')) return;
  const keys = guessKeys(c);
  passwordGuessLimits.perSession.fail(keys.session);
  passwordGuessLimits.perAccount.fail(keys.account);
}

/**
 * POST /api/account/*: the profile's actions on the one form pipeline (edge/forms/action.ts), each
 * answering a plain form with a 303 back to the profile and a toast, and an island with JSON.
 */
export const accountActionRoutes = new Hono<SiteEnv>()
  .post(
    '/password',
    formAction({
      form: ACCOUNT_FORMS.changePassword,
      schema: changePasswordForm,
      page: PROFILE,
      run: async (c, input) => {
        const t = signedIn(c);
        const limited = guessWait(c);
        if (limited) return limited;
        let res: Awaited<ReturnType<typeof changePassword>>;
        try {
          res = await changePassword(t, input);
        } catch (err) {
          countGuess(c, err);
          throw err;
        }
        return {
          ok: true,
          redirect: PROFILE,
          toast: { message: `${res.message}. Все другие сеансы завершены.`, type: 'success' },
        };
      },
    }),
  )
  .post(
    '/sessions/revoke',
    formAction({
      form: ACCOUNT_FORMS.sessions,
      schema: sessionForm,
      page: PROFILE,
      run: async (c, input) => {
        const t = signedIn(c);
        const sessions = await listSessions(t);
        // This browser's own session ends with «Выйти», which also clears the cookie.
        if (sessions.find((s) => s.id === input.id)?.current) {
          return { ok: false, status: 409, message: 'Это текущий сеанс: чтобы его завершить, нажмите «Выйти»' };
        }
        const res = await revokeSession(t, input.id);
        return { ok: true, redirect: `${PROFILE}#sessions`, toast: { message: res.message, type: 'success' } };
      },
    }),
  )
  .post(
    '/sessions/revoke-others',
    formAction({
      form: ACCOUNT_FORMS.sessions,
      schema: emptyForm,
      page: PROFILE,
      run: async (c) => {
        const t = signedIn(c);
        const others = (await listSessions(t)).filter((s) => !s.current);
        await Promise.all(others.map((s) => revokeSession(t, s.id)));
        const message = others.length ? 'Все другие сеансы завершены' : 'Других сеансов нет';
        return { ok: true, redirect: `${PROFILE}#sessions`, toast: { message, type: 'success' } };
      },
    }),
  )
  .post(
    '/drivers/delete',
    formAction({
      form: ACCOUNT_FORMS.drivers,
      schema: driverForm,
      page: PROFILE,
      run: async (c, input) => {
        const t = signedIn(c);
        const res = await deleteDriver(t, input.id);
        return { ok: true, redirect: `${PROFILE}#drivers`, toast: { message: res.message, type: 'success' } };
      },
    }),
  );
