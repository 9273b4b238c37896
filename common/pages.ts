import { carPath, contractPath, dealPath, newsItemPath, ROUTES } from './constants';

/** A page of the customer account (spec section 2), with an address that opens it for the demo legal entity. */
export type AccountPage = {
  /** The route as the file router names it (`[id]` for a parameter). */
  route: string;
  /** An address of the page with sample parameters (the seeded legal entity's contract and deal). */
  sample: string;
  /** Only legal entities may open it (spec section 6: bills); others go to the account home. */
  legalEntityOnly: boolean;
  /** The addresses the bench audits with Lighthouse (bench/run.mjs), signed in as the legal entity. */
  audited: readonly string[];
};

/**
 * Every account page, in one list: the route guards, the fault matrices and the other suites read
 * it, so a new page cannot be forgotten by any of them.
 */
export const ACCOUNT_PAGES: readonly AccountPage[] = [
  { route: ROUTES.account, sample: ROUTES.account, legalEntityOnly: false, audited: [ROUTES.account] },
  { route: ROUTES.accountCars, sample: ROUTES.accountCars, legalEntityOnly: false, audited: [] },
  {
    route: `${ROUTES.accountCars}/[id]`,
    sample: contractPath(3),
    legalEntityOnly: false,
    // Contract 5 is the longest (60 monthly payments).
    audited: [contractPath(3), contractPath(5)],
  },
  { route: `${ROUTES.account}/deals/[id]`, sample: dealPath(4), legalEntityOnly: false, audited: [] },
  { route: ROUTES.accountBills, sample: ROUTES.accountBills, legalEntityOnly: true, audited: [ROUTES.accountBills] },
  {
    route: ROUTES.accountProfile,
    sample: ROUTES.accountProfile,
    legalEntityOnly: false,
    audited: [ROUTES.accountProfile],
  },
  // The reconciliation statement (a private person's: of one contract) and the accountant's package.
  { route: ROUTES.accountDocuments, sample: ROUTES.accountDocuments, legalEntityOnly: false, audited: [] },
];

/** A public page of the site (spec section 2), with an address that opens it on the demo data. */
export type PublicPage = {
  /** The route as the file router names it (`[code]`, `[slug]` for a parameter). */
  route: string;
  /** An address of the page with sample parameters (a news item and a car of the seed). */
  sample: string;
  /**
   * Listed in /sitemap.xml (a page without a parameter; each car and news item is listed from the
   * upstream's lists). The sign-in forms and the icon sprite are not.
   */
  inSitemap: boolean;
  /**
   * It asks the upstream's `/api/v1/` something for a first-time guest, so an upstream fault reaches
   * it (the fault suite, tests/e2e/upstream-faults.spec.ts, opens these). Not: the accessibility
   * statement (its own text), an empty comparison and empty favourites (no cars chosen), the
   * personal-data policy (read from `/documents/{slug}` at the root, spec section 7), the icon sprite.
   */
  asksUpstream: boolean;
};

/**
 * Every public page, in one list (the routes of `ROUTES` outside the account, and the news item
 * and car pages): the e2e suites, the edge tests and the bench read it.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { route: ROUTES.home, sample: ROUTES.home, inSitemap: true, asksUpstream: true },
  { route: ROUTES.catalog, sample: ROUTES.catalog, inSitemap: true, asksUpstream: true },
  { route: `${ROUTES.catalog}/[slug]`, sample: carPath('haval-jolion-2025-8'), inSitemap: false, asksUpstream: true },
  { route: ROUTES.news, sample: ROUTES.news, inSitemap: true, asksUpstream: true },
  {
    route: `${ROUTES.news}/[code]`,
    sample: newsItemPath('drayv-lizing-otkryl-ofis-v-nizhnem-novgorode'),
    inSitemap: false,
    asksUpstream: true,
  },
  { route: ROUTES.about, sample: ROUTES.about, inSitemap: true, asksUpstream: true },
  { route: ROUTES.credit, sample: ROUTES.credit, inSitemap: true, asksUpstream: true },
  { route: ROUTES.tradeIn, sample: ROUTES.tradeIn, inSitemap: true, asksUpstream: true },
  { route: ROUTES.contacts, sample: ROUTES.contacts, inSitemap: true, asksUpstream: true },
  { route: ROUTES.leasingCalculator, sample: ROUTES.leasingCalculator, inSitemap: true, asksUpstream: true },
  { route: ROUTES.compare, sample: ROUTES.compare, inSitemap: false, asksUpstream: false },
  { route: ROUTES.favourites, sample: ROUTES.favourites, inSitemap: false, asksUpstream: false },
  { route: ROUTES.accessibility, sample: ROUTES.accessibility, inSitemap: true, asksUpstream: false },
  { route: ROUTES.personalDataPolicy, sample: ROUTES.personalDataPolicy, inSitemap: true, asksUpstream: false },
  { route: ROUTES.login, sample: ROUTES.login, inSitemap: false, asksUpstream: true },
  { route: ROUTES.registration, sample: ROUTES.registration, inSitemap: false, asksUpstream: true },
  { route: ROUTES.icons, sample: ROUTES.icons, inSitemap: false, asksUpstream: false },
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
