import type { ReactNode } from 'react';

/** The error layout: nothing but the error screen, centred. */
export default async function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout layout--error">
      {children}
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
