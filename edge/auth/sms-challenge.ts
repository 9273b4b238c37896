import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import * as z from 'zod/mini';
import { TtlMap } from '../cache/ttl-map';
import type { SiteConfig } from '../config';
import type { SiteContext } from '../context';
import { toHex } from '../hex-digest';
import { clientIp } from '../upstream/context';
import { smsCodeLimits } from './rate-limit';

/**
 * The proof-of-work challenge (ALTCHA, self-hosted: `altcha-lib` here, the `altcha` widget in the
 * browser, no third party) a visitor solves before another SMS code once a few codes have left
 * for their address. The browser finds the counter whose SHA-256 starts with the signed prefix:
 * 5–15 thousand hashes, a fraction of a second for a person, a cost per code for a pump.
 */
const ALGORITHM = 'SHA-256';
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 15_000;
/** A challenge is solved within minutes of the page showing it. */
const CHALLENGE_SECONDS = 10 * 60;

export const SMS_CHALLENGE_MESSAGE =
  'Подтвердите, что вы не робот: дождитесь отметки «Я не робот» и отправьте форму ещё раз';

/** The HMAC key of the challenges: `ALTCHA_HMAC_KEY`, else one derived from the newest session key. */
const derivedKeys = new TtlMap<string>(1);
async function hmacKey(config: SiteConfig): Promise<string> {
  if (config.ALTCHA_HMAC_KEY) return config.ALTCHA_HMAC_KEY;
  const secret = config.SESSION_SECRETS[0] ?? '';
  const known = derivedKeys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode('altcha-hmac-key')));
  const derived = toHex(mac);
  derivedKeys.set(secret, derived, Number.POSITIVE_INFINITY);
  return derived;
}

/** A new signed challenge, as the widget reads it. */
export async function newSmsChallenge(config: SiteConfig): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    hmacSignatureSecret: await hmacKey(config),
  });
}

/** The widget's answer: base64 of `{ challenge, solution }` in the form's `altcha` field. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().check(z.maxLength(128)),
      salt: z.string().check(z.maxLength(128)),
      cost: z.literal(1),
      keyLength: z.int().check(z.gte(1), z.lte(64)),
      keyPrefix: z.string().check(z.maxLength(128)),
      expiresAt: z.number(),
      data: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    }),
    signature: z.string().check(z.minLength(1), z.maxLength(256)),
  }),
  solution: z.object({
    counter: z.int().check(z.gte(0), z.lte(0xffffffff)),
    derivedKey: z.string().check(z.maxLength(256)),
    time: z.optional(z.number()),
  }),
});

function readPayload(value: unknown) {
  if (typeof value !== 'string' || !value || value.length > 4000) return null;
  let json: unknown;
  try {
    json = JSON.parse(atob(value));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * Solved challenges of this isolate, until they expire: a solution buys one code. Another
 * isolate could take the same solution within its 10 minutes; the upstream's hourly limit per
 * address (D1, shared) still caps what that buys.
 */
const spent = new TtlMap<true>(20_000);

/** Whether `value` is a solved, signed, unexpired challenge of this site not used before. */
export async function verifySmsChallenge(config: SiteConfig, value: unknown): Promise<boolean> {
  const payload = readPayload(value);
  if (!payload) return false;
  const { challenge, solution } = payload;
  if (spent.get(challenge.signature)) return false;
  let verified = false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: await hmacKey(config) });
    verified = result.verified && !result.expired;
  } catch {
    return false;
  }
  if (verified) spent.set(challenge.signature, true, challenge.parameters.expiresAt * 1000);
  return verified;
}

/** The visitor's key for the SMS counters: their address (locally, without one, a shared key). */
const visitor = (c: SiteContext) => clientIp(c) ?? 'unknown';

/** Past a few codes from this address within the hour, the next one needs a solved challenge. */
export const needsSmsChallenge = (c: SiteContext): boolean => smsCodeLimits.beforeChallenge.retryAfter(visitor(c)) > 0;

/** One more code went out for this address. */
export const countSmsCode = (c: SiteContext): void => smsCodeLimits.beforeChallenge.fail(visitor(c));
