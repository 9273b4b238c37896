import { ROUTES } from './constants';

/** A page of the customer account (spec section 2), with an address that opens it for the demo legal entity. */
export type AccountPage = {
  /** The route as the file router names it (`[id]` for a parameter). */
  route: string;
  /** An address of the page with sample parameters (the seeded legal entity's contract and deal). */
  sample: string;
  /** Only legal entities may open it (spec section 6: bills); others go to the account home. */
  legalEntityOnly: boolean;
};

/**
 * Every account page, in one list: the route guards, the fault matrices and the other suites read
 * it, so a new page cannot be forgotten by any of them.
 */
export const ACCOUNT_PAGES: readonly AccountPage[] = [
  { route: ROUTES.account, sample: ROUTES.account, legalEntityOnly: false },
  { route: ROUTES.accountCars, sample: ROUTES.accountCars, legalEntityOnly: false },
  { route: `${ROUTES.accountCars}/[id]`, sample: `${ROUTES.accountCars}/3`, legalEntityOnly: false },
  { route: `${ROUTES.account}/deals/[id]`, sample: `${ROUTES.account}/deals/4`, legalEntityOnly: false },
  { route: ROUTES.accountBills, sample: ROUTES.accountBills, legalEntityOnly: true },
  { route: ROUTES.accountProfile, sample: ROUTES.accountProfile, legalEntityOnly: false },
];

/** Whether `pathname` is one of the account's addresses (the account home or anything below it). */
export const isAccountPath = (pathname: string) =>
  pathname === ROUTES.account || pathname.startsWith(`${ROUTES.account}/`);

/** The account page `pathname` belongs to, if any (`/account/cars/7` is `/account/cars/[id]`). */
export function accountPageOf(pathname: string): AccountPage | undefined {
  const segments = pathname.split('/');
  return ACCOUNT_PAGES.find((page) => {
    const parts = page.route.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith('[') || part === segments[i]);
  });
}
