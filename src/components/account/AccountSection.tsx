import type { ReactNode } from 'react';

type Props = {
  /** The section's own anchor (`#operations`), where a link or a test aims at it. */
  id?: string;
  /** The heading's id, which names the section (`aria-labelledby`). */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
};

/** One titled block of the account pages: `.account-section` named by its `<h2>`. */
export function AccountSection({ id, titleId, title, children }: Props) {
  return (
    <section className="account-section" id={id} aria-labelledby={titleId}>
      <h2 className="account-section__title" id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
