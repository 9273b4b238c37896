import { z } from 'zod';
import { ownValue } from '../http/own-keys';
import { logLine } from '../http/request-id';
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
  sms: z
    .record(z.string(), z.object({ status: z.string(), status_code: z.number(), sms_id: z.string().optional() }))
    .optional(),
});

type SendLine = {
  outcome: 'sent' | 'unreachable' | 'malformed' | 'refused' | 'number';
  purpose: string;
  durationMs: number;
  /** The HTTP status of SMS.ru's answer. */
  status?: number;
  /** SMS.ru's own status code (100 accepted, 2xx refusals: https://sms.ru/api/send). */
  gatewayStatus?: number;
  /** SMS.ru's id of the message, for its support. */
  smsId?: string;
};

/**
 * One JSON line a send (decision 0021's shape): the outcome, statuses and time, never the phone,
 * the text, the code or the api_id.
 */
function logSend(line: SendLine) {
  const level = line.outcome === 'sent' ? 'log' : line.outcome === 'number' ? 'warn' : 'error';
  logLine(level, { event: 'sms', gateway: 'sms.ru', ...line });
}

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
 * never in a URL that a proxy or a log would keep. Logs are JSON lines of outcomes, statuses and time.
 */
export function smsRuSender({ apiId, baseUrl, from, fetch: send = fetch }: SmsRuOptions): SmsSender {
  return {
    async send({ phone, text, purpose }) {
      const body = new URLSearchParams({ api_id: apiId, to: phone, msg: text, json: '1' });
      if (from) body.set('from', from);
      const started = Date.now();
      const took = () => Date.now() - started;
      let res: Response;
      try {
        res = await send(new URL('/sms/send', baseUrl), {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch {
        logSend({ outcome: 'unreachable', purpose, durationMs: took() });
        return { ok: false, reason: 'unavailable' };
      }
      const answer = answerSchema.safeParse(await res.json().catch(() => null));
      if (!res.ok || !answer.success) {
        logSend({ outcome: 'malformed', purpose, durationMs: took(), status: res.status });
        return { ok: false, reason: 'unavailable' };
      }
      const gatewayStatus = answer.data.status_code;
      if (answer.data.status !== 'OK') {
        logSend({ outcome: 'refused', purpose, durationMs: took(), status: res.status, gatewayStatus });
        return { ok: false, reason: 'unavailable' };
      }
      const forNumber = ownValue(answer.data.sms, phone);
      const line = { purpose, durationMs: took(), status: res.status, smsId: forNumber?.sms_id };
      if (forNumber?.status !== 'OK') {
        logSend({ outcome: 'number', ...line, gatewayStatus: forNumber?.status_code });
        return { ok: false, reason: 'number' };
      }
      logSend({ outcome: 'sent', ...line, gatewayStatus: forNumber.status_code });
      return { ok: true };
    },
  };
}
