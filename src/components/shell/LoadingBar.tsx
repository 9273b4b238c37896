'use client';

import './LoadingBar.css';
import { LOADING_BAR } from '@common/constants';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHistoryNavigationProgress } from './history-progress';
import { navigationStore } from './navigation-store';

type Phase = 'idle' | 'running' | 'finishing' | 'hiding';

/**
 * The thin bar at the top during client navigation — a link's, a filter form's, back and
 * forward (spec sections 2, 4, 9): it appears only when
 * loading lasts longer than the throttle, creeps towards the end over the duration, completes,
 * hides after the hide delay and resets after the reset delay; a page error turns it red.
 */
export function LoadingBar() {
  useHistoryNavigationProgress();
  const { pending, failed } = useSyncExternalStore(navigationStore.subscribe, navigationStore.get, navigationStore.get);
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const shown = useRef(false);

  // Reacts to changes of the navigation state only; the phase is an output of it.
  useEffect(() => {
    const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
    if (pending > 0) {
      later(LOADING_BAR.throttleMs, () => {
        shown.current = true;
        setPhase('running');
      });
      return;
    }
    if (shown.current || failed) {
      shown.current = false;
      setPhase('finishing');
      later(LOADING_BAR.hideDelayMs, () => setPhase('hiding'));
      later(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs, () => setPhase('idle'));
    }
  }, [pending, failed]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const width = phase === 'running' ? '90%' : phase === 'finishing' || phase === 'hiding' ? '100%' : '0%';
  const transition =
    phase === 'running'
      ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
      : phase === 'idle'
        ? 'none'
        : 'width 200ms ease-out, opacity 300ms ease';
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-hidden={phase === 'idle'}
      aria-label="Загрузка страницы"
      data-state={phase}
      data-error={failed || undefined}
      style={{
        height: LOADING_BAR.heightPx,
        width,
        opacity: phase === 'running' || phase === 'finishing' ? 1 : 0,
        background: failed ? LOADING_BAR.errorColor : LOADING_BAR.color,
        transition,
      }}
    />
  );
}
