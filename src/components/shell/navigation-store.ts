import { externalStore } from './external-store';

/**
 * Client navigation progress shared by the links that start navigations and the loading bar
 * that shows them.
 */
export type NavigationState = { pending: number; failed: boolean };

const store = externalStore<NavigationState>({ pending: 0, failed: false });

export const navigationStore = {
  subscribe: store.subscribe,
  get: store.get,
  start: () => store.set({ pending: store.get().pending + 1, failed: false }),
  done: () => store.set({ ...store.get(), pending: Math.max(0, store.get().pending - 1) }),
  fail: () => store.set({ pending: 0, failed: true }),
};
