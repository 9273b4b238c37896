'use client';

import './DragScroller.css';
import { enableDragScroll } from '@src/lib/drag-scroll';
import { type ReactNode, useEffect, useRef } from 'react';

type Props = { children: ReactNode; className?: string; label: string };

/**
 * A horizontal scroll-snap strip (gallery, card rows): swipe on touch natively, drag with the
 * mouse via `enableDragScroll` (over 10 px is a drag and the click that ends it is swallowed),
 * and arrow keys once focused. Without JavaScript it is still a scrollable strip. Pages render it
 * through DeferredDragScroller.tsx: only the mouse needs this code.
 */
export function DragScrollerIsland({ children, className, label }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    return el ? enableDragScroll(el) : undefined;
  }, []);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section ref={ref} className={`drag-scroller ${className ?? ''}`} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
