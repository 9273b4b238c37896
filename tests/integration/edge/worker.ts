// The test runner's main module; the tests build their own apps with tests/integration/edge/site.ts.
/** The site's shared state, as the upstream worker exports it (decision 0007). */
export { SharedState } from '@upstream/src/shared/shared-state';

export default {
  fetch: () => new Response('edge test worker'),
};
