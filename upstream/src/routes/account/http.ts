import type { Context } from 'hono';
import { retryText } from '../../auth/rate-limit';
import { ApiError } from '../../http/errors';

/** Small response helpers shared by the account routes. */

/** The visitor's key for per-address limits: their address (an IPv6 one by its /64; http/client-ip.ts). */
export { clientAddressKey } from '../../http/client-ip';

export const userAgent = (c: Context): string | null => c.req.header('User-Agent')?.slice(0, 300) ?? null;

/** 429 with the seconds to wait, as `retryAfter` in the body and the standard Retry-After header. */
export function rateLimited(
  c: Context,
  retryAfter: number,
  what: string,
  extra: Record<string, string> = {},
): Response {
  c.header('Retry-After', String(retryAfter));
  return c.json({ ...extra, message: `${what} Повторите ${retryText(retryAfter)}.`, retryAfter }, 429);
}

/** 429 with a whole message of its own (the SMS refusals say what happened in their own words). */
export function tooManyCodes(c: Context, retryAfter: number, message: string): Response {
  c.header('Retry-After', String(retryAfter));
  return c.json({ message, retryAfter }, 429);
}

/** For a known path with an unsupported method: 405 rather than 404. */
export const methodNotAllowed = (): never => {
  throw new ApiError(405, 'Метод не поддерживается');
};

/** A numeric path id; anything else is "not found" (ids are never guessable strings here). */
export function pathId(value: string, notFoundMessage: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new ApiError(404, notFoundMessage);
  return Number(value);
}

/** `status=paid,overdue` or repeated `status=paid&status=overdue`, for multi-value filters. */
export const splitList = (values: string[] | undefined): string[] =>
  (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
