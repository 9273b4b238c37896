/**
 * The two kinds of client (spec section 3), spelled as the upstream spells them: a profile's
 * `userType.slug`, a review's and the calculator's `clientType`, the registration's `userType`.
 */
export const INDIVIDUAL = 'individual';
export const LEGAL_ENTITY = 'legalEntity';

export const CLIENT_TYPES = [INDIVIDUAL, LEGAL_ENTITY] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Whether a client type (or a profile's user type slug) is a legal entity or a sole trader. */
export const isLegalEntity = (type: string | undefined): boolean => type === LEGAL_ENTITY;
