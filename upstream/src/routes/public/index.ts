import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import '../../http/zod-ru';
import { bookingRoutes } from './bookings';
import { calculatorRoutes } from './calculator';
import { carRoutes } from './cars';
import { documentRoutes } from './documents';
import { formResultRoutes } from './form-results';
import { infoRoutes } from './info';
import { newsRoutes } from './news';
import { pageRoutes } from './pages';
import { privateFileRoutes } from './private-file';
import { qrRoutes } from './qr';
import { questionRoutes } from './questions';
import { referenceRoutes } from './reference';
import { reviewRoutes } from './reviews';
import { seoRoutes } from './seo';

/** Public reference data, catalogue, news, CMS, forms, calculator, QR, documents (see upstream/API-public.md). */
export function publicRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.route('/', referenceRoutes());
  r.route('/', questionRoutes());
  r.route('/', reviewRoutes());
  r.route('/', bookingRoutes());
  r.route('/', pageRoutes());
  r.route('/', formResultRoutes());
  r.route('/', newsRoutes());
  r.route('/', seoRoutes());
  r.route('/', infoRoutes());
  r.route('/', privateFileRoutes());
  r.route('/', calculatorRoutes());
  r.route('/', qrRoutes());
  r.route('/', documentRoutes());
  r.route('/', carRoutes());
  return r;
}
