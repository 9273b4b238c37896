import type { ReactNode } from 'react';

/**
 * The error layout: the page draws its own frame — the error screen centred, or inside the
 * account the account's frame (src/pages/(error)/404.tsx).
 */
export default async function ErrorLayout({ children }: { children: ReactNode }) {
  return children;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
