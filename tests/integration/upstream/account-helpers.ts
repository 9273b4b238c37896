import { env, SELF } from 'cloudflare:test';

/** Helpers shared by the account integration tests. */

export const BASE = 'https://upstream.test';
export const PREFIXES = ['/api/v1', '/api/mobile/v1'] as const;
export const TOKEN_PATHS = ['/oauth/token', '/api/mobile/v1/oauth/token'] as const;
export const INDIVIDUAL = '79000000001';
export const LEGAL = '79000000002';
export const DEMO_PASSWORD = 'Demo-2026';
export const CLIENT = { client_id: 'web', client_secret: 'web-local-secret' };

export type Json = Record<string, unknown>;
/** A page of a list the upstream answers. */
export type Page<T = Json> = { items: T[]; total: number; page: number; perPage: number; pages: number };
/** A 4xx answer with field errors. */
export type Errors = { message: string; errors: Record<string, string[]> };

/** An amount in kopecks, so sums compare exactly. */
export const money = (v: unknown) => Math.round(Number(v) * 100);

export interface TokenBody {
  token_type: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
  scope: string;
}

export function call(path: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return SELF.fetch(`${BASE}${path}`, { ...init, headers, body });
}

export async function json<T = Json>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function login(username: string, password = DEMO_PASSWORD, path = '/oauth/token'): Promise<TokenBody> {
  const res = await call(path, {
    method: 'POST',
    json: { grant_type: 'password', username, password, scope: '*', ...CLIENT },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return json<TokenBody>(res);
}

/**
 * Signs `username` in with the demo password and returns a caller of the API under `prefix` that
 * sends the access token: `api('/client/bills')`.
 */
export async function signedIn(username: string, prefix: string) {
  const { access_token: token } = await login(username);
  return (path: string, init: RequestInit & { json?: unknown } = {}) => call(`${prefix}${path}`, { ...init, token });
}

/** Makes every access token of the database expire now, instead of waiting for a short TTL. */
export async function expireAccessTokens(): Promise<void> {
  await env.DB.prepare('UPDATE oauth_tokens SET access_expires_at = ?1')
    .bind(Math.floor(Date.now() / 1000) - 1)
    .run();
}

/** The latest SMS code for a phone, read through the development outbox endpoint. */
export async function latestCode(phone: string, prefix = '/api/v1'): Promise<string> {
  const res = await call(`${prefix}/dev/sms-outbox?phone=${phone}&limit=1`);
  const body = await json<{ items: Array<{ code: string }> }>(res);
  const code = body.items[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/** Storage is shared by the tests of one file: a test that fills a rate-limit window empties it after. */
export async function resetRateLimits(): Promise<void> {
  await env.DB.prepare('DELETE FROM auth_rate_limits').run();
}
