import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type AppEnv, readSettings } from './env';
import { ApiError, errorResponse } from './http/errors';
import { requestId } from './http/request-id';
import { trustSignedVisitor } from './http/visitor-address';
import { accountRoutes, oauthRoutes } from './routes/account';
import { mediaRoutes } from './routes/media';
import { publicRoutes } from './routes/public';
import { documentRoutes } from './routes/public/documents';
import { smsGateway } from './sms/sender-for';

/** Largest request body the API accepts (bookings and forms are small; the archive body lists ids). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The API surface that exists under both /api/v1 and /api/mobile/v1. */
function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route('/', publicRoutes());
  api.route('/', accountRoutes());
  return api;
}

export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  app.notFound((c) => c.json({ message: 'Не найдено' }, 404));
  // First: every later step, and every log line it writes, knows the request's reference.
  app.use('*', requestId);
  app.use('*', async (c, next) => {
    readSettings(c.env);
    await next();
  });
  app.use('*', trustSignedVisitor);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'Слишком большой запрос');
      },
    }),
  );
  // `sms`: where codes go (`none`: no SMSRU_API_ID, registration by SMS is off), for the site's health.
  app.get('/', (c) =>
    c.json({ name: 'leasing-upstream', prefixes: ['/api/v1', '/api/mobile/v1'], sms: smsGateway(c.env) }),
  );
  const oauth = oauthRoutes();
  app.route('/oauth', oauth);
  app.route('/api/mobile/v1/oauth', oauth);
  // Root-level public files: the spec places documents at /documents/{slug}; car and news images
  // are referenced in JSON as /media/... paths.
  app.route('/', documentRoutes());
  app.route('/media', mediaRoutes());
  const api = apiRoutes();
  app.route('/api/v1', api);
  app.route('/api/mobile/v1', api);
  return app;
}
