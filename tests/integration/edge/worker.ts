// The test runner's main module; the tests build their own apps with tests/integration/edge/site.ts.
export default {
  fetch: () => new Response('edge test worker'),
};
