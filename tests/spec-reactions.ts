/**
 * Spec section 8, written once from the spec (not from edge/errors.ts) for every suite that checks
 * it: how the site answers an upstream failure, by its status; a hang is the transport's 503.
 * `form` is a form's field errors (a page without a form shows its error page instead).
 */
export type Reaction = 'form' | 'toast' | 'signIn' | 'page';
export type Fault = number | 'hang';

export const SPEC_REACTIONS: readonly (readonly [Fault, Reaction])[] = [
  [400, 'page'],
  [401, 'signIn'],
  [403, 'signIn'],
  [404, 'page'],
  [409, 'page'],
  [418, 'page'],
  [422, 'form'],
  [429, 'toast'],
  [500, 'toast'],
  [502, 'page'],
  [503, 'page'],
  [504, 'page'],
  ['hang', 'page'],
];

/**
 * A car list's change (`/api/lists/*`, a guest's list) whose car the upstream could not check: it
 * stays on its page with the toast, answered 429 as the upstream said, else as a gateway (spec
 * section 8 for a guest's own cookie list).
 */
export const CAR_LIST_REACTIONS: readonly (readonly [number, number])[] = [
  [400, 502],
  [401, 502],
  [403, 502],
  [409, 502],
  [422, 502],
  [429, 429],
  [500, 503],
  [502, 503],
  [503, 503],
];

/** The message the fault doubles fail with, and the one the site says for a hang. */
export const FAULT_MESSAGE = 'Сбой на стороне сервиса';
export const UNAVAILABLE = 'Сервис временно недоступен. Попробуйте позже.';

/** The status the visitor gets for a fault, and the message beside it. */
export const statusOf = (fault: Fault) => (fault === 'hang' ? 503 : fault);
export const messageOf = (fault: Fault) => (fault === 'hang' ? UNAVAILABLE : FAULT_MESSAGE);
