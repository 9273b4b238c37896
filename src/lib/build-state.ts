/** Set once the server reports a build newer than the one this page runs. */
let stale = false;

export const buildState = {
  get stale() {
    return stale;
  },
  markStale() {
    stale = true;
  },
};
