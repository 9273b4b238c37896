'use client';

import { useRef } from 'react';
import { useFormUrlSync } from './url-form-sync';

/** Placed inside a server-rendered GET filter form: see useFormUrlSync. Renders an empty marker. */
export function FormUrlSync() {
  const marker = useRef<HTMLSpanElement>(null);
  useFormUrlSync(marker);
  return <span ref={marker} hidden />;
}
