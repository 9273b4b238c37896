import { DurableObject } from 'cloudflare:workers';

/**
 * The site's state that every isolate in every location must see the same (decision 0007): the
 * SMS challenge threshold per address, spent proof-of-work solutions, revoked sessions. One object
 * per key (the site names it: `sms-challenge:{ip}`, `altcha:{signature}`, `revoked:{sha256}`),
 * whose calls run one at a time, so a read and its write are one step. It lives in the site's
 * sidecar worker (state/wrangler.toml) because Waku's generated entry exports no class; the site
 * binds it as SHARED_STATE with `script_name` and calls these methods over RPC (edge/shared-state.ts,
 * with a timeout). Each object holds one record and deletes itself when the record expires (an alarm).
 */
export type CountAnswer = { reserved: boolean; count: number; retryAfter: number };

type StoredRecord = { count: number; value: string | null; until: number };
const KEY = 'record';
const MAX_WINDOW_MS = 31 * 86_400_000;
const MAX_VALUE = 1000;

const isRecord = (v: unknown): v is StoredRecord =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredRecord).count === 'number' &&
  typeof (v as StoredRecord).until === 'number' &&
  ((v as StoredRecord).value === null || typeof (v as StoredRecord).value === 'string');

const positiveInt = (n: number, max: number, name: string) => {
  if (!Number.isInteger(n) || n <= 0 || n > max) throw new RangeError(`${name} out of range`);
};

export class SharedState extends DurableObject {
  private async live(now: number): Promise<StoredRecord | null> {
    const stored = await this.ctx.storage.get(KEY);
    return isRecord(stored) && stored.until > now ? stored : null;
  }

  private async store(record: StoredRecord): Promise<void> {
    await this.ctx.storage.put(KEY, record);
    await this.ctx.storage.setAlarm(record.until);
  }

  override async alarm(): Promise<void> {
    if (!(await this.live(Date.now()))) await this.ctx.storage.deleteAll();
  }

  /**
   * A fixed-window counter: with `reserve`, takes a slot while fewer than `limit` are taken
   * (`reserved`); without, only looks. `retryAfter` (s) is above 0 when no slot is left.
   */
  async count(limit: number, windowMs: number, reserve: boolean): Promise<CountAnswer> {
    positiveInt(limit, 1_000_000, 'limit');
    positiveInt(windowMs, MAX_WINDOW_MS, 'windowMs');
    const now = Date.now();
    const window = (await this.live(now)) ?? { count: 0, value: null, until: now + windowMs };
    const retryAfter = Math.max(1, Math.ceil((window.until - now) / 1000));
    if (window.count >= limit) return { reserved: false, count: window.count, retryAfter };
    if (!reserve) return { reserved: false, count: window.count, retryAfter: 0 };
    const next = { ...window, count: window.count + 1 };
    await this.store(next);
    return { reserved: true, count: next.count, retryAfter: 0 };
  }

  /** Gives one slot of the current window back (its end stays where it was). */
  async release(): Promise<void> {
    const record = await this.live(Date.now());
    if (record && record.count > 0) await this.store({ ...record, count: record.count - 1 });
  }

  /** Stores `value` until `untilMs`; with `onlyIfAbsent` only when nothing live is stored. Whether it stored. */
  async put(value: string, untilMs: number, onlyIfAbsent: boolean): Promise<boolean> {
    if (typeof value !== 'string' || value.length > MAX_VALUE) throw new RangeError('value too long');
    positiveInt(untilMs, Number.MAX_SAFE_INTEGER, 'untilMs');
    if (onlyIfAbsent && (await this.live(Date.now()))) return false;
    await this.store({ count: 0, value, until: untilMs });
    return true;
  }

  /** The live value, or null. */
  async get(): Promise<string | null> {
    return (await this.live(Date.now()))?.value ?? null;
  }
}
