import * as z from 'zod/mini';
import type { Tokens } from '../session/types';

/** The messages of spec section 5 for token responses with a missing field. */
export const LOGIN_FAILED_MESSAGE = 'Ошибка авторизации';
export const REFRESH_FAILED_MESSAGE = 'Ошибка обновления токена';

/** A token response the site cannot use; the message is one of spec section 5. */
export class TokenResponseError extends Error {
  override name = 'TokenResponseError';
}

// Each field is checked on its own (`catch`), so a gap yields the spec's message rather than a
// generic shape error.
export const tokenResponseSchema = z.object({
  access_token: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  refresh_token: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  expires_in: z.catch(z.optional(z.number().check(z.positive())), undefined),
  refresh_expires_in: z.catch(z.optional(z.number().check(z.positive())), undefined),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Upstream tokens as the session stores them: `tokenExpiresAt` = now + expires_in × 1000. */
export function toTokens(raw: TokenResponse, failure: string, now = Date.now()): Tokens {
  if (!raw.access_token || !raw.refresh_token || !raw.expires_in) throw new TokenResponseError(failure);
  return {
    accessToken: raw.access_token,
    refreshToken: raw.refresh_token,
    // Whole milliseconds: the session cookie's schema takes integers only (a fractional lifetime must not fail it).
    tokenExpiresAt: now + Math.round(raw.expires_in * 1000),
    refreshExpiresAt: raw.refresh_expires_in ? now + Math.round(raw.refresh_expires_in * 1000) : undefined,
  };
}
