'use client';

import { useEffect, useState } from 'react';

/**
 * Puts a payment detail (or all of them) on the clipboard with one tap and says so. Until the
 * island runs it takes its place but stays invisible: without JavaScript the value beside it is
 * still plain text that one tap selects whole (`.payment-qr__value`).
 */
export function CopyText({ text, label, name }: { text: string; label: string; name?: string }) {
  const [ready, setReady] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="button"
      className="copy-text"
      data-ready={ready ? '' : undefined}
      aria-label={name ? `${label}: ${name}` : undefined}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setDone(true);
          setTimeout(() => setDone(false), 3000);
        } catch {
          setDone(false);
        }
      }}
    >
      <span aria-live="polite">{done ? 'Скопировано' : label}</span>
    </button>
  );
}
