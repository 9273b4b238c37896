/** What `npm run upstream:check` (scripts/upstream-check.mjs) loads: the check and its table. */
export { checkPassed, checkUpstream } from './run';
export { checkTable } from './table';
