import type { ReactNode } from 'react';

/**
 * The folded tail of an account list (closed contracts, finished deals, other devices), or a form
 * folded until asked for; `open` unfolds it (a plain form's answer to show). An `action` (a request
 * form) looks like a button, not a heading (issue 40: «Запросить досрочный выкуп»).
 */
export function AccountMore({
  summary,
  children,
  open,
  action,
}: {
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
  action?: boolean;
}) {
  return (
    <details className={action ? 'account-more account-more--action' : 'account-more'} open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
