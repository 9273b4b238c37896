import type { ReactNode } from 'react';

/** The icon-sprite layout: a bare page for browsing the sprite. */
export default async function IconSpriteLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout layout--icons container">
      {children}
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
