import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT_BASE moves all three servers, so two checkouts can run their suites side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8790);
const SITE_PORT = PORT_BASE;
export const UPSTREAM_PORT = PORT_BASE + 1;
/** A second site instance whose upstream is unreachable: upstream failures and the 500 screen. */
export const BROKEN_SITE_PORT = PORT_BASE + 2;
/** A site whose upstream is the fault double (tests/e2e/fault-upstream), which forwards to the real one. */
export const FAULT_SITE_PORT = PORT_BASE + 7;
export const FAULT_UPSTREAM_PORT = PORT_BASE + 8;
/** The fault site's console (its JSON log lines), read by tests/e2e/upstream-reference.spec.ts. */
export const FAULT_SITE_LOG = `.wrangler/e2e-fault-${PORT_BASE}.log`;
/** The fault site's bound of one upstream call: faults that hang end quickly. */
export const FAULT_TIMEOUT_MS = 1500;

/** The second site instance also has Yandex Metrika switched on (its tag is checked, never loaded). */
export const METRIKA_ID = '98765432';

/**
 * The account's «today» on the e2e site and its upstream (both read FIXED_TODAY; a deployed
 * configuration may not set it): the seeded payments stay as overdue and as due as on this day.
 * The browser's clock is set to the same day by the tests that read dates (page.clock).
 */
export const FIXED_TODAY = '2026-11-25';

/** Route rules of the e2e site (spec section 2: route rules may redirect); tests/e2e/shell.spec.ts follows each. */
export const ROUTE_RULES = [
  { from: '/old-offer', to: '/catalog', status: 301 },
  { from: '/partner', to: 'https://partner.example/offer', status: 302 },
];

/**
 * Bound of one server's start (scripts/serve.mjs gives up 60 s before, saying which server and
 * why; a server that stops says so at once). A busy machine starts workerd slowly.
 */
const SERVER_START_MS = 480_000;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'off',
    launchOptions: chromium,
    // The site's service worker answers the requests of pages it controls, and page.route never
    // sees those: suites that hold or fake requests need it off. tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      // `@phone-only`: a bound of a phone's screen (tests/e2e/account-due.spec.ts).
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      // Only what the phone's layout or touch decides (tagged `@phone`): the server renders a phone's
      // page differently (edge/middleware/viewport.ts), but most suites assert what is the same on
      // both (texts, statuses, journeys), so they run once, at desktop width (decision 0025).
      grep: /@phone/,
      // A phone's browser: its user agent makes Chromium send `Sec-CH-UA-Mobile: ?1`, so a first visit
      // is rendered for a phone, as a real phone's is (edge/middleware/viewport.ts).
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 5'].userAgent,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --fresh --site-port ${SITE_PORT} --upstream-port ${UPSTREAM_PORT} --persist .wrangler/e2e-state-${PORT_BASE} --xdg .xdg-e2e-${PORT_BASE} --var 'ROUTE_RULES:${JSON.stringify(ROUTE_RULES)}' --var FIXED_TODAY:${FIXED_TODAY} --upstream-var FIXED_TODAY:${FIXED_TODAY}`,
      // Ready once the site reaches the upstream through its service binding.
      url: `http://127.0.0.1:${SITE_PORT}/api/health`,
      timeout: SERVER_START_MS,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --no-upstream --site-port ${BROKEN_SITE_PORT} --persist .wrangler/e2e-broken-${PORT_BASE} --xdg .xdg-broken-${PORT_BASE} --var PUBLIC_METRIKA_ENABLED:true --var PUBLIC_METRIKA_ID:${METRIKA_ID}`,
      url: `http://127.0.0.1:${BROKEN_SITE_PORT}/builds/latest.json`,
      timeout: SERVER_START_MS,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Fresh state: a page or upstream answer cached by an earlier run would hide the faults.
      command: `node scripts/serve.mjs --fresh --site-port ${FAULT_SITE_PORT} --upstream-port ${FAULT_UPSTREAM_PORT} --upstream-config tests/e2e/fault-upstream/wrangler.toml --upstream-var UPSTREAM_ORIGIN:http://127.0.0.1:${UPSTREAM_PORT} --persist .wrangler/e2e-fault-${PORT_BASE} --log-file ${FAULT_SITE_LOG} --xdg .xdg-fault-${PORT_BASE} --var UPSTREAM_TIMEOUT_MS:${FAULT_TIMEOUT_MS} --var NO_PUBLIC_DATA_CACHE:true --var UPSTREAM_VIA_URL:true --var UPSTREAM_API_URL:http://127.0.0.1:${FAULT_UPSTREAM_PORT} --var UPSTREAM_AUTH_URL:http://127.0.0.1:${FAULT_UPSTREAM_PORT}`,
      url: `http://127.0.0.1:${FAULT_SITE_PORT}/builds/latest.json`,
      timeout: SERVER_START_MS,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
