'use client';

import { breakpointByMedia } from '@common/breakpoints';
import { BUILD_POLL_INTERVAL_MS, VIEWPORT_COOKIE } from '@common/constants';
import { buildState } from '@src/lib/build-state';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@src/lib/reload-guard';
import { useEffect } from 'react';

/**
 * builds/latest.json is `{ "id": "…" }`, written by this build. The shell runs on every page, so
 * this one check is a type guard rather than zod: zod would join the JavaScript of every page.
 */
function latestId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('id' in data)) return null;
  const { id } = data;
  return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : null;
}

function writeViewportCookie() {
  const value = breakpointByMedia((query) => window.matchMedia(query).matches);
  const maxAge = VIEWPORT_COOKIE.maxAgeDays * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line cookie write needs no Cookie Store API
  document.cookie = `${VIEWPORT_COOKIE.name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict; Secure`;
}

function reloadOnChunkError(error: unknown, event?: Event) {
  if (!isChunkLoadError(error)) return;
  if (shouldReloadAfterChunkError(sessionStorage)) {
    event?.preventDefault();
    window.location.reload();
  }
}

/**
 * Background duties of the shell without UI: polls builds/latest.json for a new deploy (the next
 * navigation then loads the page fully), reloads after a failed dynamic import at most once per
 * 10 s (a failed preload is PreloadErrorGuard's, in the head, with the same guard),
 * and keeps the viewport cookie current so the server renders for the right device.
 */
export function BuildWatcher() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const res = await fetch('/builds/latest.json', { cache: 'no-store' });
        if (res.ok) {
          const id = latestId(await res.json());
          if (id && id !== __BUILD_ID__) buildState.markStale();
        }
      } catch {
        // Offline or a deploy in progress: try again on the next tick.
      }
      if (!buildState.stale) timer = setTimeout(check, BUILD_POLL_INTERVAL_MS);
    };
    timer = setTimeout(check, BUILD_POLL_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !buildState.stale) void check();
    };
    const onRejection = (e: PromiseRejectionEvent) => reloadOnChunkError(e.reason, e);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('unhandledrejection', onRejection);
    writeViewportCookie();
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(writeViewportCookie, 300);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      clearTimeout(resizeTimer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
