// Relative imports only: waku.config.ts (web-app.vite.ts) loads this before the path aliases exist.
import { ROUTES } from '../../common/constants';
import { SITE_NAME } from './site';

/** The bar colour of the installed app and the browser: the site's `--color-brand` (tests/unit/contrast.test.ts holds them equal). */
export const THEME_COLOR = '#0f5bb5';

/** The icons web-app.vite.ts links and scripts/icons.mjs draws from public/favicon.svg. */
export const APP_ICONS = {
  any192: '/icons/app-192.png',
  any512: '/icons/app-512.png',
  maskable192: '/icons/app-maskable-192.png',
  maskable512: '/icons/app-maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
} as const;

export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest (served as /manifest.webmanifest, decision 0031): installed, the app opens
 * the customer account, standalone, in the site's colours.
 */
export const webAppManifest = {
  id: ROUTES.account,
  name: `${SITE_NAME} — личный кабинет`,
  short_name: SITE_NAME,
  description: 'Договоры, график и реквизиты для оплаты лизинга — и без сети.',
  lang: 'ru',
  dir: 'ltr',
  start_url: ROUTES.account,
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: [
    { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: APP_ICONS.maskable192, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
