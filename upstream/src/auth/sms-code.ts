import type { SmsSender } from '../sms/sender';
import { nowSeconds } from './clock';
import { randomToken, sha256Hex } from './encoding';
import { periodBudget, type RateLimit, reserve } from './rate-limit';

export type SmsPurpose = 'register' | 'restore';

/** Limits of the SMS confirmation flow (issue 3). */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;
export const VERIFICATION_TTL_SECONDS = 900;
const SMS_PER_PHONE_PER_HOUR = 5;
/** Issue 25: each SMS costs money, and SMS pumping sends codes from many addresses to paid numbers. */
export const SMS_PER_IP_PER_HOUR = 10;
const DAY_SECONDS = 86_400;

interface SmsCodeRow {
  id: number;
  phone: string;
  purpose: SmsPurpose;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  verification_hash: string | null;
  verification_expires_at: number | null;
  consumed_at: number | null;
}

/** The code is bound to phone and purpose, so a register code cannot restore a password. */
const codeHash = (phone: string, purpose: SmsPurpose, code: string) => sha256Hex(`${purpose}:${phone}:${code}`);

/** Six digits without modulo bias (rejection sampling). */
function randomCode(): string {
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const v = buf[0] ?? 0;
    if (v < 4_294_000_000) return String(v % 1_000_000).padStart(6, '0');
  }
}

const SMS_TEXT: Record<SmsPurpose, (code: string) => string> = {
  register: (code) => `Код для регистрации: ${code}. Никому не сообщайте его. Действует 5 минут.`,
  restore: (code) => `Код для восстановления пароля: ${code}. Никому не сообщайте его. Действует 5 минут.`,
};

/**
 * Why a code was not sent: each answer says what happened (sms-responses.ts). `gateway` and
 * `number`: the SMS gateway did not take it (down; or refused this number), nothing counted.
 */
export type SendRefusal = 'cooldown' | 'phone' | 'address' | 'site' | 'gateway' | 'number';
export type SendResult =
  | { ok: true; expiresIn: number; retryAfter: number }
  | { ok: false; retryAfter: number; reason: SendRefusal };

const visitorSmsRule = (ip: string): RateLimit => ({
  key: `sms:ip:${ip}`,
  limit: SMS_PER_IP_PER_HOUR,
  windowSeconds: 3600,
});
/** The whole site's (every client's) codes of a UTC day: the operator's budget, `SMS_DAILY_BUDGET`. */
const siteSmsRule = (dailyBudget: number): RateLimit => ({
  key: 'sms:site',
  limit: dailyBudget,
  windowSeconds: DAY_SECONDS,
});

/**
 * An answer that tells something about a phone without sending an SMS (registration's «this phone
 * is taken») spends the visitor's hourly SMS allowance all the same, so phones cannot be listed
 * faster than codes can be asked for.
 */
export async function spendVisitorAllowance(db: D1Database, ip: string): Promise<SendResult | null> {
  const decision = await reserve(db, visitorSmsRule(ip));
  return decision.allowed ? null : { ok: false, retryAfter: decision.retryAfter, reason: 'address' };
}

/**
 * How long this isolate's gateway sends have taken (a moving average, ms): a restore for an
 * unknown phone, which sends nothing, waits about as long, so its answer cannot be told apart by
 * time. A number, not a promise: nothing one request started is awaited by another.
 */
let typicalSendMs = 0;
const MAX_STAND_IN_MS = 2_000;
const standInForSend = () =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, Math.min(MAX_STAND_IN_MS, typicalSendMs * (0.8 + Math.random() * 0.4))),
  );

/**
 * Stores a new code and hands the SMS to `sender` (the gateway, or the development outbox). The
 * 60-second resend guard is a conditional insert, so parallel sends cannot both pass; a send that
 * loses that race keeps its hits. An SMS the gateway does not take keeps its hits too (its code is
 * deleted, so a retry needs no cooldown, but the phone's and the address's allowances count it:
 * a refused number cannot be retried without limit).
 * `deliver: false` (a password restore for an unknown phone) does the same work (cooldown, the
 * hourly limits, the same D1 writes, a stored code, about a send's time) and answers the same, but
 * sends no SMS and spends nothing of the site's daily budget.
 */
