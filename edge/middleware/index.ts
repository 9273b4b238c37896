import type { Hono, MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { mountApi } from './api';
import { configMiddleware } from './config';
import { errorScreen } from './error-screen';
import { iconsRoute } from './icons-route';
import { routing } from './routing';
import { securityHeaders } from './security-headers';
import { viewport } from './viewport';

type MiddlewareFactory = (opts: { app: Hono }) => MiddlewareHandler;

/**
 * The edge layer in front of Waku, in order. Each factory receives Waku's Hono app.
 * The types of Waku's adapter use a plain Hono env, so our typed handlers are widened here once.
 */
export const edgeMiddleware: MiddlewareFactory[] = [
  () => contextStorage(),
  () => securityHeaders() as MiddlewareHandler,
  () => configMiddleware() as MiddlewareHandler,
  () => routing() as MiddlewareHandler,
  ({ app }) => errorScreen({ app }) as MiddlewareHandler,
  () => viewport() as MiddlewareHandler,
  ({ app }) => iconsRoute({ app }) as MiddlewareHandler,
  // Last: the JSON surface is registered after every middleware above.
  mountApi,
];
