import { z } from 'zod';
import { ownValue } from '../http/own-keys';
import type { SmsSender } from './sender';

/** The gateway's whole budget for one SMS: the visitor waits for the answer. */
const SEND_TIMEOUT_MS = 5000;

/**
 * SMS.ru's answer to POST /sms/send with json=1 (https://sms.ru/api/send): the request's status,
 * then one entry per number. Only what the sender reads is checked.
 */
const answerSchema = z.object({
  status: z.string(),
  status_code: z.number(),
  sms: z.record(z.string(), z.object({ status: z.string(), status_code: z.number() })).optional(),
});

export interface SmsRuOptions {
  apiId: string;
  /** https://sms.ru in production; tests point it at a local double of the wire format. */
  baseUrl: string;
  /** An approved sender name («from»); the account's default when empty. */
  from?: string;
  fetch?: typeof fetch;
}

/**
 * SMS.ru's documented HTTP API (docs/decisions/0017): a form POST with the api_id in the body,
 * never in a URL that a proxy or a log would keep. Logs name the gateway's status code only.
 */
export function smsRuSender({ apiId, baseUrl, from, fetch: send = fetch }: SmsRuOptions): SmsSender {
  return {
    async send({ phone, text }) {
      const body = new URLSearchParams({ api_id: apiId, to: phone, msg: text, json: '1' });
      if (from) body.set('from', from);
      let res: Response;
      try {
        res = await send(new URL('/sms/send', baseUrl), {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (err) {
        console.error('sms: SMS.ru unreachable', err instanceof Error ? err.name : 'error');
        return { ok: false, reason: 'unavailable' };
      }
      const answer = answerSchema.safeParse(await res.json().catch(() => null));
      if (!res.ok || !answer.success) {
        console.error('sms: SMS.ru answered', res.status, answer.success ? 'ok' : 'not its JSON');
        return { ok: false, reason: 'unavailable' };
      }
      if (answer.data.status !== 'OK') {
        console.error('sms: SMS.ru refused the request, status_code', answer.data.status_code);
        return { ok: false, reason: 'unavailable' };
      }
      const forNumber = ownValue(answer.data.sms, phone);
      if (forNumber?.status !== 'OK') {
        console.warn('sms: SMS.ru refused the number, status_code', forNumber?.status_code ?? 'none');
        return { ok: false, reason: 'number' };
      }
      return { ok: true };
    },
  };
}
