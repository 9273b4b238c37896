import { ROUTES } from '@common/constants';
import { emptyForm, loginForm } from '@common/forms/auth';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import { Hono } from 'hono';
import { loginLimits, releaseAll, reserveAll, retryText, type Slot } from '../auth/rate-limit';
import { startSession } from '../auth/sign-in';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { formAction } from '../forms/action';
import { returnPath } from '../guards/login-path';
import { clearSessionCookie } from '../session/cookie';
import { signOut } from '../session/sign-out';
import type { Tokens } from '../session/types';
import { passwordGrant } from '../upstream/auth';
import { transportFor, visitorKey } from '../upstream/context';

/** POST /api/auth/login and /api/auth/logout (spec section 4). */
export const loginRoutes = new Hono<SiteEnv>()
  .post(
    '/login',
    formAction({
      form: AUTH_FORMS.login,
      schema: loginForm,
      page: ROUTES.login,
      run: async (c, input) => {
        const ip = visitorKey(c);
        const pair = `${input.phone}|${ip}`;
        const slots: Slot[] = [
          [loginLimits.perIp, ip],
          [loginLimits.perPhoneAndIp, pair],
        ];
        // The attempt takes its slots before the upstream checks it: a burst sheds here.
        const wait = reserveAll(slots);
        if (wait > 0) {
          return {
            ok: false,
            status: 429,
            retryAfter: wait,
            message: `Слишком много попыток входа. Повторите через ${retryText(wait)}.`,
          };
        }
        let tokens: Tokens;
        try {
          tokens = await passwordGrant(transportFor(c, null), input.phone, input.password);
        } catch (err) {
          // Wrong credentials (and the upstream's own throttling) keep their slots; an outage gives them back.
          if (!(err instanceof UpstreamError && err.status < 500)) releaseAll(slots);
          throw err;
        }
        await startSession(c, tokens);
        loginLimits.perPhoneAndIp.reset(pair);
        loginLimits.perIp.release(ip);
        // Back to the page a guard sent the visitor from, else the account (spec section 4).
        return { ok: true, redirect: returnPath(input.next) ?? '/account' };
      },
    }),
  )
  .post(
    '/logout',
    formAction({
      form: AUTH_FORMS.logout,
      schema: emptyForm,
      page: '/',
      run: async (c) => {
        const session = c.var.session;
        // Revoked everywhere first, the back office told after the answer (retried until it takes
        // it); the local session always ends, whatever the back office says (spec section 4).
        if (session) await signOut(c, session);
        clearSessionCookie(c);
        return { ok: true, redirect: '/' };
      },
    }),
  );
