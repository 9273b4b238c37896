'use client';

import { revealInRow } from '@src/lib/reveal-focus';
import { useEffect } from 'react';

/** Brings a keyboard-focused element of a sideways-scrolling row into view (reveal-focus.ts). Renders nothing. */
export function RowFocus() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const el = event.target;
      if (el instanceof HTMLElement && el.matches(':focus-visible')) revealInRow(el);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return null;
}
