/**
 * The reconciliation statement (акт сверки взаимных расчётов; for a private person, the statement
 * of a contract): for a period, per contract, the balance owed at its start, every charge
 * (начисление: a scheduled payment by its day, a penalty by the day it was charged) and every
 * payment (оплата) in it, and the balance at its end. A balance is what the client owes the
 * lessor: positive a debt, negative an overpayment. Everything is counted in kopecks, so
 * closing = opening + charges − payments holds exactly, per contract and in total.
 *
 * Charges come from the payment schedule and the penalty operations, payments from the incoming
 * operations (GET client/contracts/{id}/operations); a legal entity's bills name the document of
 * a charge where one was issued for it.
 */

export type StatementPeriod = { from: string; to: string };

/** The least of a schedule row the statement reads (edge/upstream/contracts.ts `ScheduleRow`). */
export type StatementScheduleRow = {
  number: number;
  kind: { slug: string; name: string };
  date: string;
  amount: number;
  vatRate: number;
  vat: number;
};

/** The least of an operation the statement reads. */
export type StatementOperation = {
  id: number;
  date: string;
  type: { slug: string; name: string };
  direction: 'incoming' | 'charge';
  amount: number;
  description: string;
  documentNumber: string | null;
};

/** The least of a bill the statement reads. */
export type StatementBill = {
  number: string;
  date: string;
  dueDate: string;
  kind: { slug: string };
  amount: number;
  contract: { id: number };
};

export type StatementContractInput = {
  id: number;
  number: string;
  date: string;
  schedule: readonly StatementScheduleRow[];
  operations: readonly StatementOperation[];
  bills?: readonly StatementBill[];
};

export type StatementLine = {
  date: string;
  /** What it is: «Лизинговый платёж № 3», «Пени», «Оплата лизингового платежа». */
  title: string;
  /** The document: a bill, the schedule's position, a payment order. */
  document: string;
  /** Kopecks charged (0 for a payment). */
  charge: number;
  /** Kopecks paid (0 for a charge). */
  payment: number;
  /** VAT rate of a charge, % (0: none, as for penalties and payments). */
  vatRate: number;
  /** Kopecks of VAT inside the charge. */
  vat: number;
  /** The balance after this line. */
  balance: number;
};

/** Charges of one VAT rate: their sum and the VAT inside it (kopecks). */
export type VatByRate = { rate: number; amount: number; vat: number };

export type Balances = { opening: number; charges: number; payments: number; closing: number };

export type ContractStatement = Balances & {
  contract: { id: number; number: string; date: string };
  lines: StatementLine[];
  vat: VatByRate[];
};

export type Statement = {
  period: StatementPeriod;
  contracts: ContractStatement[];
  total: Balances & { vat: VatByRate[] };
};

const kop = (roubles: number): number => Math.round(roubles * 100);

/** `2026-03-10` → `10.03.2026`. */
export const ruDay = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');

type Entry = Omit<StatementLine, 'balance'> & { order: number };

function billFor(bills: readonly StatementBill[], contractId: number, match: (bill: StatementBill) => boolean) {
  return bills.find((bill) => bill.contract.id === contractId && match(bill));
}

const billDocument = (bill: StatementBill) => `Счёт № ${bill.number} от ${ruDay(bill.date)}`;

/** Every charge and payment of a contract, ever, in date order (charges of a day before its payments). */
function entriesOf(input: StatementContractInput): Entry[] {
  const bills = input.bills ?? [];
  const out: Entry[] = [];
  for (const row of input.schedule) {
    const bill = billFor(
      bills,
      input.id,
      (b) => b.kind.slug !== 'penalty' && b.dueDate === row.date && kop(b.amount) === kop(row.amount),
    );
    out.push({
      order: 0,
      date: row.date.slice(0, 10),
      title: row.kind.slug === 'monthly' ? `${row.kind.name} № ${row.number}` : row.kind.name,
      document: bill ? billDocument(bill) : `График платежей, позиция № ${row.number}`,
      charge: kop(row.amount),
      payment: 0,
      vatRate: row.vatRate,
      vat: kop(row.vat),
    });
  }
  for (const op of input.operations) {
    const amount = kop(op.amount);
    if (op.direction === 'charge') {
      // A penalty is a charge: its document is the penalty bill, never a payment order (issue 39).
      const bill = billFor(
        bills,
        input.id,
        (b) => b.kind.slug === 'penalty' && b.date === op.date && kop(b.amount) === amount,
      );
      out.push({
        order: 1,
        date: op.date.slice(0, 10),
        title: op.description || op.type.name,
        document: bill ? billDocument(bill) : `Расчёт пени от ${ruDay(op.date)}`,
        charge: amount,
        payment: 0,
        vatRate: 0,
        vat: 0,
      });
    } else {
      out.push({
        order: 2,
        date: op.date.slice(0, 10),
        title: op.type.name,
        document: op.documentNumber ?? '—',
        charge: 0,
        payment: amount,
        vatRate: 0,
        vat: 0,
      });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
}

function vatByRate(lines: readonly { charge: number; vatRate: number; vat: number }[]): VatByRate[] {
  const rates = new Map<number, VatByRate>();
  for (const line of lines) {
    if (line.charge === 0) continue;
    const entry = rates.get(line.vatRate) ?? { rate: line.vatRate, amount: 0, vat: 0 };
    entry.amount += line.charge;
    entry.vat += line.vat;
    rates.set(line.vatRate, entry);
  }
  return [...rates.values()].sort((a, b) => a.rate - b.rate);
}

const sum = (values: readonly number[]) => values.reduce((acc, v) => acc + v, 0);

export function contractStatement(period: StatementPeriod, input: StatementContractInput): ContractStatement {
  const entries = entriesOf(input).filter((entry) => entry.date <= period.to);
  const before = entries.filter((entry) => entry.date < period.from);
  const opening = sum(before.map((e) => e.charge)) - sum(before.map((e) => e.payment));
  let balance = opening;
  const lines: StatementLine[] = entries
    .filter((entry) => entry.date >= period.from)
    .map(({ order: _order, ...entry }) => {
      balance += entry.charge - entry.payment;
      return { ...entry, balance };
    });
  const charges = sum(lines.map((l) => l.charge));
  const payments = sum(lines.map((l) => l.payment));
  return {
    contract: { id: input.id, number: input.number, date: input.date },
    opening,
    charges,
    payments,
    closing: opening + charges - payments,
    lines,
    vat: vatByRate(lines),
  };
}

/**
 * The statement of the contracts for the period. A contract with nothing before or in the period
 * (signed later) is left out.
 */
export function buildStatement(period: StatementPeriod, contracts: readonly StatementContractInput[]): Statement {
  const parts = contracts
    .map((input) => contractStatement(period, input))
    .filter((part) => part.opening !== 0 || part.lines.length > 0);
  const total = (pick: (part: ContractStatement) => number) => sum(parts.map(pick));
  return {
    period,
    contracts: parts,
    total: {
      opening: total((p) => p.opening),
      charges: total((p) => p.charges),
      payments: total((p) => p.payments),
      closing: total((p) => p.closing),
      vat: vatByRate(parts.flatMap((p) => p.lines)),
    },
  };
}

/** «задолженность в пользу …» of a closing balance: who owes whom, in words. */
export function balanceOwner(balance: number, lessor: string, client: string): string {
  if (balance > 0) return `задолженность в пользу ${lessor}`;
  if (balance < 0) return `задолженность в пользу ${client}`;
  return 'взаимная задолженность отсутствует';
}

/** Kopecks as a plain figure for files: `-123456` → `-1234,56` (no grouping). */
export function plainKop(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
