/** Typed access to `calendar_feeds`: a client's one secret calendar address, kept as a digest. */

export interface CalendarFeedRow {
  user_id: number;
  token_hash: string;
  created_at: number;
}

export async function findFeedOf(db: D1Database, userId: number): Promise<CalendarFeedRow | null> {
  return db.prepare('SELECT * FROM calendar_feeds WHERE user_id = ?1').bind(userId).first<CalendarFeedRow>();
}

export async function findFeedByHash(db: D1Database, tokenHash: string): Promise<CalendarFeedRow | null> {
  return db.prepare('SELECT * FROM calendar_feeds WHERE token_hash = ?1').bind(tokenHash).first<CalendarFeedRow>();
}

/** Issues or re-issues: the old address stops working in the same statement. */
export async function replaceFeed(db: D1Database, userId: number, tokenHash: string, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
    )
    .bind(userId, tokenHash, now)
    .run();
}

/** False when the client had no address. */
export async function deleteFeed(db: D1Database, userId: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM calendar_feeds WHERE user_id = ?1').bind(userId).run();
  return result.meta.changes === 1;
}
