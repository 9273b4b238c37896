import { ROUTES } from '@common/constants';
import type { FormAnswer } from '@common/forms/answer';
import { FETCH_HEADER, isJsonType } from '@common/http';
import type { SiteContext } from './context';
import { pageKindOf, reactionFor, SIGN_IN_REQUIRED_MESSAGE, UpstreamError } from './errors';
import { loginPath, returnPath } from './guards/login-path';
import { withErrorReference } from './observability/reference';
import { flashToast } from './session/flash';

/**
 * How the requests of the JSON surface and the downloads answer a failure, each by the one table
 * of edge/errors.ts. Which kind a request is decides only the form of the answer, never the reaction.
 */
export type ApiRequestKind = 'download' | 'form' | 'island' | 'json';

/** A link or a plain form the browser navigates with (it shows what comes back), else a script's call. */
export function apiRequestKind(c: SiteContext): ApiRequestKind {
  const script = c.req.header(FETCH_HEADER) !== undefined || isJsonType(c.req.header('content-type'));
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    const accept = c.req.header('accept') ?? '';
    return !script && accept.includes('text/html') ? 'download' : 'json';
  }
  return script ? 'island' : 'form';
}

/** The page a navigation came from on this site (path and query), for going back to it. */
export function refererPath(c: SiteContext): string | undefined {
  const referer = c.req.header('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const from = new URL(referer);
  if (from.origin !== new URL(c.req.url).origin) return undefined;
  return returnPath(from.pathname + from.search);
}

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A guest on /api/account/* (edge/middleware/require-session.ts): a link or a plain form goes to
 * /login with the reason as a toast (the page it came from is remembered), a script's call gets 401.
 * A session that ended in this very request says why instead (edge/middleware/session.ts).
 */
export async function guestAnswer(c: SiteContext): Promise<Response> {
  const kind = apiRequestKind(c);
  if (kind === 'download' || kind === 'form') {
    await flashToast(c, { message: SIGN_IN_REQUIRED_MESSAGE, type: 'error' });
    return c.redirect(loginPath(refererPath(c)), 303);
  }
  if (kind === 'island') {
    const answer: FormAnswer = {
      ok: false,
      message: SIGN_IN_REQUIRED_MESSAGE,
      fieldErrors: {},
      toast: true,
      redirect: ROUTES.login,
    };
    await flashToast(c, { message: SIGN_IN_REQUIRED_MESSAGE, type: 'error' });
    return c.json(answer, 401, NO_STORE);
  }
  return c.json({ message: SIGN_IN_REQUIRED_MESSAGE }, 401, NO_STORE);
}

/**
 * A failed upstream call of a download (PDF, ZIP, CSV, iCal), by the table: 401/403 end the
 * session and go to /login with the toast; 429/500 (and a 422 of a posted form) go back where the
 * visitor was with the toast — the bills' archive shows its own 422 in its form
 * (edge/routes/account-bills.ts); anything else (a 422 of a link too) is the error
 * page with the upstream's status and message (edge/middleware/error-screen.ts draws it for a
 * navigation).
 */
export async function downloadFailure(c: SiteContext, err: unknown, back: string): Promise<Response> {
  if (!(err instanceof UpstreamError)) throw err;
  const reaction = reactionFor(err, pageKindOf(c.req.path));
  if (reaction.kind === 'signIn') {
    // The session middleware flashes the toast and clears the cookie.
    c.set('authFailure', err);
    return c.redirect(loginPath(back), 303);
  }
  // A 422 belongs to a form; a link has none.
  const form = reaction.kind === 'form' && c.req.method === 'POST';
  if (reaction.kind === 'toast' || form) {
    const message = reaction.kind === 'toast' ? withErrorReference(reaction.message) : reaction.message;
    await flashToast(c, { message, type: 'error' });
    if (err.status === 429) c.header('retry-after', String(err.retryAfter ?? 60));
    return c.redirect(back, 303);
  }
  c.set('pageFailure', err);
  return c.json({ message: reaction.message }, reaction.status as 400, NO_STORE);
}

/**
 * A failed upstream call of a JSON answer, by the table: the status and message travel; 401/403
 * also end the session (the island goes to /login), 429 says when to try again.
 */
export function jsonFailure(c: SiteContext, err: unknown): Response {
  if (!(err instanceof UpstreamError)) throw err;
  const reaction = reactionFor(err, pageKindOf(c.req.path));
  if (reaction.kind === 'signIn' && c.var.session) c.set('authFailure', err);
  if (err.status === 429) c.header('retry-after', String(err.retryAfter ?? 60));
  const body =
    reaction.kind === 'form'
      ? { message: reaction.message, fieldErrors: reaction.fieldErrors }
      : { message: reaction.kind === 'toast' ? withErrorReference(reaction.message) : reaction.message };
  return c.json(body, reaction.status as 400, NO_STORE);
}

/**
 * A request whose expired session could not be refreshed because the upstream is out (decision
 * 0015: the cookie stays), when it is not a page (pages draw the error screen): a plain form goes
 * back with the outage as the error toast, an island gets its answer with the toast, a script's
 * call the status and message.
 */
export async function refreshOutageAnswer(c: SiteContext, err: UpstreamError): Promise<Response> {
  const kind = apiRequestKind(c);
  if (kind === 'form') {
    await flashToast(c, { message: err.message, type: 'error' });
    return c.redirect(refererPath(c) ?? '/', 303);
  }
  if (kind === 'island') {
    const answer: FormAnswer = { ok: false, message: err.message, fieldErrors: {}, toast: true };
    return c.json(answer, err.status as 500, NO_STORE);
  }
  return jsonFailure(c, err);
}
