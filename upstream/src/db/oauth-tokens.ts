/** Typed access to `oauth_tokens`: one row per access/refresh pair, grouped into sign-in families. */

import type { UserRow } from './users';

export interface TokenRow {
  id: string;
  family_id: string;
  user_id: number;
  client_id: string;
  scope: string;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: number;
  refresh_expires_at: number;
  created_at: number;
  family_created_at: number;
  last_used_at: number | null;
  user_agent: string | null;
  rotated_at: number | null;
  successor_id: string | null;
  successor_sealed: string | null;
  revoked_at: number | null;
}

export type NewTokenRow = Omit<
  TokenRow,
  'last_used_at' | 'rotated_at' | 'successor_id' | 'successor_sealed' | 'revoked_at'
>;

const INSERT_SQL = `INSERT INTO oauth_tokens
  (id, family_id, user_id, client_id, scope, access_hash, refresh_hash, access_expires_at, refresh_expires_at,
   created_at, family_created_at, user_agent)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`;

function bindInsert(db: D1Database, t: NewTokenRow): D1PreparedStatement {
  return db
    .prepare(INSERT_SQL)
    .bind(
      t.id,
      t.family_id,
      t.user_id,
      t.client_id,
      t.scope,
      t.access_hash,
      t.refresh_hash,
      t.access_expires_at,
      t.refresh_expires_at,
      t.created_at,
      t.family_created_at,
      t.user_agent,
    );
}

export async function insertToken(db: D1Database, t: NewTokenRow): Promise<void> {
  await bindInsert(db, t).run();
}

/**
 * The token of an access hash and its user in one round trip to the database (every signed-in
 * call starts here).
 */
export async function findTokenAndUserByAccessHash(
  db: D1Database,
  hash: string,
): Promise<{ token: TokenRow; user: UserRow | null } | null> {
  const [tokens, users] = await db.batch([
    db.prepare('SELECT * FROM oauth_tokens WHERE access_hash = ?1').bind(hash),
    db.prepare('SELECT u.* FROM users u JOIN oauth_tokens t ON t.user_id = u.id WHERE t.access_hash = ?1').bind(hash),
  ]);
  const token = (tokens?.results[0] as TokenRow | undefined) ?? null;
  if (!token) return null;
  return { token, user: (users?.results[0] as UserRow | undefined) ?? null };
}

export function findTokenByRefreshHash(db: D1Database, hash: string): Promise<TokenRow | null> {
  return db.prepare('SELECT * FROM oauth_tokens WHERE refresh_hash = ?1').bind(hash).first<TokenRow>();
}

export function findTokenById(db: D1Database, id: string): Promise<TokenRow | null> {
  return db.prepare('SELECT * FROM oauth_tokens WHERE id = ?1').bind(id).first<TokenRow>();
}

/**
 * Rotates `old` into `successor` atomically: the old row is claimed only if nobody rotated it yet,
 * and the successor is inserted only if this call's claim won (its id is the recorded successor).
 * Returns false when a concurrent refresh got there first.
 */
export async function rotateToken(
  db: D1Database,
  oldId: string,
  successor: NewTokenRow,
  sealed: string,
  now: number,
): Promise<boolean> {
  const claim = db
    .prepare(
      `UPDATE oauth_tokens SET rotated_at = ?2, successor_id = ?3, successor_sealed = ?4
       WHERE id = ?1 AND rotated_at IS NULL AND revoked_at IS NULL`,
    )
    .bind(oldId, now, successor.id, sealed);
  const insert = db
    .prepare(
      `INSERT INTO oauth_tokens
        (id, family_id, user_id, client_id, scope, access_hash, refresh_hash, access_expires_at, refresh_expires_at,
         created_at, family_created_at, user_agent)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
       WHERE EXISTS (SELECT 1 FROM oauth_tokens WHERE id = ?13 AND successor_id = ?1)`,
    )
    .bind(
      successor.id,
      successor.family_id,
      successor.user_id,
      successor.client_id,
      successor.scope,
      successor.access_hash,
      successor.refresh_hash,
      successor.access_expires_at,
      successor.refresh_expires_at,
      successor.created_at,
      successor.family_created_at,
      successor.user_agent,
      oldId,
    );
  const [claimed] = await db.batch([claim, insert]);
  return (claimed?.meta.changes ?? 0) === 1;
}

/** Forgets sealed successor tokens once the grace window is over (they are never needed again). */
export async function dropSealedSuccessor(db: D1Database, id: string): Promise<void> {
  await db.prepare('UPDATE oauth_tokens SET successor_sealed = NULL WHERE id = ?1').bind(id).run();
}

/** The same for a whole family: every payload sealed before `rotatedBefore` is past its grace window. */
export async function dropStaleSealed(db: D1Database, familyId: string, rotatedBefore: number): Promise<void> {
  await db
    .prepare(
      `UPDATE oauth_tokens SET successor_sealed = NULL
       WHERE family_id = ?1 AND successor_sealed IS NOT NULL AND rotated_at < ?2`,
    )
    .bind(familyId, rotatedBefore)
    .run();
}

export async function revokeFamily(db: D1Database, familyId: string, now: number): Promise<void> {
  await db
    .prepare('UPDATE oauth_tokens SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL')
    .bind(familyId, now)
    .run();
}

/** Signs a user out everywhere except (optionally) the family making the request. */
export async function revokeUserFamilies(
  db: D1Database,
  userId: number,
  now: number,
  exceptFamilyId: string | null,
): Promise<void> {
  await db
    .prepare(
      `UPDATE oauth_tokens SET revoked_at = ?2
       WHERE user_id = ?1 AND revoked_at IS NULL AND (?3 IS NULL OR family_id <> ?3)`,
    )
    .bind(userId, now, exceptFamilyId)
    .run();
}

/** The live head of every sign-in family of a user: what /auth/profile/tokens lists. */
export async function listActiveTokens(db: D1Database, userId: number, now: number): Promise<TokenRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM oauth_tokens
       WHERE user_id = ?1 AND revoked_at IS NULL AND rotated_at IS NULL AND refresh_expires_at > ?2
       ORDER BY family_created_at DESC, id`,
    )
    .bind(userId, now)
    .all<TokenRow>();
  return results;
}

export async function touchToken(db: D1Database, id: string, now: number): Promise<void> {
  await db.prepare('UPDATE oauth_tokens SET last_used_at = ?2 WHERE id = ?1').bind(id, now).run();
}
