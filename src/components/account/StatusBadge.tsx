import './StatusBadge.css';
import type { ReactNode } from 'react';

/** A status as a badge coloured by its slug (`active`, `overdue`, `paid`…). */
export function StatusBadge({ slug, children }: { slug: string; children: ReactNode }) {
  return <span className={`status status--${slug}`}>{children}</span>;
}
