'use client';

import { metrikaHit, setMetrikaCounter } from '@src/lib/metrika';
import { useEffect, useRef } from 'react';
import { useRouter } from 'waku';

/** Sends a Metrika hit on each client navigation. */
export function MetrikaHits({ id }: { id: number }) {
  const { path, query } = useRouter();
  const first = useRef(true);
  useEffect(() => setMetrikaCounter(id), [id]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    metrikaHit(`${path}${query ? `?${query}` : ''}`);
  }, [path, query]);
  return null;
}
