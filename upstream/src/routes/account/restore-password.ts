import { Hono } from 'hono';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { hashPassword } from '../../auth/password';
import { checkSmsCode, consumeVerification, sendSmsCode } from '../../auth/sms-code';
import { revokeUserFamilies } from '../../db/oauth-tokens';
import { findUserByPhone, updatePasswordHash } from '../../db/users';
import { readSettings } from '../../env';
import { validationFailed } from '../../http/errors';
import { validate } from '../../http/validate';
import { smsSenderFor } from '../../sms/sender-for';
import { confirmPassword, jsonObject, mobilePhone, password, smsCode, text, verificationToken } from './fields';
import { clientAddressKey, methodNotAllowed } from './http';
import { checkCodeResponse, sendCodeResponse, verificationExpired } from './sms-responses';

/** What send-code says for every phone, registered or not. */
export const RESTORE_CODE_SENT = 'Если номер зарегистрирован, мы отправили код';

const unknownPhone = () => validationFailed({ phone: ['Пользователь с таким телефоном не найден'] });

const restoreBody = jsonObject({
  phone: mobilePhone,
  verificationToken,
  password,
  passwordConfirmation: text('Подтверждение пароля'),
}).superRefine(confirmPassword);

/** /restore-password/*: SMS confirmation, then a new password; every session of the user is signed out. */
export function restorePasswordRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();

  r.post('/send-code', validate('json', jsonObject({ phone: mobilePhone })), async (c) => {
    const { phone } = c.req.valid('json');
    // The same answer, limits and work for any phone, so the client base cannot be listed.
    const known = (await findUserByPhone(c.env.DB, phone)) !== null;
    const result = await sendSmsCode(c.env.DB, phone, 'restore', clientAddressKey(c), {
      deliver: known,
      dailyBudget: readSettings(c.env).SMS_DAILY_BUDGET,
      sender: smsSenderFor(c.env),
    });
    return sendCodeResponse(c, result, RESTORE_CODE_SENT);
  });
  r.all('/send-code', methodNotAllowed);

  r.post('/check-code', validate('json', jsonObject({ phone: mobilePhone, code: smsCode })), async (c) => {
    const { phone, code } = c.req.valid('json');
    return checkCodeResponse(c, await checkSmsCode(c.env.DB, phone, 'restore', code));
  });
  r.all('/check-code', methodNotAllowed);

  r.post('/restore-password', validate('json', restoreBody), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    const user = await findUserByPhone(db, body.phone);
    if (!user) throw unknownPhone();
    if (!(await consumeVerification(db, body.phone, 'restore', body.verificationToken))) throw verificationExpired();
    const now = nowSeconds();
    await updatePasswordHash(db, user.id, await hashPassword(body.password), now);
    await revokeUserFamilies(db, user.id, now, null);
    return c.json({ message: 'Пароль изменён. Войдите с новым паролем' });
  });
  r.all('/restore-password', methodNotAllowed);
  return r;
}
