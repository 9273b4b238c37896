import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { lookupBearer, readBearer } from '../../auth/bearer';
import { nowSeconds } from '../../auth/clock';
import { sha256Hex } from '../../auth/encoding';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../auth/password';
import { type RateLimit, reserve, reserveAll } from '../../auth/rate-limit';
import { isSiteClient } from '../../auth/site-client';
import { issueTokens, type RefreshResult, refreshTokens } from '../../auth/tokens';
import { findTokenByRefreshHash, revokeFamily } from '../../db/oauth-tokens';
import { findUserByPhone } from '../../db/users';
import { type AppEnv, readSettings, type UpstreamSettings } from '../../env';
import { unauthorized } from '../../http/errors';
import { isRussianPhone, normalizePhone } from '../../http/phone';
import { fieldErrors } from '../../http/validate';
import { clientAddressKey, methodNotAllowed, rateLimited, userAgent } from './http';
import { basicClientCredentials, type OAuthParams, readOAuthParams } from './oauth-body';
import { oauthError } from './oauth-error';

/**
 * Failed password attempts, counted in D1 (shared by every isolate) over 15-minute windows; each
 * attempt reserves its slot before the check and only a right password gives it back:
 * - one phone from one address: 10, then that pair waits for the window (a guesser is stopped);
 * - one address: 50, whatever the phones;
 * - one phone from anywhere: past 10, attempts are paced to one per 30 seconds rather than locked,
 *   so guessing from many addresses is slowed while the owner waits 30 s at most, never 15 min.
 */
const LOGIN_WINDOW_SECONDS = 900;
const PACED_AFTER = 10;
const PACE_SECONDS = 30;
const loginLimits = (phone: string, ip: string): RateLimit[] => [
  { key: `login:pair:${phone}:${ip}`, limit: 10, windowSeconds: LOGIN_WINDOW_SECONDS },
  { key: `login:ip:${ip}`, limit: 50, windowSeconds: LOGIN_WINDOW_SECONDS },
];
const phoneFailures = (phone: string): RateLimit => ({
  key: `login:user:${phone}`,
  limit: PACED_AFTER,
  windowSeconds: LOGIN_WINDOW_SECONDS,
});
const phonePace = (phone: string): RateLimit => ({ key: `login:pace:${phone}`, limit: 1, windowSeconds: PACE_SECONDS });

const passwordGrant = z.object({
  username: z
    .string({ error: 'Укажите логин (номер телефона)' })
    .trim()
    .min(1, 'Укажите логин (номер телефона)')
    .max(100, 'Неверный логин или пароль'),
  password: z.string({ error: 'Укажите пароль' }).min(1, 'Укажите пароль').max(200, 'Неверный логин или пароль'),
});

const refreshGrant = z.object({
  refresh_token: z.string({ error: 'Не указан refresh_token' }).min(1, 'Не указан refresh_token').max(200),
});

/** Requested scopes must be configured ones, unless the configuration is `*` (everything). */
function grantedScope(requested: string | undefined, settings: UpstreamSettings): string | null {
  const allowed = settings.OAUTH_SCOPE.split(/\s+/).filter(Boolean);
  const wanted = (requested ?? '').split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return allowed.join(' ');
  if (allowed.includes('*')) return wanted.join(' ');
  return wanted.every((s) => allowed.includes(s)) ? wanted.join(' ') : null;
}

function clientMatches(c: Context, params: OAuthParams, settings: UpstreamSettings): boolean {
  const basic = basicClientCredentials(c.req.header('Authorization'));
  const id = params.client_id ?? basic?.id ?? '';
  const secret = params.client_secret ?? basic?.secret ?? '';
  return isSiteClient(id, secret, settings);
}

