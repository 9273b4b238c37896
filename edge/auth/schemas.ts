import { z } from 'zod';
import { isMobilePhone, isRussianPhone, normalizePhone } from '../../src/lib/phone';
import { isValidInn } from './inn';

/** Inputs of the sign-in, registration and restore forms, with the site's Russian messages. */

const required = (label: string) => `Заполните поле «${label}»`;

const text = (label: string, max = 200) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `Поле «${label}» должно содержать не более ${max} символов`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Поле «${label}» должно содержать не более ${max} символов`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Any common format; sign-in accepts any Russian number, registration only mobile ones. */
const phone = (mobileOnly: boolean) =>
  text('Телефон', 40)
    .transform(normalizePhone)
    .refine(mobileOnly ? isMobilePhone : isRussianPhone, {
      message: mobileOnly
        ? 'Введите номер мобильного телефона в формате +7 (9XX) XXX-XX-XX'
        : 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX',
    });

const password = z
  .string({ error: required('Пароль') })
  .min(1, required('Пароль'))
  .max(200, 'Пароль слишком длинный');

export const loginInput = z.object({ phone: phone(false), password });

export const userTypeInput = z.enum(['individual', 'legalEntity'], { error: 'Выберите тип клиента' });

export const sendCodeInput = z.object({ phone: phone(true), userType: userTypeInput.optional() });

export const codeInput = z.object({
  code: z
    .string({ error: required('Код из SMS') })
    .trim()
    .regex(/^\d{6}$/, 'Код должен состоять из 6 цифр'),
});

export const newPasswordInput = z.object({
  password: z
    .string({ error: required('Пароль') })
    .min(1, required('Пароль'))
    .max(64, 'Пароль должен содержать не более 64 символов'),
  passwordConfirmation: z.string({ error: required('Повторите пароль') }).min(1, required('Повторите пароль')),
});

export const personInput = z.object({
  lastName: text('Фамилия', 60),
  firstName: text('Имя', 60),
  middleName: optionalText('Отчество', 60),
  address: optionalText('Адрес', 300),
});

export const companyInput = z.object({
  inn: text('ИНН', 12)
    .regex(/^\d{10}(\d{2})?$/, 'ИНН должен состоять из 10 или 12 цифр')
    .refine(isValidInn, 'Некорректный ИНН: не сходится контрольное число'),
  companyName: text('Название компании', 200),
});

export const emptyInput = z.object({});
