import { loadConfig } from '../config';
import { UpstreamError } from '../errors';
import type { Transport } from '../upstream/transport';
import { CHECK_CALLS, type CheckCall, type Found, NOTHING_TO_ASK } from './calls';

/** The back office to check: its two base addresses and how to reach them. */
export type CheckTarget = {
  apiUrl: string;
  authUrl: string;
  /** Sends one request (the global `fetch`, or a service binding's). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The site's OAuth client; without it and `client`, the client's calls are not checked. */
  oauth?: { clientId: string; clientSecret: string; scope: string };
  client?: { username: string; password: string };
  /** The bound of one call (the site's `UPSTREAM_TIMEOUT_MS`). */
  timeoutMs?: number;
};

export type CheckRow = {
  call: string;
  /** The HTTP status of the call's last request; null when none was sent. */
  status: number | null;
  result: 'ok' | 'failed' | 'skipped';
  /** Why: the first field the site's schema refuses (`items.0.price: …`), the error, or why skipped. */
  detail?: string;
  ms: number;
};

/** Stands for the OAuth client when no client signs in: the check then sends no token request. */
const NO_CLIENT = { clientId: 'upstream-check', clientSecret: 'not-sent', scope: '*' };

function configFor(target: CheckTarget) {
  const oauth = target.oauth ?? NO_CLIENT;
  return loadConfig({
    PUBLIC_OAUTH_CLIENT_ID: oauth.clientId,
    PUBLIC_OAUTH_SCOPE: oauth.scope,
    OAUTH_CLIENT_SECRET: oauth.clientSecret,
    // The check has no sessions; the schema asks for a key all the same.
    SESSION_SECRETS: 'upstream-check-keeps-no-session-0000000000',
    UPSTREAM_API_URL: target.apiUrl,
    UPSTREAM_AUTH_URL: target.authUrl,
    UPSTREAM_TIMEOUT_MS: String(target.timeoutMs ?? 8000),
    // Reached by URL, the schema asks for the visitor-address key; the check has no visitors to sign.
    VISITOR_ADDRESS_KEY: 'upstream-check-signs-no-visitor-address-000',
  });
}

/** The first issue as `path: message` (the path dotted, `(корень)` for the answer itself). */
const issueText = (issue: { path: readonly PropertyKey[]; message: string }) =>
  `${issue.path.map(String).join('.') || '(корень)'}: ${issue.message}`;

async function checkOne(
  entry: CheckCall,
  target: CheckTarget,
  config: ReturnType<typeof configFor>,
  found: Found,
): Promise<CheckRow> {
  const seen: { statuses: number[]; issue?: string } = { statuses: [] };
  const t: Transport = {
    config,
    accessToken: found.tokens?.accessToken,
    binding: {
      fetch: async (url: string, init: RequestInit) => {
        const res = await target.fetch(url, init);
        seen.statuses.push(res.status);
        return res;
      },
    } as unknown as Fetcher,
    probe: {
      onIssues: (issues) => {
        const first = issues[0];
        if (first && seen.issue === undefined) seen.issue = issueText(first);
      },
    },
  };
  const started = Date.now();
  const row = (result: CheckRow['result'], detail?: string): CheckRow => ({
    call: entry.call,
    status: seen.statuses.at(-1) ?? null,
    result,
    ...(detail ? { detail } : {}),
    ms: Date.now() - started,
  });
  if (entry.session && !found.credentials) return row('skipped', 'без входа клиента');
  try {
    if ((await entry.run(t, found)) === NOTHING_TO_ASK) return row('skipped', 'не о чем спросить');
    if (entry.statusIgnored) return row('ok', `ответы ${seen.statuses.join(', ')}, сайт их не читает`);
    const status = seen.statuses.at(-1);
    if (status !== undefined && status >= 400) return row('failed', `ответ ${status}`);
    return row('ok');
  } catch (err) {
    if (seen.issue) return row('failed', seen.issue);
    if (err instanceof UpstreamError) return row('failed', err.message);
    return row('failed', err instanceof Error ? err.message : String(err));
  }
}

/**
 * Calls every call of spec section 7 the site reads (`CHECK_CALLS`) on a back office, in order,
 * each through the site's own upstream function, so the site's own zod schema judges the answer.
 * A client's calls run only with `client` (and `oauth`) given; else they are skipped.
 */
export async function checkUpstream(target: CheckTarget): Promise<CheckRow[]> {
  const config = configFor(target);
  const found: Found = target.client && target.oauth ? { credentials: target.client } : {};
  const rows: CheckRow[] = [];
  for (const entry of CHECK_CALLS) rows.push(await checkOne(entry, target, config, found));
  return rows;
}

/** True when no call failed (skipped ones do not fail the check). */
export const checkPassed = (rows: readonly CheckRow[]) => rows.every((row) => row.result !== 'failed');
