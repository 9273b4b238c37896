import { createPreloadQueue } from '@src/lib/preload-queue';
import { describe, expect, it } from 'vitest';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('route preload queue', () => {
  it('runs at most 4 preloads at once and starts the next when one settles', async () => {
    const queue = createPreloadQueue(4);
    const tasks = Array.from({ length: 6 }, deferred);
    let started = 0;
    for (const [i, t] of tasks.entries()) {
      queue.add(`/route-${i}`, () => {
        started += 1;
        return t.promise;
      });
    }
    await tick();
    expect(started).toBe(4);
    expect(queue.inFlight).toBe(4);
    expect(queue.queued).toBe(2);
    tasks[0]?.resolve();
    tasks[1]?.reject(new Error('network'));
    await tick();
    await tick();
    expect(started).toBe(6);
    expect(queue.queued).toBe(0);
  });

  it('ignores a route that is already waiting or running', async () => {
    const queue = createPreloadQueue(4);
    const t = deferred();
    let runs = 0;
    const task = () => {
      runs += 1;
      return t.promise;
    };
    queue.add('/catalog', task);
    queue.add('/catalog', task);
    await tick();
    expect(runs).toBe(1);
    t.resolve();
  });
});
