import { Hono } from 'hono';
import { loginLimits, retryText } from '../auth/rate-limit';
import { loginInput } from '../auth/schemas';
import { startSession } from '../auth/sign-in';
import type { SiteEnv } from '../context';
import { clearSessionCookie } from '../session/cookie';
import { passwordGrant, revokeTokens } from '../upstream/auth';
import { clientIp, transportFor } from '../upstream/context';
import { action, respond } from './action';

const LOGIN = '/login';

/** POST /api/auth/login and /api/auth/logout (spec section 4). */
export const loginRoutes = new Hono<SiteEnv>()
  .post(
    '/login',
    ...action(loginInput, LOGIN, async (c, input) => {
      const ip = clientIp(c) ?? 'unknown';
      const byIp = loginLimits.perIp.hit(ip);
      const byUser = loginLimits.perUsername.hit(input.phone);
      if (!byIp.allowed || !byUser.allowed) {
        const wait = Math.max(byIp.retryAfter, byUser.retryAfter);
        c.header('retry-after', String(wait));
        return {
          ok: false,
          back: LOGIN,
          status: 429,
          message: `Слишком много попыток входа. Повторите через ${retryText(wait)}.`,
        };
      }
      const tokens = await passwordGrant(transportFor(c, null), input.phone, input.password);
      await startSession(c, tokens);
      loginLimits.perUsername.reset(input.phone);
      return { ok: true, redirect: '/account' };
    }),
  )
  .post('/logout', async (c) => {
    const session = c.var.session;
    // The server token is deleted with the result ignored, the local session always ends.
    if (session) await revokeTokens(transportFor(c, session.accessToken), session.refreshToken);
    clearSessionCookie(c);
    return respond(c, { ok: true, redirect: '/' }, {});
  });
