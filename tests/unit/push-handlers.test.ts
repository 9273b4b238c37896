import { installPushHandlers } from '@src/sw/push-handlers';
import type { ServiceWorkerScope } from '@src/sw/scope';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: unknown) => void;

/** A service worker scope that records what the handlers do. */
function fakeScope(tabs: { url: string; focus: () => Promise<void>; navigate: (url: string) => Promise<void> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: 'https://drive-leasing.ru' } as Location,
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as ServiceWorkerScope;
  installPushHandlers(scope);
  /** Fires `type` and waits for what the handler gave `waitUntil`. */
  const fire = async (type: string, event: object) => {
    let task: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (t: Promise<unknown>) => (task = t) });
    await task;
  };
  return { fire, shown, opened };
}

const push = (data: unknown) => ({ data: { json: () => data } });
const REMINDER = {
  title: 'Драйв Лизинг',
  body: 'Через 3 дня платёж по договору лизинга',
  url: '/account/cars/2',
  tag: 'payment-2-2026-11-28',
};

describe('the service worker push handlers (issue 42)', () => {
  it('shows the reminder as sent, one notification per payment tag', async () => {
    const { fire, shown } = fakeScope();
    await fire('push', push(REMINDER));
    expect(shown).toEqual([
      {
        title: 'Драйв Лизинг',
        options: {
          body: REMINDER.body,
          tag: REMINDER.tag,
          lang: 'ru',
          data: { url: '/account/cars/2' },
          icon: '/favicon.svg',
        },
      },
    ]);
  });

  it('shows the generic reminder for a push it cannot read, never a foreign address', async () => {
    const { fire, shown } = fakeScope();
    await fire('push', push({ ...REMINDER, url: 'https://evil.example/account/cars/2' }));
    await fire('push', push('text'));
    await fire('push', { data: { json: () => JSON.parse('{') } });
    await fire('push', { data: null });
    expect(shown.map((s) => [s.options.body, (s.options.data as { url: string }).url])).toEqual(
      Array(4).fill(['Скоро платёж по договору лизинга', '/account/cars']),
    );
  });

  it('opens the contract on a tap: in a tab of the site when one is open, else a new window', async () => {
    const close = vi.fn();
    const none = fakeScope();
    await none.fire('notificationclick', { notification: { close, data: { url: '/account/cars/2' } } });
    expect(close).toHaveBeenCalled();
    expect(none.opened).toEqual(['https://drive-leasing.ru/account/cars/2']);

    const tab = {
      url: 'https://drive-leasing.ru/catalog',
      focus: vi.fn(async () => {}),
      navigate: vi.fn(async () => {}),
    };
    const open = fakeScope([tab]);
    await open.fire('notificationclick', { notification: { close, data: { url: '//evil.example/x' } } });
    expect(tab.navigate).toHaveBeenCalledWith('https://drive-leasing.ru/account/cars');
    expect(tab.focus).toHaveBeenCalled();
    expect(open.opened).toEqual([]);
  });
});
