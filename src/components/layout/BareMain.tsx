import type { ReactNode } from 'react';

/** The whole page of a layout without the site's header and footer (the error screen, the icon sprite). */
export function BareMain({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id="main" className={`layout ${className}`}>
      {children}
    </main>
  );
}
