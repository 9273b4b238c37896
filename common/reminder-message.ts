import { ROUTES } from './constants';

/**
 * A payment reminder as the site's Cron sends it (edge/push/reminder-message.ts) and the service
 * worker shows it (src/sw/push-handlers.ts): what the notification says, and the contract to open.
 */
export type ReminderMessage = { title: string; body: string; url: string; tag: string };

const shortText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
/** Only a contract of the account opens: a path under /account/cars/ of plain characters. */
const isContractPath = (v: unknown): v is string =>
  typeof v === 'string' && v.startsWith(`${ROUTES.accountCars}/`) && /^\/[\w/-]{1,100}$/.test(v);

/**
 * A push's decrypted JSON read by hand (the worker ships no zod): the message, or null for anything
 * else — a push the worker cannot read shows the generic reminder instead.
 */
export function readReminderMessage(data: unknown): ReminderMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (!shortText(title, 100) || !shortText(body, 300) || !isContractPath(url) || !shortText(tag, 100)) return null;
  return { title, body, url, tag };
}
