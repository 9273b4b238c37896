// The test runner's main module; the tests build their own apps with tests/integration/edge/site.ts.
/** The site's shared state, as the site's sidecar worker exports it (state/src/index.ts, decision 0007). */
export { SharedState } from '@state/shared-state';

export default {
  fetch: () => new Response('edge test worker'),
};
