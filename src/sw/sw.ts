/**
 * The site's service worker (decision 0031), built into /sw.js by web-app.vite.ts with this
 * build's id and shell files. It keeps the build's shell and the signed-in client's last-seen
 * account pages for reading offline, keyed to the session the edge names (`x-session-ref`), and
 * deletes every personal copy on «Выйти», on a 401, and on any answer naming another session or
 * none. Signed-in answers stay `no-store` for the HTTP cache; this is the worker's own storage.
 */

import { pageHref } from '@common/page-path';
import { SESSION_REF_HEADER } from '@common/session-ref';
import { notedPage } from './offline-note';
import { offlinePage } from './offline-page';
import { installPushHandlers } from './push-handlers';
import { isSignOut, requestRole } from './requests';
import { leavePayload } from './rsc-fallback';
import type { FetchEvent, ServiceWorkerScope } from './scope';
import { dropOldShells, keepForSession, keepOnlySession, keptCopy, shell } from './store';

declare const __SHELL_FILES__: readonly string[];

/** This script's global: the service worker's scope (typed in scope.ts). */
const scope = globalThis as unknown as ServiceWorkerScope;
const BUILD = __BUILD_ID__;

// Payment reminders (decision 0032) arrive through this same worker.
installPushHandlers(scope);

scope.addEventListener('install', (event) => {
  // The shell is a convenience: a file that fails to come does not stop the worker.
  event.waitUntil(
    shell(BUILD)
      .then((cache) => cache.addAll(__SHELL_FILES__))
      .catch(() => undefined)
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  // Navigation preload: a page's request leaves while the worker starts, so it costs no round trip.
  const preload = scope.registration.navigationPreload?.enable().catch(() => undefined);
  event.waitUntil(Promise.all([dropOldShells(BUILD), preload]).then(() => scope.clients.claim()));
});

/** What an answer from the edge says about the session: the copies of any other go. */
function noteSession(answer: Response): Promise<void> {
  // A followed redirect is opaque to the worker: the page it leads to tells.
  if (answer.type === 'opaqueredirect') return Promise.resolve();
  if (answer.status === 401) return keepOnlySession(null);
  return keepOnlySession(answer.headers.get(SESSION_REF_HEADER));
}

/** The network's answer: the preloaded one for a navigation, else a fetch; throws offline. */
const network = async (event: FetchEvent): Promise<Response> => (await event.preloadResponse) ?? fetch(event.request);

const offlineAnswer = () =>
  new Response(offlinePage(), { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });

async function personal(event: FetchEvent, page: boolean): Promise<Response> {
  const { request } = event;
  let answer: Response;
  try {
    answer = await network(event);
  } catch {
    const copy = await keptCopy(request.url);
    if (copy) return page ? notedPage(copy) : copy;
    if (page) return offlineAnswer();
    throw new TypeError('offline');
  }
  const ref = answer.headers.get(SESSION_REF_HEADER);
  const copy = answer.status === 200 && ref ? answer.clone() : null;
  event.waitUntil(noteSession(answer).then(() => (copy && ref ? keepForSession(request.url, copy, ref) : undefined)));
  return answer;
}

async function fromNetwork(event: FetchEvent, offline: () => Response | Promise<Response>): Promise<Response> {
  try {
    const answer = await network(event);
    event.waitUntil(noteSession(answer));
    return answer;
  } catch {
    return offline();
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await shell(BUILD);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

async function unhashed(request: Request): Promise<Response> {
  const cache = await shell(BUILD);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(request, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.method !== 'GET') {
    // Signing out: nothing personal stays, whatever the answer (the page after it confirms).
    if (isSignOut(url, request.method)) event.waitUntil(keepOnlySession(null));
    return;
  }
  switch (requestRole(url, request.mode === 'navigate')) {
    case 'personal-page':
      return event.respondWith(personal(event, true));
    case 'personal-file':
      return event.respondWith(personal(event, false));
    case 'page':
      return event.respondWith(fromNetwork(event, offlineAnswer));
    case 'rsc':
      return event.respondWith(fromNetwork(event, () => leavePayload(pageHref(url))));
    case 'asset':
      return event.respondWith(asset(request));
    case 'static':
      return event.respondWith(unhashed(request));
    default:
      return;
  }
});
