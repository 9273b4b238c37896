/**
 * Runs preload tasks with at most `limit` in flight (spec section 9: at most 4 concurrent route
 * preloads). Duplicate keys waiting or running are dropped; a failed task frees its slot.
 */
export function createPreloadQueue(limit: number) {
  const waiting: { key: string; task: () => Promise<unknown> }[] = [];
  const running = new Set<string>();

  const pump = () => {
    while (running.size < limit && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) break;
      running.add(next.key);
      Promise.resolve()
        .then(next.task)
        .catch(() => undefined)
        .finally(() => {
          running.delete(next.key);
          pump();
        });
    }
  };

  return {
    add(key: string, task: () => Promise<unknown>) {
      if (running.has(key) || waiting.some((w) => w.key === key)) return;
      waiting.push({ key, task });
      pump();
    },
    get inFlight() {
      return running.size;
    },
    get queued() {
      return waiting.length;
    },
  };
}