async function handlePassword(c: Context<AppEnv>, params: OAuthParams, scope: string): Promise<Response> {
  const parsed = passwordGrant.safeParse(params);
  if (!parsed.success) {
    return oauthError(c, 'invalid_request', 'Укажите логин и пароль', fieldErrors(parsed.error));
  }
  const db = c.env.DB;
  const normalized = normalizePhone(parsed.data.username);
  const phone = isRussianPhone(normalized) ? normalized : parsed.data.username.slice(0, 40);
  const refused = (retryAfter: number) =>
    rateLimited(c, retryAfter, 'Слишком много неудачных попыток входа.', { error: 'too_many_requests' });
  // Every attempt reserves its slots before the password is checked (one atomic upsert each), so a
  // burst on many isolates verifies at most `limit` guesses; a wrong guess gives nothing back.
  const slots = await reserveAll(db, loginLimits(phone, clientAddressKey(c)));
  if (!slots.allowed) return refused(slots.retryAfter);
  // Many failures for this phone from anywhere: one attempt per pace window, not a lockout.
  let forPhone = await reserve(db, phoneFailures(phone));
  if (!forPhone.allowed) {
    forPhone = await reserve(db, phonePace(phone));
    if (!forPhone.allowed) {
      await slots.release();
      return refused(forPhone.retryAfter);
    }
  }
  const user = await findUserByPhone(db, phone);
  // The dummy hash keeps response time the same whether or not the user exists.
  const valid = await verifyPassword(parsed.data.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !valid) return oauthError(c, 'invalid_grant', 'Неверный логин или пароль');
  // Only failures stay counted: the owner's own sign-ins never use up the windows.
  await slots.release();
  await forPhone.release();
  const settings = readSettings(c.env);
  const tokens = await issueTokens(db, settings, {
    userId: user.id,
    clientId: settings.OAUTH_CLIENT_ID,
    scope,
    userAgent: userAgent(c),
  });
  return c.json(tokens);
}

const REFRESH_FAILURE: Record<Exclude<RefreshResult, { ok: true }>['reason'], string> = {
  unknown: 'Refresh-токен недействителен',
  expired: 'Срок действия refresh-токена истёк, войдите заново',
  revoked: 'Refresh-токен отозван, войдите заново',
  reused: 'Refresh-токен уже использован, войдите заново',
  wrongClient: 'Refresh-токен выдан другому клиенту',
};

async function handleRefresh(c: Context<AppEnv>, params: OAuthParams): Promise<Response> {
  const parsed = refreshGrant.safeParse(params);
  if (!parsed.success) {
    return oauthError(c, 'invalid_request', 'Не указан refresh_token', fieldErrors(parsed.error));
  }
  const settings = readSettings(c.env);
  const result = await refreshTokens(
    c.env.DB,
    settings,
    parsed.data.refresh_token,
    settings.OAUTH_CLIENT_ID,
    userAgent(c),
  );
  if (!result.ok) return oauthError(c, 'invalid_grant', REFRESH_FAILURE[result.reason]);
  return c.json(result.tokens);
}

async function token(c: Context<AppEnv>): Promise<Response> {
  const params = await readOAuthParams(c);
  if (!params) return oauthError(c, 'invalid_request', 'Некорректное тело запроса: ожидается JSON или форма');
  const settings = readSettings(c.env);
  const grant = params.grant_type;
  if (!grant) return oauthError(c, 'invalid_request', 'Не указан grant_type', { grant_type: ['Не указан grant_type'] });
  if (grant !== 'password' && grant !== 'refresh_token') {
    return oauthError(c, 'unsupported_grant_type', 'Неподдерживаемый тип авторизации (grant_type)');
  }
  if (!clientMatches(c, params, settings))
    return oauthError(c, 'invalid_client', 'Неверный client_id или client_secret');
  if (grant === 'refresh_token') return handleRefresh(c, params);
  const scope = grantedScope(params.scope, settings);
  if (scope === null) return oauthError(c, 'invalid_scope', 'Запрошенная область доступа (scope) недоступна');
  return handlePassword(c, params, scope);
}

/**
 * Revokes the session of the bearer access token (an expired one is accepted: signing out must
 * always work) or of a `refresh_token` given in the body.
 */
export async function revokeSession(c: Context<AppEnv>): Promise<Response> {
  const db = c.env.DB;
  const bearer = await lookupBearer(db, readBearer(c.req.header('Authorization')), true);
  let familyId = bearer.ok ? bearer.auth.token.family_id : null;
  if (!familyId) {
    const params = await readOAuthParams(c);
    const refresh = params?.refresh_token;
    const row = refresh ? await findTokenByRefreshHash(db, await sha256Hex(refresh)) : null;
    if (row && row.revoked_at === null) familyId = row.family_id;
  }
  if (!familyId) throw unauthorized(bearer.ok ? 'Требуется авторизация' : bearer.message);
  await revokeFamily(db, familyId, nowSeconds());
  return c.json({ message: 'Вы вышли из системы' });
}

/** POST/DELETE /oauth/token, mounted at /oauth and /api/mobile/v1/oauth. */
export function tokenRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/token', token);
  r.delete('/token', revokeSession);
  r.all('/token', methodNotAllowed);
  return r;
}
