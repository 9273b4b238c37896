import type { ReactNode } from 'react';

type Props = {
  /** The edge action the confirmed form posts to. */
  action: string;
  /** What the disclosure says before it is opened («Завершить сеанс»). */
  label: string;
  /** The question once it is open. */
  question: ReactNode;
  confirmLabel: string;
  /**
   * What it acts on, for assistive technology: added, visually hidden, to the disclosure's and the
   * button's names, so fourteen «Завершить сеанс» are fourteen distinct controls (WCAG 2.4.6).
   */
  subject?: string;
  hidden?: Record<string, string>;
};

/**
 * A destructive action behind a confirmation that needs no JavaScript: a disclosure opens the
 * question and the button that really posts the form (303 back with a toast).
 */
export function ConfirmAction({ action, label, question, confirmLabel, subject, hidden }: Props) {
  const detail = subject ? <span className="visually-hidden"> {subject}</span> : null;
  return (
    <details className="confirm">
      <summary className="confirm__summary">
        {label}
        {detail}
      </summary>
      <form method="post" action={action} className="confirm__form">
        <p className="confirm__question">{question}</p>
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="confirm__button">
          {confirmLabel}
          {detail}
        </button>
      </form>
    </details>
  );
}
