import type { ReactNode } from 'react';

/**
 * The folded tail of an account list (closed contracts, finished deals, other devices), or a form
 * folded until asked for; `open` unfolds it (a plain form's answer to show).
 */
export function AccountMore({ summary, children, open }: { summary: ReactNode; children: ReactNode; open?: boolean }) {
  return (
    <details className="account-more" open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
