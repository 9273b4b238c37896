import { TOAST_LIFETIME_MS } from '@common/constants';

export type ToastType = 'info' | 'success' | 'error' | 'warning';
export type Toast = { id: number; message: string; type: ToastType };
export type ToastInput = { message: string; type?: ToastType };

let toasts: Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Toasts (spec sections 3 and 4): id is a timestamp, type defaults to info, gone after 5 s or on close. */
export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => toasts,
  show({ message, type = 'info' }: ToastInput): number {
    // The same failure reported by two blocks of one page (the footer and the page) is one toast.
    const shown = toasts.find((t) => t.message === message && t.type === type);
    if (shown) return shown.id;
    // A timestamp id, kept unique when two toasts arrive within the same millisecond.
    const id = Math.max(Date.now(), lastId + 1);
    lastId = id;
    emit([...toasts, { id, message, type }]);
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
    emit(toasts.filter((t) => t.id !== id));
  },
};

/** For client code: `showToast('Сохранено', 'success')`. */
export const showToast = (message: string, type: ToastType = 'info') => toastStore.show({ message, type });
