import type { ReactNode } from 'react';

/** The folded tail of an account list (closed contracts, finished deals, other devices). */
export function AccountMore({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <details className="account-more">
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
