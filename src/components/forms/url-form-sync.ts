'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { useRouter } from 'waku';

/**
 * Keeps a GET filter form in step with the address on Back and Forward (issue 23 item 8). The
 * server renders each control's default from the URL, so resetting the form is enough:
 * - after a client navigation (the router's path or query changed, Back included), React has
 *   updated the defaults but leaves a control the person touched as it was;
 * - after a page restored whole from the back/forward cache (`pageshow`, persisted);
 * - on a document reached by Back/Forward, whose controls the browser may have refilled with
 *   what was typed before leaving (the forms also say `autocomplete="off"`, which stops that
 *   without JavaScript).
 */
export function useFormUrlSync(target: RefObject<Element | null>) {
  const { path, query } = useRouter();
  useEffect(() => {
    const form = target.current?.closest('form');
    if (!form) return;
    const reset = () => form.reset();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [target]);
  const url = `${path}?${query}`;
  const synced = useRef<string | null>(null);
  useEffect(() => {
    const form = target.current?.closest('form');
    if (!form || synced.current === url) return;
    const first = synced.current === null;
    synced.current = url;
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    // A first render resets only a document reached through history; every later URL change does.
    if (!first || entry?.type === 'back_forward') form.reset();
  }, [target, url]);
}
