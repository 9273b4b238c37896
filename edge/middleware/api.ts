import type { Hono, MiddlewareHandler } from 'hono';
import { createEdgeApp } from '../app';
import { seoFiles } from '../routes/seo-files';

/**
 * Mounts the edge JSON app at /api, robots.txt and sitemap.xml on Waku's Hono app. Registered after the edge middleware, its
 * routes run with this request's context (config, session) and answer before Waku renders.
 */
export const mountApi = ({ app }: { app: Hono }): MiddlewareHandler => {
  app.route('/', createEdgeApp() as unknown as Hono);
  app.route('/', seoFiles as unknown as Hono);
  return async (_c, next) => next();
};
