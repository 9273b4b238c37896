import { installZodRussian } from '@common/zod-ru';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { SiteEnv } from './context';
import { csrfGuard } from './middleware/csrf';
import { requireSession } from './middleware/require-session';
import { accountActionRoutes } from './routes/account-actions';
import { accountBillRoutes } from './routes/account-bills';
import { accountCalendarRoutes } from './routes/account-calendar';
import { accountExportRoutes } from './routes/account-exports';
import { accountPaymentQrRoutes } from './routes/account-payment-qr';
import { accountStatementRoutes } from './routes/account-statement';
import { allowedMethods, allowHeader } from './routes/allowed-methods';
import { calculatorRoutes } from './routes/calculator';
import { calendarFeedRoutes } from './routes/calendar-feed';
import { carListRoutes } from './routes/car-lists';
import { catalogRoutes } from './routes/catalog';
import { formsRoutes } from './routes/forms';
import { healthRoutes } from './routes/health';
import { loginRoutes } from './routes/login';
import { mobileRoutes } from './routes/mobile';
import { registrationRoutes } from './routes/registration';
import { restoreRoutes } from './routes/restore';
import { sessionRoutes } from './routes/session';

// Every zod message the worker can answer with is Russian (spec: every visible message is Russian).
installZodRussian();

/**
 * The JSON surface under /api for client components and operators, and the form actions of the
 * sign-in screens. Answers are trimmed JSON with Russian messages; unknown paths are a JSON 404.
 */
export function createEdgeApp() {
  const app = new Hono<SiteEnv>().basePath('/api');
  // Native apps: bearer tokens from their own header, so before (and outside) the CSRF check.
  app.route('/mobile/v1', mobileRoutes);
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/mobile/')) return next();
    return csrfGuard()(c, next);
  });
  for (const path of ['/auth/*', '/account/*', '/calendar/*']) {
    app.use(path, async (c, next) => {
      // Hidden private routes (spec section 6) take their actions and the account's calendar feed with them.
      if (c.var.config.PUBLIC_HIDE_PRIVATE_ROUTES) return c.json({ message: 'Не найдено' }, 404);
      return next();
    });
  }
  // One guard for every account route: a guest never reaches one (edge/failure-answers.ts says how it is told).
  app.use('/account/*', requireSession());
  // Forms are small: a larger body is refused while it streams in, before it is parsed.
  for (const path of ['/auth/*', '/account/*', '/forms/*', '/calculator/*', '/lists/*']) {
    app.use(
      path,
      bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'Слишком большой запрос' }, 413) }),
    );
  }
  // Where each sub-app is mounted, in this order (six share /account).
  const mounts: [string, Hono<SiteEnv>][] = [
    ['/health', healthRoutes],
    ['/calculator', calculatorRoutes],
    ['/calendar', calendarFeedRoutes],
    ['/session', sessionRoutes],
    ['/auth', loginRoutes],
    ['/auth/registration', registrationRoutes],
    ['/auth/restore', restoreRoutes],
    ['/forms', formsRoutes],
    ['/catalog', catalogRoutes],
    ['/lists', carListRoutes],
    ['/account', accountExportRoutes],
    ['/account', accountPaymentQrRoutes],
    ['/account', accountActionRoutes],
    ['/account', accountCalendarRoutes],
    ['/account', accountBillRoutes],
    ['/account', accountStatementRoutes],
  ];
  for (const [path, routes] of mounts) app.route(path, routes);
  // Mounted on Waku's app, so a sub-app notFound would never run: unknown /api paths end here,
  // and a path that another method takes is a 405 that names those methods.
  const methodsAt = allowedMethods(app);
  app.all('/*', (c) => {
    const allowed = methodsAt(c.req.path);
    if (allowed.length) return c.json({ message: 'Метод не поддерживается' }, 405, { allow: allowHeader(allowed) });
    return c.json({ message: 'Не найдено' }, 404);
  });
  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: 'Некорректный запрос' }, err.status);
    }
    console.error(`edge api: ${err instanceof Error ? err.message : String(err)}`);
    return c.json({ message: 'Произошла ошибка' }, 500);
  });
  return app;
}
