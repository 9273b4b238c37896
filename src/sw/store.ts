import { isPersonalCache, oldShells, personalCacheName, personalCachesToDelete, shellCacheName } from './cache-names';
import { isUsable, stampedHeaders } from './offline-note';

/*
 * The service worker's Cache Storage. Changes run one after another (a session change must delete
 * before the next copy is written); this is the browser's service worker, not a Cloudflare worker,
 * so one queue for its lifetime is what it needs.
 */
let queue: Promise<unknown> = Promise.resolve();
const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

const deleteAll = async (names: string[]) => {
  await Promise.all(names.map((name) => caches.delete(name)));
};

/** Deletes every personal copy but session `ref`'s (null: all of them). */
export const keepOnlySession = (ref: string | null): Promise<void> =>
  inTurn(async () => deleteAll(personalCachesToDelete(await caches.keys(), ref)));

/** Deletes the shells of other builds. */
export const dropOldShells = (buildId: string): Promise<void> =>
  inTurn(async () => deleteAll(oldShells(await caches.keys(), buildId)));

/** Keeps a copy of an account page or picture for session `ref`, stamped with the time it came. */
export const keepForSession = (url: string, response: Response, ref: string): Promise<void> =>
  inTurn(async () => {
    const name = personalCacheName(ref);
    if (!name) return;
    // Another session's copies go first: at most one session's pages are ever kept.
    await deleteAll(personalCachesToDelete(await caches.keys(), ref));
    const headers = stampedHeaders(response.headers, Date.now());
    const copy = new Response(await response.blob(), { status: response.status, headers });
    await (await caches.open(name)).put(url, copy);
  });

/** The kept copy of `url` of the session whose pages are kept, if any; one past its session's end goes. */
export async function keptCopy(url: string): Promise<Response | undefined> {
  const name = (await caches.keys()).find(isPersonalCache);
  if (!name) return undefined;
  const copy = await (await caches.open(name)).match(url, { ignoreVary: true });
  if (!copy || isUsable(copy.headers, Date.now())) return copy;
  await inTurn(() => caches.delete(name));
  return undefined;
}

/** This build's shell cache. */
export const shell = (buildId: string): Promise<Cache> => caches.open(shellCacheName(buildId));
