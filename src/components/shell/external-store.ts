/**
 * A tiny external store for `useSyncExternalStore`: no context, no provider, no dependency.
 * `set` replaces the value and tells every subscriber.
 */
export function externalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}
