import { Hono } from 'hono';
import { requireBearer } from '../../auth/bearer';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeUserFamilies } from '../../db/oauth-tokens';
import { updatePasswordHash } from '../../db/users';
import { validationFailed } from '../../http/errors';
import { validate } from '../../http/validate';
import { confirmPassword, jsonObject, password, text } from './fields';
import { methodNotAllowed } from './http';

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
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
      throw validationFailed({ currentPassword: ['Неверный текущий пароль'] });
    }
    const now = nowSeconds();
    await updatePasswordHash(c.env.DB, user.id, await hashPassword(body.password), now);
    await revokeUserFamilies(c.env.DB, user.id, now, token.family_id);
    return c.json({ message: 'Пароль изменён' });
  });
  r.all('/', methodNotAllowed);
  return r;
}
