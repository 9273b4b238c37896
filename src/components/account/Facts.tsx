import './Facts.css';
import type { ReactNode } from 'react';

/**
 * A figure of a definition list (`.facts`): an alert figure (overdue) is highlighted, a code
 * (VIN) is set in the code face.
 */
export type Fact = { label: string; value: ReactNode; alert?: boolean; code?: boolean };

/** Figures as a definition list; `null`/`false` items (a figure the record lacks) are left out. */
export function Facts({
  items,
  modifier,
  label,
}: {
  items: readonly (Fact | null | false | undefined)[];
  modifier?: string;
  label?: string;
}) {
  return (
    <dl className={modifier ? `facts facts--${modifier}` : 'facts'} aria-label={label}>
      {items
        .filter((f): f is Fact => !!f)
        .map((f) => (
          <div key={f.label} className={f.alert ? 'facts__alert' : undefined}>
            <dt>{f.label}</dt>
            <dd className={f.code ? 'facts__code' : undefined}>{f.value}</dd>
          </div>
        ))}
    </dl>
  );
}
