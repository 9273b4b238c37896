/**
 * `/api/health` of a local site whose upstream, OAuth client and shared state all answer, reached
 * through the service binding (edge/routes/health.ts): the same answer in workerd
 * (tests/integration/edge/shell.test.ts, shared-state.test.ts) and under wrangler dev
 * (tests/e2e/shell.http.spec.ts). The local upstream's outbox takes SMS codes.
 */
export const HEALTHY = {
  site: 'ok',
  upstream: 'ok',
  smsRegistration: 'on',
  oauthClient: 'ok',
  via: 'service-binding',
  visitorAddress: 'forwarded',
  sharedState: 'ok',
};
