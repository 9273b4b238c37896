import { FETCH_HEADER, FETCH_HEADER_VALUE, isJsonType } from '@common/http';
import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { SiteContext, SiteEnv } from '../context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const allowedOrigins = (c: SiteContext) => [new URL(c.req.url).origin, new URL(c.var.config.PUBLIC_SITE_URL).origin];

/** Hono's check of form-like bodies: Sec-Fetch-Site `same-origin`, or an Origin of the site. */
const originCheck = csrf({ origin: (origin, c) => allowedOrigins(c as SiteContext).includes(origin) });

/**
 * CSRF defence of the cookie-authenticated surface. Hono's csrf middleware checks the bodies a
 * cross-site form can send; what it lacks is kept here: JSON requests must carry the custom
 * header (which forces a CORS preflight no other site passes), a browser that says where a
 * request came from must say the site itself, and only our body types are accepted.
 */
export const csrfGuard = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const rejected = () => c.json({ message: 'Запрос отклонён: недопустимый источник' }, 403);
  try {
    await originCheck(c, async () => {});
  } catch (err) {
    if (err instanceof HTTPException) return rejected();
    throw err;
  }
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if ((site && site !== 'same-origin') || (origin && !allowedOrigins(c).includes(origin))) return rejected();
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (isJsonType(type)) {
    if (c.req.header(FETCH_HEADER) !== FETCH_HEADER_VALUE) {
      return c.json({ message: 'Запрос отклонён: нет заголовка X-Requested-With' }, 403);
    }
  } else if (type && !type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return c.json({ message: 'Неподдерживаемый формат запроса' }, 415);
  }
  return next();
};
