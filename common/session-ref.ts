/**
 * The header by which the edge names the session an answer belongs to (`x-session-ref`): a
 * non-secret, stable id of the session (edge/session/session-ref.ts), never a token. The service
 * worker (src/sw/) keys its copies of account pages to it and drops them when it changes or goes.
 */
export const SESSION_REF_HEADER = 'x-session-ref';

/** With it, when the session ends at the latest (epoch ms; the refresh token's end): no copy outlives it. */
export const SESSION_ENDS_HEADER = 'x-session-ends';

/** What a session ref looks like: 32 lowercase hex digits. Anything else is no session. */
export const SESSION_REF_PATTERN = /^[0-9a-f]{32}$/;
