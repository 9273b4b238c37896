import { BareMain } from '@src/components/layout/BareMain';
import type { ReactNode } from 'react';

/** The error layout: nothing but the error screen, centred. */
export default async function ErrorLayout({ children }: { children: ReactNode }) {
  return <BareMain className="layout--error">{children}</BareMain>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
