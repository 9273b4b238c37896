import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** Public reference data, catalogue, news, CMS, forms, calculator, QR, documents. */
export function publicRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
