import { isActive } from '@common/contract-rules';
import { combinedDue, dueFromSchedule, dueNow, owedNow, type PaymentDue } from '@common/payment-due';
import { allContractsPurpose, type PurposeInput, paymentPurpose } from '@common/payment-purpose';
import { accountToday } from './account-today';
import { listBills } from './bills';
import { type Contract, getContract, getSchedule, listContracts, type ScheduleRow } from './contracts';
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
  const input = purposeInput(contract, schedule, today, bills);
  return { contract, due: input.due, amount: dueNow(input.due), purpose: paymentPurpose(input) };
}

function purposeInput(
  contract: Contract,
  schedule: { items: readonly ScheduleRow[] },
  today: string,
  bills: Awaited<ReturnType<typeof unpaidBills>> | null,
): PurposeInput {
  return {
    contractNumber: contract.number,
    due: dueFromSchedule(schedule.items, today, contract.due.penalties),
    today,
    legal: bills ? { rows: schedule.items, bills: bills.items } : undefined,
  };
}

/** What all of a client's contracts owe now, as one payment («Оплатить всё» on the account home). */
export type AllDuePayment = { contracts: Contract[]; due: PaymentDue; amount: number; purpose: string };

/**
 * The one reading of «Оплатить всё»: every active contract that owes something now (overdue
 * payments, penalties to today; never a next payment), each read as its own QR reads it
 * (`duePayment`'s schedule and bills), added to the kopeck; one purpose names every contract, and
 * for a legal entity every bill and the VAT. `contracts`: the client's list when the caller has it.
 */
export async function loadAllDuePayment(t: Transport, legal: boolean, contracts?: Contract[]): Promise<AllDuePayment> {
  const owing = (contracts ?? (await listContracts(t))).filter((c) => isActive(c) && owedNow(c.due) > 0);
  const today = accountToday(t);
  const inputs = await Promise.all(
    owing.map(async (contract) => {
      const [schedule, bills] = await Promise.all([
        getSchedule(t, contract.id),
        legal ? unpaidBills(t, contract.id) : null,
      ]);
      return purposeInput(contract, schedule, today, bills);
    }),
  );
  // Only what is owed now: the overdue payments and the penalties of each contract.
  const dues = inputs.map((input) => ({ ...input.due, next: null }));
  const due = combinedDue(dues);
  const withOwed = inputs.map((input, i) => ({ ...input, due: dues[i] ?? input.due }));
  return { contracts: owing, due, amount: dueNow(due), purpose: allContractsPurpose(withOwed) };
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
