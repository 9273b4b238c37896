import { errorFromBody, reactionFor, UpstreamError } from '@edge/errors';
import { describe, expect, it } from 'vitest';

describe('upstream error mapping (spec section 8)', () => {
  it('reads the message from the body, else «Произошла ошибка»', () => {
    expect(errorFromBody(500, { message: 'Сервер недоступен' }).message).toBe('Сервер недоступен');
    expect(errorFromBody(500, { error: 'x' }).message).toBe('Произошла ошибка');
    expect(errorFromBody(502, undefined).message).toBe('Произошла ошибка');
    expect(errorFromBody(500, { message: '   ' }).message).toBe('Произошла ошибка');
  });

  it('keeps a 429’s wait (seconds) so the site passes it on as Retry-After; junk is dropped', () => {
    expect(errorFromBody(429, { message: 'Код уже отправлен.', retryAfter: 42 }).retryAfter).toBe(42);
    for (const retryAfter of [-1, 0, 1.5, '42', 10 ** 9, null]) {
      expect(errorFromBody(429, { message: 'x', retryAfter }).retryAfter).toBeUndefined();
    }
  });

  it('keeps 422 field errors for the form', () => {
    const error = errorFromBody(422, {
      message: 'Проверьте поля',
      errors: { phone: ['Неверный номер'], name: 'Укажите имя' },
    });
    expect(reactionFor(error)).toEqual({
      kind: 'form',
      message: 'Проверьте поля',
      fieldErrors: { phone: ['Неверный номер'], name: ['Укажите имя'] },
    });
  });

  it('toasts 429 and 500, toasts and sends to login on 401 and 403, pages anything else', () => {
    expect(reactionFor(new UpstreamError(429, 'Слишком часто'))).toEqual({
      kind: 'toast',
      message: 'Слишком часто',
      toLogin: false,
    });
    expect(reactionFor(new UpstreamError(500, 'Ошибка'))).toEqual({ kind: 'toast', message: 'Ошибка', toLogin: false });
    expect(reactionFor(new UpstreamError(401, 'Нет доступа'))).toMatchObject({ kind: 'toast', toLogin: true });
    expect(reactionFor(new UpstreamError(403, 'Запрещено'))).toMatchObject({ kind: 'toast', toLogin: true });
    expect(reactionFor(new UpstreamError(404, 'Не найдено'))).toEqual({
      kind: 'page',
      status: 404,
      message: 'Не найдено',
    });
    expect(reactionFor(new UpstreamError(503, 'Недоступно'))).toEqual({
      kind: 'page',
      status: 503,
      message: 'Недоступно',
    });
  });
});
