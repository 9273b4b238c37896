/** One SMS of the confirmation flow. `code` is for the development outbox only; never log it. */
export interface SmsMessage {
  phone: string;
  purpose: string;
  text: string;
  code: string;
}

/**
 * What became of a send: accepted by the gateway; refused for this number (a landline, a blocked
 * number); or the gateway could not take it (down, timeout, no balance, bad credentials).
 */
export type SmsDelivery = { ok: true } | { ok: false; reason: 'number' | 'unavailable' };

/** Hands an SMS to a gateway. Implementations never write the text or the code to a log. */
export interface SmsSender {
  send(message: SmsMessage): Promise<SmsDelivery>;
}
