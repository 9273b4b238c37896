import { type APIRequestContext, expect } from '@playwright/test';
import { FAULT_SITE_PORT, FAULT_UPSTREAM_PORT } from '../../playwright.config';
import { FAULT_MESSAGE, type Fault, SPEC_REACTIONS, UNAVAILABLE } from '../spec-reactions';

/**
 * What both halves of the reaction matrix share (reaction-matrix.http.spec.ts: what HTTP shows;
 * reaction-matrix.spec.ts: what needs a browser): the fault site (tests/e2e/fault-upstream in front
 * of the real upstream), its switch, the table and the texts of spec sections 4 and 8.
 */
export const SITE = `http://localhost:${FAULT_SITE_PORT}`;
const CONTROL = `http://127.0.0.1:${FAULT_UPSTREAM_PORT}/__fault`;
export const COMPANY = '9000000002';
export const PERSON = '9000000001';
export const REVOKED = 'Сеанс завершён на другом устройстве — войдите снова';
export const EXPIRED = 'Сеанс истёк — войдите снова';

/** Spec section 8 for pages: a page has no form, so a 422 is its error page. */
export const TABLE = SPEC_REACTIONS.map(
  ([fault, reaction]) => [fault, reaction === 'form' ? 'page' : reaction] as const,
);
/** The toast of a sign-in reaction: a 401 means the session ended elsewhere (no «токен» for a visitor). */
export const signInToast = (fault: Fault) => (fault === 401 ? REVOKED : FAULT_MESSAGE);
/** The toast of a failed refresh: an outage says so, any refusal means the session ran out. */
export const refreshToast = (fault: Fault) =>
  fault === 'hang' ? UNAVAILABLE : fault === 429 || fault >= 500 ? FAULT_MESSAGE : EXPIRED;
/** Decision 0015: only a refusal (a 4xx other than 429) ends the session; an outage keeps it. */
export const REFUSALS = TABLE.filter(([f]) => f !== 'hang' && f !== 429 && f < 500).map(([f]) => f);
/** Outages of the refresh: the session stays. */
export const OUTAGES = ['hang', 429, 500, 503] as const;

/** The upstream fails every call under `prefix` with `fault` until healed. */
export async function fail(request: APIRequestContext, prefix: string, fault: Fault | 'short-lived') {
  const rule = fault === 'hang' || fault === 'short-lived' ? fault : `status-${fault}`;
  expect((await request.put(CONTROL, { data: { prefix, fault: rule, message: FAULT_MESSAGE } })).ok()).toBe(true);
}
export const heal = (request: APIRequestContext) => request.delete(CONTROL);

/** The upstream calls an account page makes (its data; the profile's live under auth/profile). */
export const prefixOf = (sample: string) =>
  sample === '/account/profile' ? '/api/v1/auth/profile' : '/api/v1/client/';
