import { TOAST_LIFETIME_MS } from '@common/constants';
import { externalStore } from './external-store';

export type ToastType = 'info' | 'success' | 'error' | 'warning';
export type Toast = { id: number; message: string; type: ToastType };
export type ToastInput = { message: string; type?: ToastType };

const store = externalStore<Toast[]>([]);
let lastId = 0;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Toasts (spec sections 3 and 4): id is a timestamp, type defaults to info, gone after 5 s or on close. */
export const toastStore = {
  subscribe: store.subscribe,
  get: store.get,
  show({ message, type = 'info' }: ToastInput): number {
    // The same failure reported by two blocks of one page (the footer and the page) is one toast.
    const shown = store.get().find((t) => t.message === message && t.type === type);
    if (shown) return shown.id;
    // A timestamp id, kept unique when two toasts arrive within the same millisecond.
    const id = Math.max(Date.now(), lastId + 1);
    lastId = id;
    store.set([...store.get(), { id, message, type }]);
    timers.set(
      id,
      setTimeout(() => toastStore.close(id), TOAST_LIFETIME_MS),
    );
    return id;
  },
  close(id: number) {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    store.set(store.get().filter((t) => t.id !== id));
  },
};

/** For client code: `showToast('Сохранено', 'success')`. */
export const showToast = (message: string, type: ToastType = 'info') => toastStore.show({ message, type });
