import type { Breakpoint } from '@common/breakpoints';
import type { FormFlash } from '@common/forms/answer';
import type { Context } from 'hono';
import { getContext } from 'hono/context-storage';
import type { SiteConfig } from './config';
import type { UpstreamError } from './errors';
import type { FlashToast } from './session/flash';
import type { Session } from './session/types';

/** Bindings of the site worker (wrangler.toml); vars are validated by edge/config.ts. */
export type SiteBindings = {
  /** Service binding to the upstream worker; when absent, UPSTREAM_*_URL are fetched directly. */
  UPSTREAM?: Fetcher;
  ASSETS?: Fetcher;
} & Record<string, unknown>;

export type SiteVariables = {
  config: SiteConfig;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The device class the server renders for (viewport cookie, else a phone's hints, else the fallback). */
  breakpoint: Breakpoint;
  /** The last upstream failure of this request, so the error screen can show its status. */
  renderFailure?: Error & { status?: number };
  /** The signed-in client (tokens fresh: refreshed before rendering), or null for a guest. */
  session: Session | null;
  /** Results of the previous request carried over a redirect (toasts, a form's values and errors). */
  flash?: { toasts: FlashToast[]; form?: FormFlash };
  /** A 401/403 from the upstream (the `signIn` reaction): the response gets a toast and ends the session. */
  authFailure?: UpstreamError;
  /** The upstream failure a page could not render without (a `page` reaction): its status and message travel. */
  pageFailure?: UpstreamError;
  /** The session's refresh failed in this request: it is cleared and the visitor goes to / (spec section 4). */
  sessionEnded?: boolean;
};

export type SiteEnv = { Bindings: SiteBindings; Variables: SiteVariables };
export type SiteContext = Context<SiteEnv>;

/** The Hono context of the request being rendered; server components read the session through it. */
export function requestContext(): SiteContext | undefined {
  try {
    return getContext<SiteEnv>();
  } catch {
    // Outside a request (static generation at build time).
    return undefined;
  }
}

/** Header the edge sets on its own internal re-requests; stripped from anything a browser sends. */
export const INTERNAL_HEADER = 'x-leasing-internal';
/** Status an internal error-screen render must show (set only together with INTERNAL_HEADER). */
export const ERROR_STATUS_HEADER = 'x-leasing-error-status';
/** The upstream's message an internal error-screen render shows (URI-encoded; read only with INTERNAL_HEADER). */
export const ERROR_MESSAGE_HEADER = 'x-leasing-error-message';
