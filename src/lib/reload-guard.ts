import { RELOAD_GUARD_MS } from '@common/constants';

const KEY = 'leasing:chunk-reload-at';

/**
 * Decides whether a chunk-load error may reload the page: at most once per 10 seconds, so a
 * broken deploy cannot put the browser into a reload loop (spec sections 4 and 8).
 */
export function shouldReloadAfterChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}
