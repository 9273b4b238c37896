'use client';

import { useEffect } from 'react';
import { showToast } from '../shell/toast-store';

/** Shows a toast for something the server learned while rendering this page (spec section 8). */
export function ServerToast({ message, type = 'error' }: { message: string; type?: 'error' | 'info' }) {
  useEffect(() => {
    showToast(message, type);
  }, [message, type]);
  return null;
}
