/// <reference types="@vitejs/plugin-rsc/types" />

import assetsManifest from 'virtual:vite-rsc/assets-manifest';
import { wrapWorkerFetch } from '@edge/worker-fetch';

/**
 * Every module a render may load, loaded once per isolate before its first render.
 *
 * The RSC toolchain loads page modules and (in the SSR environment) client components lazily and
 * keeps the SSR loads as memoized promises for the isolate's life. In workerd a promise started
 * inside a request belongs to that request: if that request ends first (a render abandoned for
 * the error screen when the upstream stalls, a visitor who went away), a later request awaiting
 * the same memoized load can wait forever. Loading everything up front, under `waitUntil`, means
 * no render ever starts a load, so none can be left unsettled. It costs the isolate's first
 * request the evaluation of the server bundle (a few milliseconds), once.
 */
type ClientRequire = (id: string) => unknown;

let warm: Promise<void> | undefined;
/** Set once the warm-up succeeded: later requests skip it entirely. */
let ready = false;

async function loadEverything(pages: Record<string, () => Promise<unknown>>): Promise<void> {
  await Promise.all(Object.values(pages).map((load) => load()));
  await import.meta.viteRsc.loadModule('ssr', 'index');
  // Set by the SSR entry when it loads: the memoized loader of client components.
  const require = Reflect.get(globalThis, '__vite_rsc_client_require__') as ClientRequire | undefined;
  if (typeof require !== 'function') return;
  await Promise.all(Object.keys(assetsManifest.clientReferenceDeps).map((id) => require(id)));
}

/** The one warm-up of this isolate; a failed one is tried again by the next request. */
export function warmModules(pages: Record<string, () => Promise<unknown>>): Promise<void> {
  warm ??= loadEverything(pages).then(
    () => {
      ready = true;
    },
    (err: unknown) => {
      warm = undefined;
      console.warn(`module warm-up failed: ${err instanceof Error ? err.message : String(err)}`);
    },
  );
  return warm;
}

/**
 * The worker export whose every request first awaits the warm-up. The warm-up runs under the
 * first request's `waitUntil`, so it settles even if that visitor leaves at once.
 */
export function warmBeforeFetch<W>(worker: W, pages: Record<string, () => Promise<unknown>>): W {
  return wrapWorkerFetch(worker, (fetch) => async (req, env, ctx) => {
    if (!ready) {
      const warming = warmModules(pages);
      ctx?.waitUntil(warming);
      await warming;
    }
    return fetch(req, env, ctx);
  });
}
