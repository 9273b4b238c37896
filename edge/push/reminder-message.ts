import { contractPath } from '@common/constants';
import { formatRoubles } from '@common/format';
import type { ReminderMessage } from '@common/reminder-message';
import type { Reminder } from '../upstream/push';

const WHEN = new Map<Reminder['kind'], string>([
  ['in3days', 'Через 3 дня платёж по договору лизинга'],
  ['tomorrow', 'Завтра платёж по договору лизинга'],
  ['overdue', 'Платёж по договору лизинга просрочен'],
]);

/**
 * A reminder as a lock screen may show it: when, and nothing else — no contract number, car or
 * amount — unless the client chose to see amounts on this device («Показывать суммы»). Tapping it
 * opens the contract; one tag per payment, so a later reminder replaces an earlier one.
 */
export function reminderMessage(r: Reminder): ReminderMessage {
  const when = WHEN.get(r.kind) ?? 'Платёж по договору лизинга';
  const detail = r.amount === null ? '' : ` № ${r.contractNumber}: ${formatRoubles(r.amount)}`;
  const advice = r.kind === 'overdue' ? '. Оплатите, чтобы не начислялись пени' : '';
  return {
    title: 'Драйв Лизинг',
    body: `${when}${detail}${advice}`,
    url: contractPath(r.contractId),
    tag: `payment-${r.contractId}-${r.date}`,
  };
}
