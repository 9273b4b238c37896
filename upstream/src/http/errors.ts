import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logLine } from './request-id';

export type FieldErrors = Record<string, string[]>;

/** An error with a status and a Russian message that the API returns as JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Не найдено') => new ApiError(404, message);
export const unauthorized = (message = 'Требуется авторизация') => new ApiError(401, message);
export const forbidden = (message = 'Доступ запрещён') => new ApiError(403, message);
export const validationFailed = (errors: FieldErrors, message = 'Проверьте правильность заполнения полей') =>
  new ApiError(422, message, errors);

/** The one place that turns any thrown value into a JSON error body; 500 never leaks internals. */
export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
  }
  // Hono's own HTTPException (body limit, bad JSON in a validator...) carries a status.
  const status = (err as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'Слишком большой запрос' : 'Некорректный запрос';
    return c.json({ message }, status as ContentfulStatusCode);
  }
  logLine('error', {
    event: 'unhandled error',
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  return c.json({ message: 'Внутренняя ошибка сервера' }, 500);
}
