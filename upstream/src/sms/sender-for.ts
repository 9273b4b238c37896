import { readSettings, type UpstreamBindings } from '../env';
import { logLine } from '../http/request-id';
import { outboxSender } from './outbox';
import type { SmsSender } from './sender';
import { smsRuSender } from './sms-ru';

/** No gateway configured in a deployment: every send fails as «unavailable», nothing is counted. */
const unconfigured: SmsSender = {
  async send({ purpose }) {
    // No code sent: a deployment without SMSRU_API_ID (decision 0017).
    logLine('error', { event: 'sms', gateway: 'none', outcome: 'unconfigured', purpose, durationMs: 0 });
    return { ok: false, reason: 'unavailable' };
  },
};

/**
 * Where this deployment's SMS codes go: the development outbox, SMS.ru, or nowhere (no
 * SMSRU_API_ID, an optional secret: registration and password restore by SMS are then off).
 * GET / names it, so the site's /api/health can say so.
 */
export function smsGateway(env: UpstreamBindings): 'outbox' | 'sms.ru' | 'none' {
  const settings = readSettings(env);
  if (settings.DEV_OUTBOX_ENABLED) return 'outbox';
  return settings.SMSRU_API_ID ? 'sms.ru' : 'none';
}

/** The development outbox where switched on, else SMS.ru with the SMSRU_API_ID secret. */
export function smsSenderFor(env: UpstreamBindings): SmsSender {
  const settings = readSettings(env);
  const gateway = smsGateway(env);
  if (gateway === 'outbox') return outboxSender(env.DB);
  if (gateway === 'none' || !settings.SMSRU_API_ID) return unconfigured;
  return smsRuSender({ apiId: settings.SMSRU_API_ID, baseUrl: settings.SMSRU_API_URL, from: settings.SMSRU_FROM });
}
