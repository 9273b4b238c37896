import type { MiddlewareHandler } from 'hono';
import { ConfigError, loadConfig } from '../config';
import type { SiteEnv } from '../context';

/** Validates runtime configuration before anything else runs; a bad setting stops every request. */
export const configMiddleware = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  try {
    c.set('config', loadConfig(c.env ?? {}));
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return c.text(`${err.message}\nSee .dev.vars.example for every setting.`, 500);
  }
  await next();
};
