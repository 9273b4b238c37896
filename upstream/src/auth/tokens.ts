import {
  dropSealedSuccessor,
  dropStaleSealed,
  findTokenById,
  findTokenByRefreshHash,
  insertToken,
  type NewTokenRow,
  revokeFamily,
  rotateToken,
  type TokenRow,
} from '../db/oauth-tokens';
import type { UpstreamSettings } from '../env';
import { nowSeconds } from './clock';
import { randomToken, sha256Hex } from './encoding';
import { seal, unseal } from './seal';

/** What the token endpoint (and registration) returns, shaped like RFC 6749 section 5.1. */
export interface TokenResponse {
  token_type: 'Bearer';
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
  scope: string;
}

export interface IssueInput {
  userId: number;
  clientId: string;
  scope: string;
  userAgent: string | null;
}

type TokenSettings = Pick<UpstreamSettings, 'ACCESS_TOKEN_TTL' | 'REFRESH_TOKEN_TTL' | 'REFRESH_GRACE_SECONDS'>;

interface MintedPair {
  row: NewTokenRow;
  access: string;
  refresh: string;
}

async function mint(
  settings: TokenSettings,
  input: IssueInput,
  now: number,
  family: { id: string; createdAt: number } | null,
  refreshExpiresAt?: number,
): Promise<MintedPair> {
  const access = randomToken();
  const refresh = randomToken();
  const id = randomToken(12);
  return {
    access,
    refresh,
    row: {
      id,
      family_id: family?.id ?? id,
      user_id: input.userId,
      client_id: input.clientId,
      scope: input.scope,
      access_hash: await sha256Hex(access),
      refresh_hash: await sha256Hex(refresh),
      access_expires_at: now + settings.ACCESS_TOKEN_TTL,
      refresh_expires_at: refreshExpiresAt ?? now + settings.REFRESH_TOKEN_TTL,
      created_at: now,
      family_created_at: family?.createdAt ?? now,
      user_agent: input.userAgent,
    },
  };
}

function response(pair: { access: string; refresh: string; row: NewTokenRow }, now: number): TokenResponse {
  return {
    token_type: 'Bearer',
    access_token: pair.access,
    refresh_token: pair.refresh,
    expires_in: Math.max(0, pair.row.access_expires_at - now),
    refresh_expires_in: Math.max(0, pair.row.refresh_expires_at - now),
    scope: pair.row.scope,
  };
}

/** A new sign-in: a fresh token family. */
export async function issueTokens(db: D1Database, settings: TokenSettings, input: IssueInput): Promise<TokenResponse> {
  const now = nowSeconds();
  const pair = await mint(settings, input, now, null);
  await insertToken(db, pair.row);
  return response(pair, now);
}

export type RefreshResult =
  | { ok: true; tokens: TokenResponse; userId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'wrongClient' };

/**
 * Refresh grant with rotation. A refresh token that was rotated less than the grace window ago
 * returns the same successor pair (parallel refreshes of one session must not log it out);
 * a rotated token replayed later is treated as stolen and the whole family is revoked.
 */
export async function refreshTokens(
  db: D1Database,
  settings: TokenSettings,
  refreshToken: string,
  clientId: string,
  userAgent: string | null,
): Promise<RefreshResult> {
  const now = nowSeconds();
  const row = await findTokenByRefreshHash(db, await sha256Hex(refreshToken));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.client_id !== clientId) return { ok: false, reason: 'wrongClient' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.rotated_at !== null) return replay(db, settings, row, refreshToken, now);
  if (row.refresh_expires_at <= now) return { ok: false, reason: 'expired' };

  // The refresh lifetime is counted from sign-in, so rotation cannot keep a session alive forever.
  const next = await mint(
    settings,
    { userId: row.user_id, clientId: row.client_id, scope: row.scope, userAgent: userAgent ?? row.user_agent },
    now,
    { id: row.family_id, createdAt: row.family_created_at },
    row.refresh_expires_at,
  );
  const sealed = await seal(JSON.stringify({ access: next.access, refresh: next.refresh }), refreshToken);
  const won = await rotateToken(db, row.id, next.row, sealed, now);
  if (!won) {
    // A concurrent refresh of the same token won the race: answer with its successor.
    const fresh = await findTokenById(db, row.id);
    return fresh ? replay(db, settings, fresh, refreshToken, now) : { ok: false, reason: 'unknown' };
  }
  await dropStaleSealed(db, row.family_id, now - settings.REFRESH_GRACE_SECONDS);
  return { ok: true, tokens: response(next, now), userId: row.user_id };
}

async function replay(
  db: D1Database,
  settings: TokenSettings,
  row: TokenRow,
  refreshToken: string,
  now: number,
): Promise<RefreshResult> {
  const rotatedAt = row.rotated_at ?? now;
  const withinGrace = now - rotatedAt <= settings.REFRESH_GRACE_SECONDS;
  if (!withinGrace || !row.successor_sealed || !row.successor_id) {
    await revokeFamily(db, row.family_id, now);
    if (row.successor_sealed) await dropSealedSuccessor(db, row.id);
    return { ok: false, reason: 'reused' };
  }
  const successor = await findTokenById(db, row.successor_id);
  const opened = await unseal(row.successor_sealed, refreshToken);
  if (!successor || successor.revoked_at !== null || !opened) return { ok: false, reason: 'revoked' };
  const pair = JSON.parse(opened) as { access: string; refresh: string };
  return { ok: true, tokens: response({ ...pair, row: successor }, now), userId: row.user_id };
}
