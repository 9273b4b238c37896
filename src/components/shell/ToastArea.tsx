'use client';

import './ToastArea.css';
import { useEffect, useSyncExternalStore } from 'react';
import { type ToastInput, toastStore } from './toast-store';

const EMPTY: never[] = [];

/** The toast area of the shell; `initial` carries toasts from server results (flash messages). */
export function ToastArea({ initial = EMPTY }: { initial?: ToastInput[] }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => EMPTY);
  useEffect(() => {
    for (const toast of initial) toastStore.show(toast);
  }, [initial]);
  return (
    <section className="toasts" aria-label="Уведомления" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
          <p className="toast__message">{toast.message}</p>
          <button
            type="button"
            className="toast__close"
            aria-label="Закрыть уведомление"
            onClick={() => toastStore.close(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
