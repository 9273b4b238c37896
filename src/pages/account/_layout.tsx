import { ROUTES } from '@common/constants';
import { guardPage } from '@edge/guards/page';
import { AccountFrame } from '@src/components/account/AccountFrame';
import type { ReactNode } from 'react';

/** The account layout (spec section 2): the site header, the account menu by client type, the page. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const session = guardPage(ROUTES.account);
  return <AccountFrame isLegalEntity={session?.profile.isLegalEntity ?? false}>{children}</AccountFrame>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
