import { BareMain } from '@src/components/layout/BareMain';
import type { ReactNode } from 'react';

/** The icon-sprite layout: a bare page for browsing the sprite. */
export default async function IconSpriteLayout({ children }: { children: ReactNode }) {
  return <BareMain className="layout--icons container">{children}</BareMain>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
