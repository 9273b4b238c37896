/**
 * The two kinds of client (spec section 3) as the API spells them: a user's `user_type`, the
 * calculator's and a lease application's `clientType`. One spelling for the back office and the
 * site (common/client-type.ts adds the site's `isLegalEntity`).
 */
export const INDIVIDUAL = 'individual';
export const LEGAL_ENTITY = 'legalEntity';

export const CLIENT_TYPES = [INDIVIDUAL, LEGAL_ENTITY] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
