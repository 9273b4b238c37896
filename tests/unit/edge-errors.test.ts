import {
  errorFromBody,
  formShowsToast,
  pageKindOf,
  reactionFor,
  refreshFailureMessage,
  sessionEndMessage,
  UpstreamError,
} from '@edge/errors';
import { TokenResponseError } from '@edge/upstream/tokens';
import { describe, expect, it } from 'vitest';
import { CAR_LIST_REACTIONS, SPEC_REACTIONS } from '../spec-reactions';

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
    expect(reactionFor(error, 'site')).toEqual({
      kind: 'form',
      status: 422,
      message: 'Проверьте поля',
      fieldErrors: { phone: ['Неверный номер'], name: ['Укажите имя'] },
    });
  });

  /** Spec section 8, the one table every request kind reads (a hang is the transport's, not a status). */
  const TABLE = SPEC_REACTIONS.flatMap(([fault, kind]) => (fault === 'hang' ? [] : [[fault, kind] as const]));
  it.each(TABLE)('%i: %s on public and account pages, with the status and the upstream’s message', (status, kind) => {
    for (const page of ['site', 'account'] as const)
      expect(reactionFor(new UpstreamError(status, 'Сообщение'), page)).toMatchObject({
        kind,
        status,
        message: 'Сообщение',
      });
  });

  it.each(CAR_LIST_REACTIONS)('%i on a car list: a toast, answered %i', (status, answered) => {
    expect(reactionFor(new UpstreamError(status, 'Сообщение'), 'carList')).toEqual({
      kind: 'toast',
      status: answered,
      message: 'Сообщение',
    });
  });

  it('a status that is no error (a bug) is a 500 page', () => {
    expect(reactionFor(new UpstreamError(200, 'x'), 'site')).toEqual({ kind: 'page', status: 500, message: 'x' });
    expect(reactionFor(new UpstreamError(200, 'x'), 'carList')).toEqual({ kind: 'toast', status: 503, message: 'x' });
  });

  it('knows the page kind by the path', () => {
    expect(['/account', '/account/cars/3', '/api/account/contracts/3/schedule.csv'].map(pageKindOf)).toEqual([
      'account',
      'account',
      'account',
    ]);
    expect(['/', '/catalog', '/accounts', '/api/forms/callback'].map(pageKindOf)).toEqual([
      'site',
      'site',
      'site',
      'site',
    ]);
    expect(pageKindOf('/api/lists/compare')).toBe('carList');
  });

  it('a form keeps a refusal in place and toasts an outage (the form column of the table)', () => {
    const shows = (status: number) => formShowsToast(reactionFor(new UpstreamError(status, 'x'), 'site'));
    expect([400, 404, 409, 418, 422].map(shows)).toEqual([false, false, false, false, false]);
    expect([401, 403, 429, 500, 502, 503].map(shows)).toEqual([true, true, true, true, true, true]);
  });

  it('a session end never speaks of tokens', () => {
    expect(sessionEndMessage(new UpstreamError(401, 'Недействительный токен доступа'))).toBe(
      'Сеанс завершён на другом устройстве — войдите снова',
    );
    expect(sessionEndMessage(new UpstreamError(403, 'Доступ запрещён'))).toBe('Доступ запрещён');
    expect(refreshFailureMessage(new UpstreamError(400, 'Refresh-токен отозван, войдите заново'))).toBe(
      'Сеанс истёк — войдите снова',
    );
    expect(refreshFailureMessage(new TokenResponseError('Ошибка обновления токена'))).toBe(
      'Сеанс истёк — войдите снова',
    );
    expect(refreshFailureMessage(new UpstreamError(503, 'Сервис временно недоступен'))).toBe(
      'Сервис временно недоступен',
    );
  });
});
