import type { Hono, MiddlewareHandler } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { requestTrace } from '../observability/observe';
import { mountApi } from './api';
import { configMiddleware } from './config';
import { errorScreen } from './error-screen';
import { guards } from './guards';
import { guestCache } from './guest-cache';
import { iconsRoute } from './icons-route';
import { mediaProxy } from './media';
import { notFoundAddress } from './not-found-address';
import { pageMethods } from './page-methods';
import { privateAnswers } from './private-answers';
import { refusedQuery } from './refused-query';
import { routing } from './routing';
import { rscDoor } from './rsc';
import { rscStatus } from './rsc-status';
import { securityHeaders } from './security-headers';
import { session } from './session';
import { viewport } from './viewport';

type MiddlewareFactory = (opts: { app: Hono }) => MiddlewareHandler;

/**
 * The edge layer in front of Waku, in order. Each factory receives Waku's Hono app.
 * The types of Waku's adapter use a plain Hono env, so our typed handlers are widened here once.
 * A fresh cached guest page never gets here: edge/guest-fast-path.ts answers it in the worker's
 * entry with the same functions the steps before the framework use.
 */
export const edgeMiddleware: MiddlewareFactory[] = [
  // The request's reference, log line and Server-Timing (a chain run alone; under the worker's
  // entry, observeRequests does it and this only notes the client type).
  () => requestTrace() as MiddlewareHandler,
  () => securityHeaders() as MiddlewareHandler,
  () => privateAnswers() as MiddlewareHandler,
  () => configMiddleware() as MiddlewareHandler,
  // Pages take GET and HEAD only; /api routes name their own methods.
  () => pageMethods() as MiddlewareHandler,
  () => routing() as MiddlewareHandler,
  // The request's context for what renders (server components, upstream calls); nothing above
  // reads it.
  () => contextStorage(),
  // Only the RSC requests Waku's client makes reach the framework.
  () => rscDoor() as MiddlewareHandler,
  // Public upstream files (images, documents): no session, no render.
  () => mediaProxy() as MiddlewareHandler,
  ({ app }) => errorScreen({ app }) as MiddlewareHandler,
  () => viewport() as MiddlewareHandler,
  // The session (refreshed if expired) is known before anything renders or any route answers.
  () => session() as MiddlewareHandler,
  // Inside the session: a client navigation's payload is complete (and its status known) before
  // the session writes its cookies.
  () => rscStatus() as MiddlewareHandler,
  ({ app }) => guards({ app }) as MiddlewareHandler,
  ({ app }) => notFoundAddress({ app }) as MiddlewareHandler,
  // Public pages for guests from the edge cache: after the guards, before anything renders.
  ({ app }) => guestCache({ app }) as MiddlewareHandler,
  ({ app }) => iconsRoute({ app }) as MiddlewareHandler,
  // Innermost before Waku: a page that refused its query answers 422 (inside the guest cache, which
  // keeps only 200s).
  () => refusedQuery() as MiddlewareHandler,
  // Last: the JSON surface is registered after every middleware above.
  mountApi,
];
