import './empty-state.css';
import type { ReactNode } from 'react';

/** In place of a list with nothing to show (or no data): a muted line or two and a way on. */
export function EmptyState({ role, children }: { role?: 'status'; children: ReactNode }) {
  return (
    <div className="empty-state" role={role}>
      {children}
    </div>
  );
}
