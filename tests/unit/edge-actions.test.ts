import { UpstreamError } from '@edge/errors';
import { failure } from '@edge/forms/action';
import { TokenResponseError } from '@edge/upstream/tokens';
import { describe, expect, it } from 'vitest';

describe('form action error mapping (spec section 8)', () => {
  it("puts 422 field errors next to our fields, the token endpoint's username on the phone", () => {
    const error = new UpstreamError(422, 'Проверьте правильность заполнения полей', {
      username: ['Заполните поле «Телефон»'],
      password: ['Пароль должен содержать хотя бы одну цифру'],
    });
    expect(failure(error)).toEqual({
      ok: false,
      status: 422,
      message: 'Проверьте правильность заполнения полей',
      fieldErrors: { phone: ['Заполните поле «Телефон»'], password: ['Пароль должен содержать хотя бы одну цифру'] },
    });
  });

  it('keeps the status of limits and outages so they become toasts', () => {
    expect(failure(new UpstreamError(429, 'Код уже отправлен. Повторите через 42 секунды.'))).toMatchObject({
      status: 429,
      message: 'Код уже отправлен. Повторите через 42 секунды.',
    });
    expect(failure(new UpstreamError(503, 'Сервис временно недоступен. Попробуйте позже.'))).toMatchObject({
      status: 503,
    });
  });

  it('shows «Ошибка авторизации» for a token response with a gap', () => {
    expect(failure(new TokenResponseError('Ошибка авторизации'))).toMatchObject({
      ok: false,
      message: 'Ошибка авторизации',
    });
  });

  it('lets programming errors through to the error screen', () => {
    expect(() => failure(new TypeError('boom'))).toThrow('boom');
  });
});
