import { Hono } from 'hono';
import { requireBearer } from '../../auth/bearer';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { hashPassword, verifyPassword } from '../../auth/password';
import { type RateLimit, reserveAll } from '../../auth/rate-limit';
import { revokeUserFamilies } from '../../db/oauth-tokens';
import { updatePasswordHash } from '../../db/users';
import { validationFailed } from '../../http/errors';
import { validate } from '../../http/validate';
import { confirmPassword, jsonObject, password, text } from './fields';
import { methodNotAllowed, rateLimited } from './http';

/**
 * Wrong current passwords, counted in D1 (shared by every isolate) over 15-minute windows, so a
 * stolen session or bearer token cannot guess the password at full speed:
 * - one session (its token family, which a refresh keeps): 5, then it waits for the window;
 * - one account, whatever the sessions: 10.
 * Each attempt reserves its slot before the check; only the right password gives it back, so only
 * failures stay counted, and the wait ends with the window: the owner is slowed, never locked out.
 */
const GUESS_WINDOW_SECONDS = 900;
const guessLimits = (userId: number, familyId: string): RateLimit[] => [
  { key: `password-change:session:${familyId}`, limit: 5, windowSeconds: GUESS_WINDOW_SECONDS },
  { key: `password-change:user:${userId}`, limit: 10, windowSeconds: GUESS_WINDOW_SECONDS },
];

const changeBody = jsonObject({
  currentPassword: text('Текущий пароль').min(1, 'Заполните поле «Текущий пароль»').max(200, 'Неверный текущий пароль'),
  password,
  passwordConfirmation: text('Подтверждение пароля'),
}).superRefine((value, ctx) => {
  confirmPassword(value, ctx);
  if (value.password === value.currentPassword) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Новый пароль должен отличаться от текущего' });
  }
});

/** POST /client/change-password: keeps the current session, signs out every other one. */
export function changePasswordRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();
  r.post('/', requireBearer, validate('json', changeBody), async (c) => {
    const body = c.req.valid('json');
    const { user, token } = c.var.auth;
    // The attempt is reserved before the check (atomic upserts), so parallel guesses cannot pass
    // the limit; a wrong password gives nothing back.
    const slots = await reserveAll(c.env.DB, guessLimits(user.id, token.family_id));
    if (!slots.allowed) {
      return rateLimited(c, slots.retryAfter, 'Слишком много неверных попыток ввода текущего пароля.');
    }
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
      throw validationFailed({ currentPassword: ['Неверный текущий пароль'] });
    }
    await slots.release();
    const now = nowSeconds();
    await updatePasswordHash(c.env.DB, user.id, await hashPassword(body.password), now);
    await revokeUserFamilies(c.env.DB, user.id, now, token.family_id);
    return c.json({ message: 'Пароль изменён' });
  });
  r.all('/', methodNotAllowed);
  return r;
}
