import { plural } from '@common/with-upstream/plural';
import type { Context } from 'hono';
import { retryText } from '../../auth/rate-limit';
import type { CheckResult, SendRefusal, SendResult } from '../../auth/sms-code';
import { SMS_MAX_ATTEMPTS } from '../../auth/sms-code';
import { validationFailed } from '../../http/errors';
import { tooManyCodes } from './http';

/** Turns SMS flow results into the responses shared by registration and password restore. */

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** What each limit says: the per-phone cooldown is not the address's or the site's limit. */
const REFUSALS: Record<Exclude<SendRefusal, 'gateway' | 'number'>, (retryAfter: number) => string> = {
  cooldown: (s) => `Код уже отправлен. Повторите ${retryText(s)}.`,
  phone: (s) => `На этот номер отправлено слишком много кодов, попробуйте через ${minutes(s)} мин.`,
  address: (s) => `С этого адреса отправлено слишком много кодов, попробуйте через ${minutes(s)} мин.`,
  site: (s) => `Сегодня отправлено слишком много SMS-кодов, попробуйте через ${minutes(s)} мин.`,
};

/** The SMS gateway did not take the code (down, no balance): a 500, which the site shows as a toast. */
export const GATEWAY_DOWN =
  'Не удалось отправить SMS: сервис отправки сообщений временно недоступен. Попробуйте через несколько минут';

export function sendCodeResponse(c: Context, result: SendResult, message = 'Код отправлен по SMS'): Response {
  if (!result.ok) {
    const { reason, retryAfter } = result;
    if (reason === 'gateway') return c.json({ message: GATEWAY_DOWN }, 500);
    if (reason === 'number') {
      throw validationFailed({ phone: ['На этот номер не удаётся отправить SMS. Проверьте номер или укажите другой'] });
    }
    return tooManyCodes(c, retryAfter, REFUSALS[reason](retryAfter));
  }
  return c.json({ message, expiresIn: result.expiresIn, retryAfter: result.retryAfter });
}

export function checkCodeResponse(c: Context, result: CheckResult): Response {
  if (result.ok) {
    return c.json({
      message: 'Телефон подтверждён',
      verificationToken: result.verificationToken,
      expiresIn: result.expiresIn,
    });
  }
  switch (result.reason) {
    case 'missing':
      throw validationFailed({ code: ['Код не запрашивался или уже использован. Запросите новый код'] });
    case 'expired':
      throw validationFailed({ code: ['Срок действия кода истёк. Запросите новый код'] });
    case 'tooManyAttempts':
      throw validationFailed({
        code: [`Превышено число попыток ввода кода (${SMS_MAX_ATTEMPTS}). Запросите новый код`],
      });
    case 'wrong': {
      const left = result.attemptsLeft;
      throw validationFailed({
        code: [
          left > 0
            ? `Неверный код. ${plural(left, ['Осталась', 'Осталось', 'Осталось'])} ${left} ${plural(left, ['попытка', 'попытки', 'попыток'])}`
            : 'Неверный код. Попытки исчерпаны, запросите новый код',
        ],
      });
    }
  }
}

export const verificationExpired = () =>
  validationFailed({ verificationToken: ['Подтверждение телефона недействительно или истекло. Запросите новый код'] });
