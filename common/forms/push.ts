import * as z from 'zod/mini';
import { rules, text } from './fields';

/**
 * The profile's «Напоминать о платежах» (issue 42): this browser's Web Push subscription as its
 * island posts it (PushSubscription.toJSON() flattened), and its removal by endpoint.
 */

/** A push service's address: https, at most 1000 characters. */
export const isPushEndpoint = (v: string) => {
  if (v.length > 1000) return false;
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};
/** A P-256 public key (65 bytes) and a 16-byte auth secret, base64url. */
export const isP256dh = (v: string) => /^[A-Za-z0-9_-]{87}$/.test(v);
export const isPushAuth = (v: string) => /^[A-Za-z0-9_-]{22}$/.test(v);

const SUBSCRIPTION_REFUSED = 'Браузер прислал неверную подписку: попробуйте включить напоминания ещё раз';

const endpoint = text.check(rules<string>([isPushEndpoint, SUBSCRIPTION_REFUSED]));

/** A checkbox: `on`/`true` is chosen, anything else (or nothing) is not. */
const chosen = z.pipe(
  z.optional(z.union([z.string(), z.boolean()])),
  z.transform((v) => v === true || v === 'on' || v === 'true'),
);

export const pushSubscribeForm = z.object({
  endpoint,
  p256dh: text.check(rules<string>([isP256dh, SUBSCRIPTION_REFUSED])),
  auth: text.check(rules<string>([isPushAuth, SUBSCRIPTION_REFUSED])),
  /** «Показывать суммы»: amounts on this device's lock screen. */
  showAmounts: chosen,
});

export const pushUnsubscribeForm = z.object({ endpoint });