export async function sendSmsCode(
  db: D1Database,
  phone: string,
  purpose: SmsPurpose,
  ip: string,
  { deliver = true, dailyBudget, sender }: { deliver?: boolean; dailyBudget: number; sender: SmsSender },
): Promise<SendResult> {
  const now = nowSeconds();
  const latest = await latestCode(db, phone, purpose);
  if (latest && now - latest.created_at < SMS_RESEND_SECONDS) {
    return { ok: false, retryAfter: SMS_RESEND_SECONDS - (now - latest.created_at), reason: 'cooldown' };
  }
  // The phone's and the address's hourly allowances (sliding windows), both or neither: an
  // address out of codes cannot spend a phone's.
  const phoneRule: RateLimit = { key: `sms:phone:${phone}`, limit: SMS_PER_PHONE_PER_HOUR, windowSeconds: 3600 };
  const forPhone = await reserve(db, phoneRule);
  if (!forPhone.allowed) return { ok: false, retryAfter: forPhone.retryAfter, reason: 'phone' };
  const forAddress = await reserve(db, visitorSmsRule(ip));
  if (!forAddress.allowed) {
    await forPhone.release();
    return { ok: false, retryAfter: forAddress.retryAfter, reason: 'address' };
  }
  // The site's budget is counted last, so a refused phone or address does not spend it; a phone
  // that gets no SMS (an unknown phone of a restore) only reads it, with the same write.
  const budget = await periodBudget(db, siteSmsRule(dailyBudget), deliver);
  if (!budget.allowed) {
    await forPhone.release();
    await forAddress.release();
    return { ok: false, retryAfter: budget.retryAfter, reason: 'site' };
  }
  const code = randomCode();
  const inserted = await db
    .prepare(
      `INSERT INTO sms_codes (phone, purpose, code_hash, created_at, expires_at)
       SELECT ?1, ?2, ?3, ?4, ?5
       WHERE NOT EXISTS (SELECT 1 FROM sms_codes WHERE phone = ?1 AND purpose = ?2 AND created_at > ?6)`,
    )
    .bind(
      phone,
      purpose,
      await codeHash(phone, purpose, code),
      now,
      now + SMS_CODE_TTL_SECONDS,
      now - SMS_RESEND_SECONDS,
    )
    .run();
  if (inserted.meta.changes !== 1) return { ok: false, retryAfter: SMS_RESEND_SECONDS, reason: 'cooldown' };
  if (!deliver) {
    await standInForSend();
    return { ok: true, expiresIn: SMS_CODE_TTL_SECONDS, retryAfter: SMS_RESEND_SECONDS };
  }
  const started = Date.now();
  const delivery = await sender.send({ phone, purpose, text: SMS_TEXT[purpose](code), code });
  typicalSendMs = typicalSendMs === 0 ? Date.now() - started : typicalSendMs * 0.8 + (Date.now() - started) * 0.2;
  if (!delivery.ok) {
    await db.prepare('DELETE FROM sms_codes WHERE id = ?1').bind(inserted.meta.last_row_id).run();
    return { ok: false, retryAfter: 0, reason: delivery.reason === 'number' ? 'number' : 'gateway' };
  }
  return { ok: true, expiresIn: SMS_CODE_TTL_SECONDS, retryAfter: SMS_RESEND_SECONDS };
}

function latestCode(db: D1Database, phone: string, purpose: SmsPurpose): Promise<SmsCodeRow | null> {
  return db
    .prepare('SELECT * FROM sms_codes WHERE phone = ?1 AND purpose = ?2 ORDER BY created_at DESC, id DESC LIMIT 1')
    .bind(phone, purpose)
    .first<SmsCodeRow>();
}

export type CheckResult =
  | { ok: true; verificationToken: string; expiresIn: number }
  | { ok: false; reason: 'missing' | 'expired' | 'tooManyAttempts' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

/** Checks the latest code; success returns a verification token that registration or restore consumes. */
export async function checkSmsCode(
  db: D1Database,
  phone: string,
  purpose: SmsPurpose,
  code: string,
): Promise<CheckResult> {
  const now = nowSeconds();
  const row = await latestCode(db, phone, purpose);
  if (!row || row.consumed_at !== null) return { ok: false, reason: 'missing' };
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  // The attempt is counted before the code is compared, atomically: however many guesses arrive
  // at once, at most SMS_MAX_ATTEMPTS are ever compared, and a right code does not give one back.
  const counted = await db
    .prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?1 AND attempts < ?2 RETURNING attempts')
    .bind(row.id, SMS_MAX_ATTEMPTS)
    .first<{ attempts: number }>();
  if (!counted) return { ok: false, reason: 'tooManyAttempts' };
  if ((await codeHash(phone, purpose, code)) !== row.code_hash) {
    return { ok: false, reason: 'wrong', attemptsLeft: SMS_MAX_ATTEMPTS - counted.attempts };
  }
  const verificationToken = randomToken();
  await db
    .prepare('UPDATE sms_codes SET verification_hash = ?2, verification_expires_at = ?3 WHERE id = ?1')
    .bind(row.id, await sha256Hex(verificationToken), now + VERIFICATION_TTL_SECONDS)
    .run();
  return { ok: true, verificationToken, expiresIn: VERIFICATION_TTL_SECONDS };
}

/** Spends a verification token once; false when it is unknown, expired, used, or for another phone. */
export async function consumeVerification(
  db: D1Database,
  phone: string,
  purpose: SmsPurpose,
  token: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE sms_codes SET consumed_at = ?4
       WHERE verification_hash = ?1 AND phone = ?2 AND purpose = ?3 AND consumed_at IS NULL AND verification_expires_at > ?4`,
    )
    .bind(await sha256Hex(token), phone, purpose, nowSeconds())
    .run();
  return result.meta.changes === 1;
}

export interface OutboxMessage {
  id: number;
  phone: string;
  purpose: string;
  text: string;
  code: string;
  created_at: number;
}

export async function readOutbox(db: D1Database, phone: string | null, limit: number): Promise<OutboxMessage[]> {
  const { results } = await db
    .prepare('SELECT * FROM sms_outbox WHERE (?1 IS NULL OR phone = ?1) ORDER BY created_at DESC, id DESC LIMIT ?2')
    .bind(phone, limit)
    .all<OutboxMessage>();
  return results;
}
