import { sha256Hex } from '../auth/encoding';
import { ownValue } from '../http/own-keys';

/** How long a submission key holds: a second post of the same form within it is not stored again. */
export const SUBMISSION_WINDOW_SECONDS = 600;

type Value = string | number | null;

/**
 * The columns of each submissions table a submission fills, in order (`created_at` is added).
 * SQL names are written here, never taken from an object's keys: a field added to a row without
 * its column here is not stored, and the types refuse it first.
 */
const COLUMNS = {
  form_results: ['form', 'name', 'phone', 'payload', 'ip'],
  bookings: ['car_id', 'office_id', 'name', 'phone', 'visit_date', 'comment', 'ip'],
} as const;

type Table = keyof typeof COLUMNS;
type RowOf<T extends Table> = { readonly [C in (typeof COLUMNS)[T][number]]: Value };

/** One row of a submissions table (`form_results`, `bookings`): exactly its columns. */
export type SubmissionInsert = { [T in Table]: { table: T; row: RowOf<T> } }[Table];

/** A submission's key (from the client) with what it is for: the form and its validated body. */
export type SubmissionOnce = { key: string; form: string; body: unknown };

export type Stored = { id: number; createdAt: string; replayed: boolean };

/** The INSERT's head and its values, in the allow-listed column order, `created_at` last. */
function insertOf(insert: SubmissionInsert, createdAt: string) {
  const columns: readonly string[] = COLUMNS[insert.table];
  const row: Readonly<Record<string, Value>> = insert.row;
  const values = [...columns.map((column) => ownValue(row, column) ?? null), createdAt];
  const params = values.map((_, i) => `?${i + 1}`).join(', ');
  return { into: `INSERT INTO ${insert.table} (${[...columns, 'created_at'].join(', ')})`, params, values };
}

/**
 * Stores a submission that came without a key (a client that sends none): every post is a new
 * row. A keyed one goes through `storeSubmissionOnce`.
 */
export async function storeNewSubmission(db: D1Database, insert: SubmissionInsert, now = new Date()): Promise<Stored> {
  const createdAt = now.toISOString();
  const { into, params, values } = insertOf(insert, createdAt);
  const row = await db
    .prepare(`${into} VALUES (${params}) RETURNING id`)
    .bind(...values)
    .first<{ id: number }>();
  if (!row) throw new Error(`${insert.table} insert returned no row`);
  return { id: row.id, createdAt, replayed: false };
}

/**
 * Stores a public form's keyed submission once and answers its id: the key's row and the
 * submission are one D1 batch (one transaction, serialised with every other write), so of any
 * number of posts of the same key and body, from any isolate or location, the first stores the
 * submission and each other one answers its id and time (`replayed`). The key's identity is the
 * hash of form, key and body: the same key with another body (a guest page cached with its key
 * and sent by two visitors) is another submission. Past `SUBMISSION_WINDOW_SECONDS` a key is new
 * again (its stale row is deleted in the same batch; the hourly sweep deletes the rest).
 */
export async function storeSubmissionOnce(
  db: D1Database,
  insert: SubmissionInsert,
  once: SubmissionOnce,
  now = new Date(),
): Promise<Stored> {
  const createdAt = now.toISOString();
  const { into, params, values } = insertOf(insert, createdAt);
  const id = await sha256Hex(JSON.stringify([once.form, once.key, once.body]));
  const seconds = Math.floor(now.getTime() / 1000);
  const results = await db.batch([
    db
      .prepare('DELETE FROM form_submission_keys WHERE id = ?1 AND created_at <= ?2')
      .bind(id, seconds - SUBMISSION_WINDOW_SECONDS),
    db
      .prepare(
        `INSERT INTO form_submission_keys (id, form, created_at, created_iso) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(id, once.form, seconds, createdAt),
    // Only when the key's row was just inserted (changes() of the statement before, same connection).
    db.prepare(`${into} SELECT ${params} WHERE changes() = 1 RETURNING id`).bind(...values),
    db
      .prepare('UPDATE form_submission_keys SET result_id = last_insert_rowid() WHERE id = ?1 AND result_id IS NULL')
      .bind(id),
    db.prepare('SELECT result_id, created_iso FROM form_submission_keys WHERE id = ?1').bind(id),
  ]);
  const inserted = results[2]?.results[0] as { id: number } | undefined;
  const key = results[4]?.results[0] as { result_id: number | null; created_iso: string } | undefined;
  if (inserted) return { id: inserted.id, createdAt, replayed: false };
  if (!key || key.result_id === null) throw new Error('form_submission_keys row without its submission');
  return { id: key.result_id, createdAt: key.created_iso, replayed: true };
}
