import { Hono } from 'hono';
import type { SiteEnv } from './context';
import { healthRoutes } from './routes/health';

/**
 * The JSON surface under /api for client components and operators. Answers are trimmed JSON with
 * Russian messages; unknown paths are a JSON 404.
 */
export function createEdgeApp() {
  const app = new Hono<SiteEnv>().basePath('/api');
  app.route('/health', healthRoutes);
  // Mounted on Waku's app, so a sub-app notFound would never run: unknown /api paths end here.
  app.all('/*', (c) => c.json({ message: 'Не найдено' }, 404));
  app.onError((err, c) => {
    console.error(`edge api: ${err instanceof Error ? err.message : String(err)}`);
    return c.json({ message: 'Произошла ошибка' }, 500);
  });
  return app;
}
