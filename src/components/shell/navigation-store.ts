/**
 * Client navigation progress shared by the links that start navigations and the loading bar
 * that shows them. A tiny external store: no context, no provider, no dependency.
 */
export type NavigationState = { pending: number; failed: boolean };

let state: NavigationState = { pending: 0, failed: false };
const listeners = new Set<() => void>();

function emit(next: NavigationState) {
  state = next;
  for (const listener of listeners) listener();
}

export const navigationStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  start: () => emit({ pending: state.pending + 1, failed: false }),
  done: () => emit({ ...state, pending: Math.max(0, state.pending - 1) }),
  fail: () => emit({ pending: 0, failed: true }),
};
