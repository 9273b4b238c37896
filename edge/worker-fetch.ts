/** A worker's `fetch` handler, with the execution context workerd passes. */
export type WorkerFetch = (req: Request, env: unknown, ctx?: ExecutionContext) => Response | Promise<Response>;

function isWorker(value: unknown): value is { fetch: WorkerFetch } {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'fetch') === 'function';
}

/**
 * The worker export with its `fetch` replaced by `around(fetch)`; everything else it exports stays.
 * Used around Waku's adapter export, whose shape is not ours: a change there fails loudly at start.
 */
export function wrapWorkerFetch<W>(worker: W, around: (fetch: WorkerFetch) => WorkerFetch): W {
  if (!isWorker(worker)) throw new Error('the Waku adapter no longer exports a worker with fetch');
  return { ...worker, fetch: around(worker.fetch.bind(worker)) };
}
