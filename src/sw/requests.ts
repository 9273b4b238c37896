import { API_ROUTES } from '@common/api-routes';
import { ROUTES } from '@common/constants';

/**
 * What the service worker does with a same-origin GET, by its address alone (pure, unit-tested):
 * - `asset`: the build's hashed files: cache first (they never change under their name, `_headers`);
 * - `static`: unhashed files the edge revalidates on each use (icons, manifest): the network, a
 *   kept copy only without one;
 * - `personal-page`: an account page: the network; its copy, kept for this session, offline;
 * - `personal-file`: a picture of an account page (the payment QR): the same;
 * - `rsc`: a client navigation's payload: the network; offline, a full navigation (see rsc-fallback);
 * - `page`: any other page: the network (a guest page is `no-cache` at the edge), offline a notice;
 * - `pass`: everything else (build metadata, the service worker itself, /api, /media): untouched.
 */
export type RequestRole = 'asset' | 'static' | 'personal-page' | 'personal-file' | 'rsc' | 'page' | 'pass';

const STATIC_FILES = new Set(['/favicon.svg', '/manifest.webmanifest']);
/** The payment QR pictures an account page shows (`/api/account/…/payment-qr.svg`). */
const PERSONAL_FILE = /^\/api\/account\/(contracts\/\d{1,9}\/)?payment-qr\.svg$/;

/** An address of the customer account (`/account`, `/account/…`). */
export const isAccountPath = (pathname: string): boolean =>
  pathname === ROUTES.account || pathname.startsWith(`${ROUTES.account}/`);

export function requestRole(url: URL, navigate: boolean): RequestRole {
  const { pathname } = url;
  if (navigate) return isAccountPath(pathname) ? 'personal-page' : 'page';
  if (pathname.startsWith('/assets/')) return 'asset';
  if (STATIC_FILES.has(pathname) || pathname.startsWith('/icons/') || pathname.startsWith('/images/')) return 'static';
  if (PERSONAL_FILE.test(pathname)) return 'personal-file';
  if (pathname.startsWith('/RSC/R/')) return 'rsc';
  return 'pass';
}

/** A form post that signs out: everything personal goes before it leaves (decision 0031). */
export const isSignOut = (url: URL, method: string): boolean => method === 'POST' && url.pathname === API_ROUTES.logout;
