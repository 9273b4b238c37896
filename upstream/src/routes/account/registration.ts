import { INDIVIDUAL, LEGAL_ENTITY } from '@common/with-upstream/client-type';
import { type Context, Hono } from 'hono';
import { nowSeconds } from '../../auth/clock';
import type { AuthEnv } from '../../auth/context';
import { hashPassword } from '../../auth/password';
import { checkSmsCode, consumeVerification, sendSmsCode, spendVisitorAllowance } from '../../auth/sms-code';
import { issueTokens } from '../../auth/tokens';
import { findUserByPhone, insertUser, type UserType } from '../../db/users';
import { readSettings } from '../../env';
import { validationFailed } from '../../http/errors';
import { validate } from '../../http/validate';
import { smsSenderFor } from '../../sms/sender-for';
import {
  companyName,
  confirmPassword,
  inn,
  jsonObject,
  mobilePhone,
  optionalAddress,
  optionalPersonName,
  password,
  personName,
  smsCode,
  text,
  verificationToken,
} from './fields';
import { clientAddressKey, methodNotAllowed, userAgent } from './http';
import { checkCodeResponse, sendCodeResponse, verificationExpired } from './sms-responses';

const phoneTaken = () => validationFailed({ phone: ['Пользователь с таким телефоном уже зарегистрирован'] });

const personFields = {
  phone: mobilePhone,
  verificationToken,
  password,
  passwordConfirmation: text('Подтверждение пароля'),
  lastName: personName('Фамилия'),
  firstName: personName('Имя'),
  middleName: optionalPersonName('Отчество'),
  address: optionalAddress,
};

const individualBody = jsonObject(personFields).superRefine(confirmPassword);
const b2bBody = jsonObject({ ...personFields, inn, companyName }).superRefine(confirmPassword);

interface Registration {
  userType: UserType;
  phone: string;
  verificationToken: string;
  password: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  address: string | null;
  inn: string | null;
  companyName: string | null;
}

/** /register/phone/*: SMS confirmation, then a private or b2b account; answers with tokens to sign in. */
export function registrationRoutes(): Hono<AuthEnv> {
  const r = new Hono<AuthEnv>();

  r.post('/send-code', validate('json', jsonObject({ phone: mobilePhone })), async (c) => {
    const { phone } = c.req.valid('json');
    if (await findUserByPhone(c.env.DB, phone)) {
      const limited = await spendVisitorAllowance(c.env.DB, clientAddressKey(c));
      if (limited) return sendCodeResponse(c, limited);
      throw phoneTaken();
    }
    const dailyBudget = readSettings(c.env).SMS_DAILY_BUDGET;
    const sender = smsSenderFor(c.env);
    return sendCodeResponse(
      c,
      await sendSmsCode(c.env.DB, phone, 'register', clientAddressKey(c), { dailyBudget, sender }),
    );
  });
  r.all('/send-code', methodNotAllowed);

  r.post('/check-code', validate('json', jsonObject({ phone: mobilePhone, code: smsCode })), async (c) => {
    const { phone, code } = c.req.valid('json');
    return checkCodeResponse(c, await checkSmsCode(c.env.DB, phone, 'register', code));
  });
  r.all('/check-code', methodNotAllowed);

  const register = async (c: Context<AuthEnv>, input: Registration): Promise<Response> => {
    const db = c.env.DB;
    if (await findUserByPhone(db, input.phone)) throw phoneTaken();
    if (!(await consumeVerification(db, input.phone, 'register', input.verificationToken))) throw verificationExpired();
    const user = await insertUser(db, {
      userType: input.userType,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      middleName: input.middleName,
      inn: input.inn,
      companyName: input.companyName,
      address: input.address,
      now: nowSeconds(),
    });
    if (!user) throw phoneTaken();
    const settings = readSettings(c.env);
    const tokens = await issueTokens(db, settings, {
      userId: user.id,
      clientId: settings.OAUTH_CLIENT_ID,
      scope: settings.OAUTH_SCOPE,
      userAgent: userAgent(c),
    });
    return c.json(tokens, 201);
  };

  r.post('/', validate('json', individualBody), (c) => {
    const body = c.req.valid('json');
    return register(c, { ...body, userType: INDIVIDUAL, inn: null, companyName: null });
  });
  r.post('/b2b', validate('json', b2bBody), (c) => {
    const body = c.req.valid('json');
    return register(c, { ...body, userType: LEGAL_ENTITY });
  });
  r.all('/b2b', methodNotAllowed);
  r.all('/', methodNotAllowed);
  return r;
}
