import { TOAST_LIFETIME_MS } from '@common/constants';
import { externalStore } from './external-store';

export type ToastType = 'info' | 'success' | 'error' | 'warning';
export type Toast = { id: number; message: string; type: ToastType };
export type ToastInput = { message: string; type?: ToastType };

/** A toast's clock: running (its timer, when it ends) or paused (the time it had left). */
type Clock = { timer?: ReturnType<typeof setTimeout>; endsAt: number; left: number };

const store = externalStore<Toast[]>([]);
let lastId = 0;
const clocks = new Map<number, Clock>();

function run(id: number, ms: number) {
  clocks.set(id, { timer: setTimeout(() => toastStore.close(id), ms), endsAt: Date.now() + ms, left: ms });
}

/**
 * Toasts (spec sections 3 and 4): id is a timestamp, type defaults to info, gone after
 * `TOAST_LIFETIME_MS` (common/constants.ts) or on close. While the pointer is over a toast or focus is inside it, its clock stops (WCAG 2.2.1):
 * `pause`, then `resume` gives it the time it had left.
 */
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
    run(id, TOAST_LIFETIME_MS);
    return id;
  },
  pause(id: number) {
    const clock = clocks.get(id);
    if (!clock?.timer) return;
    clearTimeout(clock.timer);
    clocks.set(id, { endsAt: clock.endsAt, left: Math.max(0, clock.endsAt - Date.now()) });
  },
  resume(id: number) {
    const clock = clocks.get(id);
    if (!clock || clock.timer) return;
    run(id, clock.left);
  },
  close(id: number) {
    const clock = clocks.get(id);
    if (clock?.timer) clearTimeout(clock.timer);
    clocks.delete(id);
    store.set(store.get().filter((t) => t.id !== id));
  },
};

/** For client code: `showToast('Сохранено', 'success')`. */
export const showToast = (message: string, type: ToastType = 'info') => toastStore.show({ message, type });
