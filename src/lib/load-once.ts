const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * A dynamic import started once per page, however often it is asked for (on focus, on submit):
 * the same promise each time. A failed load (a poor network) gives `undefined` and is tried again
 * on the next call; callers then leave the check to the edge, which validates the same way.
 */
export function loadOnce<T>(load: () => Promise<T>): Promise<T | undefined> {
  let pending = loads.get(load) as Promise<T | undefined> | undefined;
  if (!pending) {
    pending = load().catch(() => {
      loads.delete(load);
      return undefined;
    });
    loads.set(load, pending);
  }
  return pending;
}
