import type { CountAnswer, SharedState } from '@state/shared-state';
import { requestContext } from './context';

/**
 * The site's state that every isolate in every location sees the same: one Durable Object per key
 * (`SharedState` of the site's sidecar worker, state/src/shared-state.ts, bound as SHARED_STATE
 * with `script_name`; decision 0007). Its calls run one at a time, so a count and its check are
 * one step. Each call is a typed RPC method on the object's stub, bounded by a timeout, and made
 * by the request that awaits it (never shared between requests). It answers `undefined` where the
 * binding is missing, the call fails or the time runs out: the caller then fails closed (the SMS
 * challenge is asked; /api/health answers 503), and every such failure is logged at warn, naming
 * the operation, never the key (it may hold an address).
 */
export const SHARED_STATE_TIMEOUT_MS = 1000;

type Stub = DurableObjectStub<SharedState>;
type Operation = 'count' | 'release' | 'put' | 'get' | 'health';

function unavailable(op: Operation, reason: string, startedAt: number): undefined {
  console.warn(
    JSON.stringify({
      sharedState: 'unavailable',
      op,
      reason: reason.slice(0, 200),
      durationMs: Date.now() - startedAt,
    }),
  );
  return undefined;
}

const TIMED_OUT = Symbol('timed out');

/**
 * A call to one of the sidecar's objects (this one or edge/session/sign-out.ts's queue), bounded by
 * `timeoutMs`: its answer, or a failure that says why (`TIMED_OUT` past the bound). Made by the
 * request that awaits it, never shared between requests.
 */
export async function boundedCall<T>(
  call: () => Promise<T>,
  timeoutMs = SHARED_STATE_TIMEOUT_MS,
): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer = call();
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    const result = await Promise.race([answer, timeout]);
    if (result === TIMED_OUT) {
      // The call may still settle after this request gave up on it: nothing awaits it any more.
      answer.catch(() => undefined);
      return { ok: false, reason: `no answer within ${timeoutMs} ms` };
    }
    return { ok: true, value: result };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

async function ask<T>(
  key: string,
  op: Operation,
  call: (stub: Stub) => Promise<T>,
  timeoutMs = SHARED_STATE_TIMEOUT_MS,
): Promise<T | undefined> {
  const startedAt = Date.now();
  const namespace = requestContext()?.env.SHARED_STATE;
  if (!namespace) return unavailable(op, 'SHARED_STATE is not bound', startedAt);
  const answer = await boundedCall(() => call(namespace.get(namespace.idFromName(key))), timeoutMs);
  return answer.ok ? answer.value : unavailable(op, answer.reason, startedAt);
}

/** A fixed-window count under `key`: with `reserve`, takes a slot while fewer than `limit` are taken. */
export const sharedCount = (key: string, limit: number, windowMs: number, reserve: boolean) =>
  ask<CountAnswer>(key, 'count', (stub) => stub.count(limit, windowMs, reserve));

/** Gives one slot of the window under `key` back; false where the store is unavailable. */
export const sharedRelease = async (key: string) =>
  (await ask(key, 'release', (stub) => stub.release().then(() => true))) === true;

/** Stores `value` under `key` until `untilMs`; `onlyIfAbsent`: whether it was the first. */
export const sharedPut = (key: string, value: string, untilMs: number, onlyIfAbsent: boolean) =>
  ask<boolean>(key, 'put', (stub) => stub.put(value, Math.ceil(untilMs), onlyIfAbsent));

/** The live value under `key`: a string, null when none, undefined when the store is unavailable. */
export const sharedGet = (key: string) => ask<string | null>(key, 'get', (stub) => stub.get());

/**
 * Whether the shared state answers (GET /api/health): `ok`; `unavailable` when bound but not
 * answering within the timeout (under `wrangler dev`, the sidecar not started); `unbound`. Every
 * configuration of the site binds it (wrangler.toml, [env.production]): anything but `ok` is degraded.
 */
export async function sharedStateHealth(): Promise<'ok' | 'unavailable' | 'unbound'> {
  if (!requestContext()?.env.SHARED_STATE) return 'unbound';
  const answer = await ask<string | null>('health', 'health', (stub) => stub.get());
  return answer === undefined ? 'unavailable' : 'ok';
}
