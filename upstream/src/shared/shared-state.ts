import { DurableObject } from 'cloudflare:workers';
import { z } from 'zod';

/**
 * The site's state that every isolate in every location must see the same (issue 30, decision
 * 0007): the SMS challenge threshold per address, spent proof-of-work solutions, revoked
 * sessions. One object per key (the site names it: `sms-challenge:{ip}`, `altcha:{signature}`,
 * `revoked:{sha256}`), whose requests run one at a time, so a read and its write are one step.
 * It lives in this worker because Waku's generated entry exports no class; the site binds it with
 * `script_name`. Each object holds one record and deletes itself when the record expires (an alarm).
 *
 * Operations (POST, JSON; the site validates the answers):
 * - `count`: a fixed-window counter; with `reserve` it takes a slot while fewer than `limit` are taken;
 * - `release`: gives one slot of the window back;
 * - `put`: stores `value` until `untilMs`; with `onlyIfAbsent` only when nothing live is stored;
 * - `get`: the live value, or null.
 */
const operation = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('count'),
    limit: z.number().int().positive().max(1_000_000),
    windowMs: z
      .number()
      .int()
      .positive()
      .max(31 * 86_400_000),
    reserve: z.boolean(),
  }),
  z.object({
    op: z.literal('put'),
    value: z.string().max(1000),
    untilMs: z.number().int().positive(),
    onlyIfAbsent: z.boolean(),
  }),
  z.object({ op: z.literal('release') }),
  z.object({ op: z.literal('get') }),
]);

const recordSchema = z.object({ count: z.number(), value: z.string().nullable(), until: z.number() });
type StoredRecord = z.infer<typeof recordSchema>;
const KEY = 'record';

export class SharedState extends DurableObject {
  private async live(now: number): Promise<StoredRecord | null> {
    const parsed = recordSchema.safeParse(await this.ctx.storage.get(KEY));
    return parsed.success && parsed.data.until > now ? parsed.data : null;
  }

  private async store(record: StoredRecord): Promise<void> {
    await this.ctx.storage.put(KEY, record);
    await this.ctx.storage.setAlarm(record.until);
  }

  override async alarm(): Promise<void> {
    if (!(await this.live(Date.now()))) await this.ctx.storage.deleteAll();
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return Response.json({ message: 'Метод не поддерживается' }, { status: 405 });
    const parsed = operation.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return Response.json({ message: 'Некорректный запрос' }, { status: 400 });
    const op = parsed.data;
    const now = Date.now();
    const record = await this.live(now);
    if (op.op === 'get') return Response.json({ value: record?.value ?? null });
    if (op.op === 'release') {
      if (record && record.count > 0) await this.store({ ...record, count: record.count - 1 });
      return Response.json({ stored: true });
    }
    if (op.op === 'put') {
      if (op.onlyIfAbsent && record) return Response.json({ stored: false });
      await this.store({ count: 0, value: op.value, until: op.untilMs });
      return Response.json({ stored: true });
    }
    const window = record ?? { count: 0, value: null, until: now + op.windowMs };
    const retryAfter = Math.max(1, Math.ceil((window.until - now) / 1000));
    if (window.count >= op.limit) return Response.json({ reserved: false, count: window.count, retryAfter });
    if (!op.reserve) return Response.json({ reserved: false, count: window.count, retryAfter: 0 });
    const next = { ...window, count: window.count + 1 };
    await this.store(next);
    return Response.json({ reserved: true, count: next.count, retryAfter: 0 });
  }
}
