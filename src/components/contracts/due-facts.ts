import { formatDate, formatRoubles } from '@common/format';
import type { PaymentDue } from '@common/payment-due';
import type { Fact } from '../account/Facts';

/**
 * The facts of what is due (`common/payment-due.ts`), each with its own date: the overdue sum
 * since its earliest day, the unpaid penalties as counted on their day, and the next payment
 * (never a past day). Shared by the cards and the
 * contract page, so they say the same.
 */
export function dueFacts(due: PaymentDue): Fact[] {
  const facts: Fact[] = [];
  if (due.overdue.amount > 0)
    facts.push({
      label: 'Просрочено',
      value: due.overdue.since
        ? `${formatRoubles(due.overdue.amount)} с ${formatDate(due.overdue.since)}`
        : formatRoubles(due.overdue.amount),
      alert: true,
    });
  if (due.penalties.amount > 0)
    facts.push({
      label: due.penalties.countedOn ? `Пени на ${formatDate(due.penalties.countedOn)}` : 'Пени',
      value: formatRoubles(due.penalties.amount),
      alert: true,
    });
  if (due.next)
    facts.push({
      label: 'Следующий платёж',
      value: `${formatRoubles(due.next.amount)} до ${formatDate(due.next.date)}`,
    });
  return facts;
}
