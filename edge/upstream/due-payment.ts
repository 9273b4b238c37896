import { dueFromSchedule, dueNow, type PaymentDue } from '@common/payment-due';
import { paymentPurpose } from '@common/payment-purpose';
import { accountToday } from './account-today';
import { listBills } from './bills';
import { type Contract, getContract, getSchedule, type ScheduleRow } from './contracts';
import type { Transport } from './transport';

/** What the client pays now on one contract: the due rule's parts, their sum and the payment's purpose. */
export type DuePayment = { contract: Contract; due: PaymentDue; amount: number; purpose: string };

/** The unpaid bills of one contract, enough for any payment (the upstream's page holds up to 100). */
export const unpaidBills = (t: Transport, contractId: number) =>
  listBills(t, { contractId, status: ['unpaid', 'overdue'], perPage: 100 });

/**
 * The one reading of «what to pay now» for a contract (`common/payment-due.ts`, penalties
 * included) with its purpose (`common/payment-purpose.ts`): the contract page shows it and the
 * payment QR encodes it, so the code's Sum and Purpose are the page's to the kopeck.
 */
export function duePayment(
  contract: Contract,
  schedule: { items: readonly ScheduleRow[] },
  today: string,
  bills: Awaited<ReturnType<typeof unpaidBills>> | null,
): DuePayment {
  const due = dueFromSchedule(schedule.items, today, contract.due.penalties);
  const purpose = paymentPurpose({
    contractNumber: contract.number,
    due,
    today,
    legal: bills ? { rows: schedule.items, bills: bills.items } : undefined,
  });
  return { contract, due, amount: dueNow(due), purpose };
}

/** `duePayment` loaded for the payment QR: the contract, its schedule and (a legal entity's) bills. */
export async function loadDuePayment(t: Transport, contractId: number, legal: boolean): Promise<DuePayment> {
  const [contract, schedule, bills] = await Promise.all([
    getContract(t, contractId),
    getSchedule(t, contractId),
    legal ? unpaidBills(t, contractId) : null,
  ]);
  return duePayment(contract, schedule, accountToday(t), bills);
}
