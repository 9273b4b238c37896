'use client';

import './ToastArea.css';
import { type FocusEvent, type MouseEvent, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type Toast, type ToastInput, toastStore } from './toast-store';

const EMPTY: never[] = [];

/** Its clock runs again only when neither the pointer is over it nor focus inside it (WCAG 2.2.1). */
function resumeUnlessHeld(id: number, toast: HTMLElement, focusGoesTo: EventTarget | null) {
  const focused = focusGoesTo instanceof Node ? toast.contains(focusGoesTo) : toast.contains(document.activeElement);
  if (!focused && !toast.matches(':hover')) toastStore.resume(id);
}

/**
 * The toast area of the shell; `initial` carries toasts from server results (flash messages). The
 * server draws them into the page, so a visitor without JavaScript reads them too (a plain form's
 * result after its redirect); once the page runs, the store takes them over with their clocks.
 */
export function ToastArea({ initial = EMPTY }: { initial?: ToastInput[] }) {
  // Negative ids: drawn by the server, never the store's (whose ids are timestamps).
  const served = useMemo<Toast[]>(
    () => initial.map((toast, i) => ({ id: -(i + 1), message: toast.message, type: toast.type ?? 'info' })),
    [initial],
  );
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => served);
  useEffect(() => {
    for (const toast of initial) toastStore.show(toast);
  }, [initial]);
  return (
    <section className="toasts" aria-label="Уведомления" aria-live="polite">
      {toasts.map((toast) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: a live region (role alert/status); the handlers only stop its clock while it is read (WCAG 2.2.1)
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => toastStore.pause(toast.id)}
          onFocus={() => toastStore.pause(toast.id)}
          onMouseLeave={(event: MouseEvent<HTMLDivElement>) => resumeUnlessHeld(toast.id, event.currentTarget, null)}
          onBlur={(event: FocusEvent<HTMLDivElement>) =>
            resumeUnlessHeld(toast.id, event.currentTarget, event.relatedTarget ?? document.body)
          }
        >
          <p className="toast__message">{toast.message}</p>
          {/* Without JavaScript a server-drawn toast stays: a close button there would do nothing. */}
          {toast.id < 0 ? null : (
            <button
              type="button"
              className="toast__close"
              aria-label="Закрыть уведомление"
              onClick={() => toastStore.close(toast.id)}
            >
              ×
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
