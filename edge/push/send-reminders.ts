import { loadConfig, type SiteConfig } from '../config';
import type { SiteBindings } from '../context';
import { claimReminders, dropSubscription, type Reminder } from '../upstream/push';
import type { Transport } from '../upstream/transport';
import { reminderMessage } from './reminder-message';
import { pushRequest } from './web-push';

/** Who the push services may write to about our messages (the VAPID `sub`). */
const CONTACT = 'mailto:info@drive-leasing.ru';
/** A reminder a phone could not take within a day is stale: it goes with the next one. */
const TTL_SECONDS = 24 * 60 * 60;
/** One push service request's bound: the Cron must not hang on a slow one. */
const SEND_TIMEOUT_MS = 10_000;

type Outcome = 'sent' | 'gone' | 'failed';

/** One reminder to its push service: RFC 8291 aes128gcm, VAPID-signed (edge/push/web-push.ts). */
async function sendOne(config: SiteConfig, r: Reminder): Promise<Outcome> {
  const key = config.VAPID_PRIVATE_KEY;
  if (!key) return 'failed';
  try {
    const request = await pushRequest(r.subscription, JSON.stringify(reminderMessage(r)), key, {
      contact: CONTACT,
      ttlSeconds: TTL_SECONDS,
      urgency: 'normal',
    });
    const res = await fetch(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * The daily Cron (wrangler.toml [triggers]): today's payment reminders, claimed from the back office
 * (each once, whichever run claims it), sent one by one; a subscription the push service no longer
 * knows (404/410) is dropped. Without VAPID_PRIVATE_KEY reminders are off and nothing is claimed.
 * The log line counts outcomes only: no endpoint, contract or client.
 */
export async function sendReminders(env: SiteBindings): Promise<Record<Outcome, number> | undefined> {
  const config = loadConfig(env);
  if (!config.VAPID_PRIVATE_KEY) {
    console.log(JSON.stringify({ reminders: { outcome: 'off', reason: 'VAPID_PRIVATE_KEY is not set' } }));
    return undefined;
  }
  const t: Transport = { config, binding: config.UPSTREAM_VIA_URL ? undefined : env.UPSTREAM };
  const counts: Record<Outcome, number> = { sent: 0, gone: 0, failed: 0 };
  const reminders = await claimReminders(t);
  const dropped = new Set<number>();
  for (const r of reminders) {
    if (dropped.has(r.subscriptionId)) continue;
    const outcome = await sendOne(config, r);
    counts[outcome] += 1;
    if (outcome === 'gone') {
      dropped.add(r.subscriptionId);
      await dropSubscription(t, r.subscriptionId).catch(() => undefined);
    }
  }
  console.log(JSON.stringify({ reminders: counts }));
  return counts;
}
