/** Figures as a definition list (`.facts`); an alert figure (overdue) is highlighted. */
export type Fact = { label: string; value: string; alert?: boolean };

export function Facts({ items, modifier, label }: { items: readonly Fact[]; modifier?: string; label?: string }) {
  return (
    <dl className={modifier ? `facts facts--${modifier}` : 'facts'} aria-label={label}>
      {items.map((f) => (
        <div key={f.label} className={f.alert ? 'facts__alert' : undefined}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
