import { isLegalEntity } from '@common/client-type';
import * as z from 'zod/mini';
import { profileSchema } from '../upstream/shapes';

/** The profile summary kept with the session (spec section 3); `isLegalEntity` is derived on read. */
export type StoredProfile = z.infer<typeof profileSchema>;
export type Profile = StoredProfile & { isLegalEntity: boolean };

export const tokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  /** Epoch ms: sign-in time plus expires_in × 1000 (spec section 9). */
  tokenExpiresAt: z.int(),
  /** Epoch ms when the refresh token dies (counted from sign-in; rotation does not extend it). */
  refreshExpiresAt: z.optional(z.int()),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** What the session cookie holds. */
export const storedSessionSchema = z.extend(tokensSchema, { profile: profileSchema });
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** The session as the rest of the site sees it. */
export type Session = Tokens & { profile: Profile };

/** A profile with `isLegalEntity` derived from its user type (spec section 3). */
export const withLegalEntity = <P extends { userType: { slug: string } }>(
  profile: P,
): P & { isLegalEntity: boolean } => ({
  ...profile,
  isLegalEntity: isLegalEntity(profile.userType.slug),
});

export function withDerived(stored: StoredSession): Session {
  return { ...stored, profile: withLegalEntity(stored.profile) };
}

/** Drops derived fields (and anything else the cookie does not need) before sealing. */
export const toStored = (session: Tokens & { profile: StoredProfile }): StoredSession =>
  storedSessionSchema.parse(session);

/** Spec section 3: expired when no expiry is set or the expiry has passed. */
export function isExpired(tokens: Pick<Tokens, 'tokenExpiresAt'> | undefined, now = Date.now()): boolean {
  // A few seconds early, so a token does not expire between this check and the upstream call.
  const SKEW_MS = 10_000;
  return !tokens?.tokenExpiresAt || tokens.tokenExpiresAt - SKEW_MS <= now;
}
