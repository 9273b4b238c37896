import * as z from 'zod/mini';
import { requestContext } from './context';

/**
 * The site's state that every isolate in every location sees the same: one Durable Object per key
 * (`SharedState`, exported by the upstream worker and bound as SHARED_STATE with `script_name`;
 * upstream/src/shared/shared-state.ts). Its requests run one at a time, so a count and its check
 * are one step. Each call answers `undefined` where the binding is missing or fails: the caller
 * then falls back to what this isolate (and location) knows, and says so in the log.
 */
type Operation =
  | { op: 'count'; limit: number; windowMs: number; reserve: boolean }
  | { op: 'put'; value: string; untilMs: number; onlyIfAbsent: boolean }
  | { op: 'release' }
  | { op: 'get' };

const countAnswer = z.object({ reserved: z.boolean(), count: z.number(), retryAfter: z.number() });
const putAnswer = z.object({ stored: z.boolean() });
const getAnswer = z.object({ value: z.nullable(z.string()) });

let warned = false;
function unavailable(reason: string): undefined {
  if (!warned) console.warn(`shared state unavailable, this isolate decides alone: ${reason}`);
  warned = true;
  return undefined;
}

async function ask<S extends z.ZodMiniType>(
  key: string,
  operation: Operation,
  answer: S,
): Promise<z.output<S> | undefined> {
  const namespace = requestContext()?.env.SHARED_STATE;
  if (!namespace) return undefined;
  try {
    const stub = namespace.get(namespace.idFromName(key));
    const res = await stub.fetch('https://shared-state.internal/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(operation),
    });
    const parsed = answer.safeParse(await res.json());
    return parsed.success ? parsed.data : unavailable(`answer of ${operation.op} misshapen (${res.status})`);
  } catch (err) {
    return unavailable(err instanceof Error ? err.message : String(err));
  }
}

/** A fixed-window count under `key`: with `reserve`, takes a slot while fewer than `limit` are taken. */
export const sharedCount = (key: string, limit: number, windowMs: number, reserve: boolean) =>
  ask(key, { op: 'count', limit, windowMs, reserve }, countAnswer);

/** Gives one slot of the window under `key` back; false where the store is unavailable. */
export const sharedRelease = async (key: string) => (await ask(key, { op: 'release' }, putAnswer)) !== undefined;

/** Stores `value` under `key` until `untilMs`; `onlyIfAbsent`: whether it was the first. */
export const sharedPut = async (key: string, value: string, untilMs: number, onlyIfAbsent: boolean) =>
  (await ask(key, { op: 'put', value, untilMs: Math.ceil(untilMs), onlyIfAbsent }, putAnswer))?.stored;

/** The live value under `key`: a string, null when none, undefined when the store is unavailable. */
export const sharedGet = async (key: string) => (await ask(key, { op: 'get' }, getAnswer))?.value;

/**
 * Whether the shared state answers (GET /api/health): `ok`; `unavailable` when bound but not
 * answering (under `wrangler dev`, the upstream's session not found in the dev registry); `unbound`.
 */
export async function sharedStateHealth(): Promise<'ok' | 'unavailable' | 'unbound'> {
  if (!requestContext()?.env.SHARED_STATE) return 'unbound';
  return (await sharedGet('health')) === undefined ? 'unavailable' : 'ok';
}
