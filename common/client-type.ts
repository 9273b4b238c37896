/**
 * The two kinds of client (spec section 3), spelled as the upstream spells them: a profile's
 * `userType.slug`, a review's and the calculator's `clientType`, the registration's `userType`.
 * The spelling is the back office's too (common/with-upstream/client-type.ts); the site adds the test.
 */
export { CLIENT_TYPES, type ClientType, INDIVIDUAL, LEGAL_ENTITY } from './with-upstream/client-type';

import { LEGAL_ENTITY } from './with-upstream/client-type';

/** Whether a client type (or a profile's user type slug) is a legal entity or a sole trader. */
export const isLegalEntity = (type: string | undefined): boolean => type === LEGAL_ENTITY;
