import * as z from 'zod/mini';
import { loadConfig, type SiteConfig } from '../config';
import type { SiteBindings, SiteContext } from '../context';
import { afterResponse } from '../middleware/execution';
import { boundedCall } from '../shared-state';
import { revokeTokens } from '../upstream/auth';
import { transportFor } from '../upstream/context';
import type { Transport } from '../upstream/transport';
import { DEFAULT_SESSION_SECONDS } from './cookie';
import { keyOf, markRevoked } from './revocations';
import { seal, unseal } from './seal';
import type { Session } from './types';

/**
 * «Выйти» is final the moment it is asked for (issue 37). The session is revoked in the shared
 * state first — every isolate of every location refuses a copy of the cookie within the 2-second
 * revalidation (edge/session/revalidation.ts), whatever the back office answers — and only then
 * is the back office told, after the answer left. A sign-out it does not take (an outage, a
 * timeout) waits in the sidecar's queue (state/src/sign-out-queue.ts), its tokens sealed with the
 * site's session keys, and the Cron Trigger tries it again (`retrySignOuts`) until the back office
 * takes it, so the session also leaves «Активные сеансы».
 */
export const SIGNED_OUT_MESSAGE = 'Сеанс завершён. Войдите снова.';
const PURPOSE = 'sign-out';
const QUEUE = 'sign-outs';
/** Sign-outs one Cron run tries, one after another. */
const RETRIES_PER_RUN = 25;

type Queue = NonNullable<SiteBindings['SIGN_OUTS']>;
const queueOf = (namespace: Queue) => namespace.get(namespace.idFromName(QUEUE));
const sealedTokens = z.object({ a: z.string(), r: z.string() });

function logLine(fields: Record<string, string | number>, level: 'info' | 'warn' = 'info') {
  const text = JSON.stringify({ signOut: fields });
  if (level === 'warn') console.warn(text);
  else console.log(text);
}

/** Keeps a sign-out the back office did not take, for the Cron. */
async function enqueue(namespace: Queue | undefined, config: SiteConfig, session: Session, now: number) {
  if (!namespace) return logLine({ outcome: 'not queued', reason: 'SIGN_OUTS is not bound' }, 'warn');
  const until = session.refreshExpiresAt ?? now + DEFAULT_SESSION_SECONDS * 1000;
  const seconds = Math.max(60, Math.ceil((until - now) / 1000));
  const sealed = await seal(
    { a: session.accessToken, r: session.refreshToken },
    PURPOSE,
    config.SESSION_SECRETS,
    seconds,
  );
  const key = await keyOf(session.refreshToken);
  const queued = await boundedCall(() => queueOf(namespace).add(key, sealed, until));
  if (queued.ok) logLine({ outcome: 'queued' });
  else logLine({ outcome: 'not queued', reason: queued.reason }, 'warn');
}

/** The back office told; on an outage, the queue. */
async function tellUpstream(t: Transport, namespace: Queue | undefined, config: SiteConfig, session: Session) {
  if (await revokeTokens(t, session.refreshToken)) return;
  await enqueue(namespace, config, session, Date.now());
}

/** Ends `session` everywhere: revoked first, the back office told after the answer (or queued). */
export async function signOut(c: SiteContext, session: Session, message = SIGNED_OUT_MESSAGE): Promise<void> {
  await markRevoked(session.refreshToken, message, session.refreshExpiresAt);
  await afterResponse(c, tellUpstream(transportFor(c, session.accessToken), c.env?.SIGN_OUTS, c.var.config, session));
}

/**
 * The Cron Trigger's sweep (src/waku.server.tsx `scheduled`): the sign-outs due now, each tried
 * once; taken ones leave the queue, refused ones wait twice as long as last time. A sealed value
 * that no longer opens (its keys retired) has nothing left to sign out with and leaves too.
 */
export async function retrySignOuts(env: SiteBindings): Promise<{ tried: number; done: number }> {
  const namespace = env.SIGN_OUTS;
  if (!namespace) return { tried: 0, done: 0 };
  const config = loadConfig(env);
  const queue = queueOf(namespace);
  const due = await queue.due(RETRIES_PER_RUN);
  const binding = config.UPSTREAM_VIA_URL ? undefined : env.UPSTREAM;
  let done = 0;
  for (const entry of due) {
    const tokens = sealedTokens.safeParse(await unseal(entry.sealed, PURPOSE, config.SESSION_SECRETS));
    if (!tokens.success) {
      await queue.done(entry.key);
      continue;
    }
    const t: Transport = { config, binding, accessToken: tokens.data.a };
    if (await revokeTokens(t, tokens.data.r)) {
      await queue.done(entry.key);
      done += 1;
    } else {
      await queue.failed(entry.key);
    }
  }
  if (due.length > 0) logLine({ outcome: 'retried', tried: due.length, done });
  return { tried: due.length, done };
}
