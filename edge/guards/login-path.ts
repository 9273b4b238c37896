import { ROUTES } from '@common/constants';
import { safeReturnPath } from '../forms/body';

/** The query parameter of /login that names the page to return to after signing in. */
export const RETURN_PARAM = 'next';

/**
 * The page a sign-in returns to, validated like a form's `_back` (same-site path and query only),
 * or undefined: then a sign-in goes to the account (spec section 4).
 */
export function returnPath(raw: unknown): string | undefined {
  const path = safeReturnPath(raw, '');
  return path && path !== ROUTES.home && path !== ROUTES.login ? path : undefined;
}

/** /login, remembering `from` (path and query) when it is a page worth returning to. */
export function loginPath(from?: string): string {
  const back = returnPath(from);
  return back ? `${ROUTES.login}?${RETURN_PARAM}=${encodeURIComponent(back)}` : ROUTES.login;
}
