import { ROUTES } from '@common/constants';
import { accountPageOf, isAccountPath } from '@common/pages';
import { loginPath } from './login-path';

export type GuardSubject = { profile: { isLegalEntity: boolean } } | null | undefined;
export type GuardResult = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

const ALLOW: GuardResult = { kind: 'allow' };

export { isAccountPath };

/** Routes the public setting PUBLIC_HIDE_PRIVATE_ROUTES hides (spec section 6). */
export const isPrivatePath = (pathname: string) =>
  pathname === ROUTES.login || pathname === ROUTES.registration || isAccountPath(pathname);

/**
 * Route guards of spec section 6, run before a page renders: hidden private routes are 404,
 * guests go from the account to /login (remembering the address), signed-in clients from /login and /registration to the
 * account, and bills are for legal entities only.
 */
export function guardRoute(
  pathname: string,
  session: GuardSubject,
  hidePrivateRoutes: boolean,
  /** The address asked for (path and query): a guest's /login remembers it to return after signing in. */
  from?: string,
): GuardResult {
  if (!isPrivatePath(pathname)) return ALLOW;
  if (hidePrivateRoutes) return { kind: 'notFound' };
  if (isAccountPath(pathname)) {
    if (!session) return { kind: 'redirect', to: loginPath(from) };
    const legalOnly =
      accountPageOf(pathname)?.legalEntityOnly ||
      pathname === ROUTES.accountBills ||
      pathname.startsWith(`${ROUTES.accountBills}/`);
    if (legalOnly && !session.profile.isLegalEntity) return { kind: 'redirect', to: ROUTES.account };
    return ALLOW;
  }
  return session ? { kind: 'redirect', to: ROUTES.account } : ALLOW;
}
