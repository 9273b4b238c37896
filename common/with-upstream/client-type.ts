/**
 * The two kinds of client (spec section 3) as the API spells them: a user's `user_type`, the
 * calculator's and a lease application's `clientType`. The site holds the same two in
 * common/client-type.ts (the upstream imports nothing of the site); a unit test keeps them equal.
 */
export const INDIVIDUAL = 'individual';
export const LEGAL_ENTITY = 'legalEntity';

export const CLIENT_TYPES = [INDIVIDUAL, LEGAL_ENTITY] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
