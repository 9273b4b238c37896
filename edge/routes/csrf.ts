import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../context';
import { wantsJson } from './action';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The header every JSON call of the site's own scripts carries; a cross-site form cannot set it. */
export const FETCH_HEADER = 'x-requested-with';
export const FETCH_HEADER_VALUE = 'fetch';

function sameOrigin(origin: string, allowed: string[]): boolean {
  return allowed.includes(origin);
}

/**
 * CSRF defence for the cookie-authenticated surface: every state-changing request must come from
 * the site itself (Sec-Fetch-Site, else Origin), and JSON requests must also carry the custom
 * header, which forces a CORS preflight that other sites cannot pass.
 */
export const csrf = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const url = new URL(c.req.url);
  const allowed = [url.origin, new URL(c.var.config.PUBLIC_SITE_URL).origin];
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  let trusted: boolean;
  if (site) trusted = site === 'same-origin';
  else if (origin) trusted = sameOrigin(origin, allowed);
  // Neither header: not a browser from the last years; such a client holds no one else's cookie.
  else trusted = !c.req.header('cookie');
  if (trusted && origin && !sameOrigin(origin, allowed)) trusted = false;
  if (!trusted) return c.json({ message: 'Запрос отклонён: недопустимый источник' }, 403);
  if (wantsJson(c) && c.req.header(FETCH_HEADER) !== FETCH_HEADER_VALUE) {
    return c.json({ message: 'Запрос отклонён: нет заголовка X-Requested-With' }, 403);
  }
  // Forms post url-encoded or multipart; anything else is not ours.
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (
    !wantsJson(c) &&
    type &&
    !type.startsWith('application/x-www-form-urlencoded') &&
    !type.startsWith('multipart/form-data')
  ) {
    return c.json({ message: 'Неподдерживаемый формат запроса' }, 415);
  }
  return next();
};
