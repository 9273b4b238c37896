'use client';

import { useState } from 'react';

/** «Скопировать реквизиты»: puts the text on the clipboard and says so. */
export function CopyText({ text, label }: { text: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="copy-text"
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
