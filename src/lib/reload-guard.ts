import { RELOAD_GUARD_MS } from '@common/constants';

export const RELOAD_GUARD_KEY = 'leasing:chunk-reload-at';
const KEY = RELOAD_GUARD_KEY;

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

/**
 * The one reload after a failed chunk preload (Vite's `vite:preloadError`), as an inline script for
 * the document's head: it is listening before Waku's bootstrap import, whose own failure fires the
 * same event. It listens in the capture phase, which at the window runs before every bubbling
 * listener, and stops the event there, so Waku's own handler (a reload once per build, whatever
 * the time) never runs: the 10-second guard above, with the same stored time, decides alone.
 * Like Waku's, it waits for the document to finish parsing before it reloads.
 */
export const PRELOAD_ERROR_GUARD_SCRIPT = `addEventListener("vite:preloadError",function(e){e.stopImmediatePropagation();var k=${JSON.stringify(KEY)},n=Date.now();try{var l=Number(sessionStorage.getItem(k)||0);if(isFinite(l)&&n-l<${RELOAD_GUARD_MS})return;sessionStorage.setItem(k,String(n))}catch(x){return}e.preventDefault();var r=function(){location.reload()};if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",r);else r()},true);`;
