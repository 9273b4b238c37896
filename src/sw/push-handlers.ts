/**
 * Payment reminders in the service worker (issue 42, decision 0032): the `push` and
 * `notificationclick` handlers, kept apart from the offline worker (the other half of issue 42)
 * so that one worker at /sw.js carries both: its module calls `installPushHandlers(scope)` once.
 */
import { ROUTES } from '@common/constants';
import { readReminderMessage } from '@common/reminder-message';
import type { PushEvent, ServiceWorkerScope } from './scope';

/** Shown when a push cannot be read: still only what a lock screen may show. */
const FALLBACK = {
  title: 'Драйв Лизинг',
  body: 'Скоро платёж по договору лизинга',
  url: ROUTES.accountCars,
  tag: 'payment',
};

function messageOf(event: PushEvent) {
  try {
    return readReminderMessage(event.data?.json()) ?? FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/** Opens `url` of this site: a tab of the site already open goes there, else a new window. */
async function openSitePage(scope: ServiceWorkerScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((t) => new URL(t.url).origin === scope.location.origin);
  if (tab) {
    await tab.navigate(url).catch(() => undefined);
    await tab.focus();
    return;
  }
  await scope.clients.openWindow(url);
}

export function installPushHandlers(scope: ServiceWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const { title, body, url, tag } = messageOf(event);
    // Every push shows a notification (userVisibleOnly): one per payment, a later one replacing it.
    event.waitUntil(
      scope.registration.showNotification(title, { body, tag, lang: 'ru', data: { url }, icon: '/favicon.svg' }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const message = readReminderMessage({ ...FALLBACK, url: data?.url });
    event.waitUntil(openSitePage(scope, message?.url ?? ROUTES.accountCars));
  });
}
