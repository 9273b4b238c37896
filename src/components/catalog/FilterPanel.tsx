'use client';

import { type ReactNode, useState } from 'react';

/**
 * The filter panel's disclosure. Open or folded as the page was first rendered for its device
 * class, then as the visitor leaves it: a later render of the filtered page (whose server may now
 * know the window is narrow) never folds it under the focused checkbox (WCAG 3.2.2, 2.4.3).
 */
export function FilterPanel({ open, children }: { open: boolean; children: ReactNode }) {
  const [first] = useState(open);
  return (
    <details className="catalog-filters" open={first}>
      {children}
    </details>
  );
}
