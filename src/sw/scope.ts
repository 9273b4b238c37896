/**
 * The service worker's global scope (/sw.js: sw.ts and the push handlers it installs), typed once.
 * The project compiles with the DOM library, and TypeScript's WebWorker library cannot be loaded
 * beside it (the two declare the same globals differently), so the members the worker uses are
 * written here, as the WebWorker library has them.
 */

type ExtendableEvent = Event & { waitUntil(task: Promise<unknown>): void };

export type FetchEvent = ExtendableEvent & {
  request: Request;
  /** A navigation's answer the browser requested while the worker started (navigation preload). */
  preloadResponse?: Promise<Response | undefined>;
  respondWith(answer: Promise<Response>): void;
};

export type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };

type NotificationEvent = ExtendableEvent & { notification: Notification };

type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };

export type ServiceWorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  registration: {
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};
