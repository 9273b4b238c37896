/** Business constants and limits of spec section 9, and the fixed paths of section 2. */

export const TOAST_LIFETIME_MS = 5000;
/** A chunk-load error reloads the page at most once in this window. */
export const RELOAD_GUARD_MS = 10_000;
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4;
/** A pointer movement over this distance is a drag and suppresses the click. */
export const DRAG_THRESHOLD_PX = 10;
/** How often the browser asks whether a new build was deployed. */
export const BUILD_POLL_INTERVAL_MS = 60_000;

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  color: '#000',
  errorColor: '#d0021b',
} as const;

export const VIEWPORT_COOKIE = {
  name: 'viewport',
  maxAgeDays: 365,
} as const;

export const MAP_LOADER = { lang: 'ru_RU', version: 'v3' } as const;

export const ROUTES = {
  home: '/',
  about: '/about',
  login: '/login',
  registration: '/registration',
  credit: '/credit',
  contacts: '/contacts',
  tradeIn: '/trade-in',
  news: '/news',
  catalog: '/catalog',
  /** The lease calculator on its own page (also on the home and car pages). */
  leasingCalculator: '/leasing-calculator',
  /** The visitor's cars side by side (`?ids=`, shareable) and favourite cars (issue #32). */
  compare: '/compare',
  favourites: '/favourites',
  /** The accessibility statement («Версия для людей с ограничениями» in the footer; issue 34). */
  accessibility: '/accessibility',
  /** The 152-ФЗ policy every form's consent links to: the upstream's document as a page of the site. */
  personalDataPolicy: '/personal-data-policy',
  icons: '/_icons',
  account: '/account',
  accountCars: '/account/cars',
  accountBills: '/account/bills',
  accountProfile: '/account/profile',
  /** The reconciliation statement and the accountant's package for a period (issue 39). */
  accountDocuments: '/account/documents',
} as const;

/** The address of a car's page (`/catalog/{slug}`). */
export const carPath = (slug: string) => `${ROUTES.catalog}/${slug}`;
/** The address of a news item (`/news/{code}`). */
export const newsItemPath = (code: string) => `${ROUTES.news}/${code}`;
/** The address of a contract's page in the account (`/account/cars/{id}`). */
export const contractPath = (id: number | string) => `${ROUTES.accountCars}/${id}`;
/** The address of a deal's page in the account (`/account/deals/{id}`). */
export const dealPath = (id: number | string) => `${ROUTES.account}/deals/${id}`;

/** The password restore by SMS: a mode of the login page, reached from its «Забыли пароль?» link. */
export const RESTORE_PAGE = `${ROUTES.login}?mode=restore`;
