import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import * as z from 'zod/mini';
import { TtlMap } from '../cache/ttl-map';
import type { SiteConfig } from '../config';
import type { SiteContext } from '../context';
import { toHex } from '../hex-digest';
import { sharedCount, sharedPut, sharedRelease } from '../shared-state';
import { visitorKey } from '../upstream/context';

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
 * Solved challenges where the shared state is missing: this isolate's memory, until they expire.
 * With the shared state (edge/shared-state.ts) a solution is spent once across every isolate;
 * without it every code needs a solution anyway (reserveFreeSmsCode), each spent once here.
 */
const spentHere = new TtlMap<true>(20_000);

/** Spends a solution: true the first time anywhere, false after. */
async function spend(signature: string, untilMs: number): Promise<boolean> {
  const first = await sharedPut(`altcha:${signature}`, '1', untilMs, true);
  if (first !== undefined) return first;
  if (spentHere.get(signature)) return false;
  spentHere.set(signature, true, untilMs);
  return true;
}

/** Whether `value` is a solved, signed, unexpired challenge of this site not used before (it is spent now). */
export async function verifySmsChallenge(config: SiteConfig, value: unknown): Promise<boolean> {
  const payload = readPayload(value);
  if (!payload) return false;
  const { challenge, solution } = payload;
  let verified = false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: await hmacKey(config) });
    verified = result.verified && !result.expired;
  } catch {
    return false;
  }
  return verified && (await spend(challenge.signature, challenge.parameters.expiresAt * 1000));
}

/**
 * Codes an address may have within an hour before the next one needs a solved challenge. Counted
 * in the shared state (one Durable Object per address, so a burst on many isolates is counted
 * once). It fails closed: where the shared state is missing, fails or does not answer in time,
 * every code needs a solved challenge (no isolate counts alone with a looser rule).
 */
export const SMS_CODES_BEFORE_CHALLENGE = 3;
const HOUR = 60 * 60 * 1000;

/** The visitor's key for the SMS counters: their address, an IPv6 one by its /64 (locally, without one, a shared key). */
const visitor = visitorKey;
const challengeKey = (c: SiteContext) => `sms-challenge:${visitor(c)}`;

/** Whether the next code from this address needs a solved challenge (a look: the page shows the widget). */
export async function needsSmsChallenge(c: SiteContext): Promise<boolean> {
  const shared = await sharedCount(challengeKey(c), SMS_CODES_BEFORE_CHALLENGE, HOUR, false);
  return shared ? shared.retryAfter > 0 : true;
}

/**
 * Takes one of the address's free codes before the code is asked for, in one step of the shared
 * state: false when none is left or the shared state cannot say (the code needs a solved challenge).
 */
export async function reserveFreeSmsCode(c: SiteContext): Promise<boolean> {
  const shared = await sharedCount(challengeKey(c), SMS_CODES_BEFORE_CHALLENGE, HOUR, true);
  return shared?.reserved ?? false;
}

/** No code left after all (the upstream refused): the free code is given back. */
export async function releaseFreeSmsCode(c: SiteContext): Promise<void> {
  await sharedRelease(challengeKey(c));
}
