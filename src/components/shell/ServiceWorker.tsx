'use client';

import './ServiceWorker.css';
import { isOwnCache } from '@src/sw/cache-names';
import { useEffect } from 'react';

const whenIdle = (run: () => void): number =>
  (window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1)))(run);

/** Switched off (PUBLIC_OFFLINE_DISABLED): a worker a browser still has goes, with every copy it kept. */
async function removeServiceWorker() {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  const names = await caches.keys();
  await Promise.all(names.filter(isOwnCache).map((name) => caches.delete(name)));
}

/**
 * Registers the service worker (/sw.js, decision 0031) once the page has loaded and the browser is
 * idle, so it never competes with the first screen; with `enabled` false, removes it. Without
 * service workers (an old browser, a window that refuses them) the site works as before, online.
 */
export function ServiceWorker({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let idle: number | undefined;
    const start = () => {
      idle = whenIdle(() => {
        const done = enabled ? navigator.serviceWorker.register('/sw.js', { scope: '/' }) : removeServiceWorker();
        done.catch(() => undefined);
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [enabled]);
  return null;
}
