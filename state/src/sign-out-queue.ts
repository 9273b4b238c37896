import { DurableObject } from 'cloudflare:workers';

/**
 * Sign-outs the back office has not taken yet (issue 37). «Выйти» is final at once — the session
 * is revoked in the shared state first, whatever the back office answers — but the back office
 * must forget the session too, or it stays in «Активные сеансы» and its tokens stay good there.
 * When the site's own try fails (an outage, a timeout), the session's tokens wait here, sealed
 * with the site's session keys (edge/session/sign-out.ts), and the site's Cron Trigger tries them
 * again until the back office takes them or the session would have expired anyway.
 *
 * One object (the site names it `sign-outs`); entries keyed by a SHA-256 of the refresh token.
 */
export type PendingSignOut = { key: string; sealed: string; attempts: number };

type Entry = { sealed: string; until: number; attempts: number; next: number };

const PREFIX = 's:';
const MAX_SEALED = 4096;
/** The first retry after a minute, then doubling, at most an hour apart. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3_600_000;

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Entry).sealed === 'string' &&
  typeof (v as Entry).until === 'number' &&
  typeof (v as Entry).attempts === 'number' &&
  typeof (v as Entry).next === 'number';

const checkKey = (key: string) => {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new RangeError('key must be a SHA-256 in hex');
};

export class SignOutQueue extends DurableObject {
  /** Keeps a sign-out to retry until `untilMs` (the session's own end); the next Cron run tries it. */
  async add(key: string, sealed: string, untilMs: number): Promise<void> {
    checkKey(key);
    if (typeof sealed !== 'string' || sealed.length > MAX_SEALED) throw new RangeError('sealed value too long');
    if (!Number.isSafeInteger(untilMs)) throw new RangeError('untilMs must be an integer');
    const entry: Entry = { sealed, until: untilMs, attempts: 1, next: Date.now() };
    await this.ctx.storage.put(PREFIX + key, entry);
  }

  /** Up to `limit` sign-outs due now; entries past their session's end are dropped on the way. */
  async due(limit: number): Promise<PendingSignOut[]> {
    const now = Date.now();
    const due: PendingSignOut[] = [];
    const expired: string[] = [];
    // Only failed sign-outs wait here: a thousand at a time is far more than a Cron run tries.
    for (const [name, value] of await this.ctx.storage.list({ prefix: PREFIX, limit: 1000 })) {
      if (!isEntry(value) || value.until <= now) expired.push(name);
      else if (value.next <= now && due.length < limit)
        due.push({ key: name.slice(PREFIX.length), sealed: value.sealed, attempts: value.attempts });
    }
    if (expired.length > 0) await this.ctx.storage.delete(expired);
    return due;
  }

  /** The back office took it. */
  async done(key: string): Promise<void> {
    checkKey(key);
    await this.ctx.storage.delete(PREFIX + key);
  }

  /** Tried again and refused by an outage: the next try waits twice as long (at most an hour). */
  async failed(key: string): Promise<void> {
    checkKey(key);
    const entry = await this.ctx.storage.get(PREFIX + key);
    if (!isEntry(entry)) return;
    const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(entry.attempts - 1, 10));
    await this.ctx.storage.put(PREFIX + key, { ...entry, attempts: entry.attempts + 1, next: Date.now() + wait });
  }

  /** How many wait (for /api/health and the tests). */
  async size(): Promise<number> {
    return (await this.ctx.storage.list({ prefix: PREFIX })).size;
  }
}
