/** Typed access to client contracts, their payment schedules and operations. */

import { type OverduePayment, penaltiesOn } from '../payments/penalties';

export interface ContractRow {
  id: number;
  user_id: number;
  number: string;
  signed_on: string;
  ends_on: string;
  status: 'active' | 'closed';
  closed_on: string | null;
  car_brand: string;
  car_model: string;
  car_year: number;
  car_vin: string;
  car_plate: string | null;
  car_color: string;
  car_vehicle_type: string;
  car_body: string;
  car_engine: string;
  car_power_hp: number;
  car_transmission: string;
  car_drive: string;
  car_mileage_km: number;
  price_kop: number;
  advance_kop: number;
  buyout_kop: number;
  term_months: number;
  rate_bp: number;
  monthly_kop: number;
  payment_day: number;
  /** The penalty for a late payment, basis points of its amount per day (10 = 0,1 %). */
  penalty_bp_per_day: number;
}

/** A contract with its schedule totals, for lists and details. */
export interface ContractSummaryRow extends ContractRow {
  total_kop: number;
  paid_kop: number;
  overdue_kop: number;
  next_due_on: string | null;
  next_amount_kop: number | null;
  /** Penalties owed as of the day asked (`upstream/src/payments/penalties.ts`). */
  penalty_debt_kop: number;
  /** The day the penalties are counted to: that day when any are owed, else the latest charge (null: none ever were). */
  penalties_on: string | null;
}

export type ScheduleStatus = 'paid' | 'unpaid' | 'overdue';
export type ScheduleKind = 'advance' | 'monthly' | 'buyout';

export interface ScheduleRow {
  id: number;
  contract_id: number;
  position: number;
  kind: ScheduleKind;
  due_on: string;
  amount_kop: number;
  principal_kop: number;
  interest_kop: number;
  balance_kop: number;
  status: ScheduleStatus;
  paid_on: string | null;
}

export type OperationKind = 'advance' | 'payment' | 'penalty' | 'penaltyPayment' | 'buyout';

export interface OperationRow {
  id: number;
  contract_id: number;
  operation_on: string;
  kind: OperationKind;
  amount_kop: number;
  description: string;
  document_number: string;
}

/**
 * A payment's status as of `today` (bound as ?{n}): the stored status is the back office's as of
 * its last run, and a payment still «unpaid» after its day is overdue. The next payment is the
 * first one not paid whose day is today or later, never a past one.
 */
const statusOn = (n: number) => `CASE WHEN s.status = 'unpaid' AND s.due_on < ?${n} THEN 'overdue' ELSE s.status END`;

const SUMMARY_SQL = `SELECT c.*,
  (SELECT COALESCE(SUM(amount_kop), 0) FROM contract_schedule s WHERE s.contract_id = c.id) AS total_kop,
  (SELECT COALESCE(SUM(amount_kop), 0) FROM contract_schedule s WHERE s.contract_id = c.id AND s.status = 'paid') AS paid_kop,
  (SELECT COALESCE(SUM(amount_kop), 0) FROM contract_schedule s WHERE s.contract_id = c.id AND ${statusOn(3)} = 'overdue') AS overdue_kop,
  (SELECT due_on FROM contract_schedule s WHERE s.contract_id = c.id AND s.status <> 'paid' AND s.due_on >= ?3 ORDER BY due_on, position LIMIT 1) AS next_due_on,
  (SELECT amount_kop FROM contract_schedule s WHERE s.contract_id = c.id AND s.status <> 'paid' AND s.due_on >= ?3 ORDER BY due_on, position LIMIT 1) AS next_amount_kop,
  (SELECT COALESCE(SUM(CASE kind WHEN 'penalty' THEN amount_kop WHEN 'penaltyPayment' THEN -amount_kop ELSE 0 END), 0) FROM contract_operations o WHERE o.contract_id = c.id) AS penalty_debt_kop,
  (SELECT MAX(operation_on) FROM contract_operations o WHERE o.contract_id = c.id AND o.kind = 'penalty') AS penalties_on,
  (SELECT json_group_array(json_object('dueOn', due_on, 'amountKop', amount_kop)) FROM contract_schedule s WHERE s.contract_id = c.id AND ${statusOn(3)} = 'overdue') AS overdue_json
  FROM client_contracts c
  WHERE c.user_id = ?1 AND (?2 IS NULL OR c.id = ?2)`;

type SummaryQueryRow = ContractSummaryRow & { overdue_json: string };

/** The summary as of `today`: the booked penalties plus those accrued since (`penaltiesOn`). */
function summaryOn({ overdue_json, ...row }: SummaryQueryRow, today: string): ContractSummaryRow {
  const overdue = JSON.parse(overdue_json) as OverduePayment[];
  const { debtKop, countedOn } = penaltiesOn(
    { bookedKop: row.penalty_debt_kop, bookedOn: row.penalties_on, bpPerDay: row.penalty_bp_per_day, overdue },
    today,
  );
  return { ...row, penalty_debt_kop: debtKop, penalties_on: countedOn };
}

export async function listContracts(db: D1Database, userId: number, today: string): Promise<ContractSummaryRow[]> {
  const { results } = await db
    .prepare(`${SUMMARY_SQL} ORDER BY c.signed_on DESC, c.id DESC`)
    .bind(userId, null, today)
    .all<SummaryQueryRow>();
  return results.map((row) => summaryOn(row, today));
}

/** Only the owner's contract: another client's id is indistinguishable from a missing one. */
function findContractStatement(db: D1Database, userId: number, id: number, today: string): D1PreparedStatement {
  return db.prepare(SUMMARY_SQL).bind(userId, id, today);
}

export interface ScheduleFilter {
  status?: ScheduleStatus[];
  kind?: ScheduleKind[];
  dateFrom?: string;
  dateTo?: string;
}

function scheduleStatement(
  db: D1Database,
  contractId: number,
  today: string,
  f: ScheduleFilter = {},
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT * FROM (
         SELECT s.id, s.contract_id, s.position, s.kind, s.due_on, s.amount_kop, s.principal_kop, s.interest_kop,
                s.balance_kop, ${statusOn(6)} AS status, s.paid_on
         FROM contract_schedule s WHERE s.contract_id = ?1)
       WHERE (?2 IS NULL OR status IN (SELECT value FROM json_each(?2)))
         AND (?3 IS NULL OR kind IN (SELECT value FROM json_each(?3)))
         AND (?4 IS NULL OR due_on >= ?4)
         AND (?5 IS NULL OR due_on <= ?5)
       ORDER BY due_on, position`,
    )
    .bind(
      contractId,
      f.status ? JSON.stringify(f.status) : null,
      f.kind ? JSON.stringify(f.kind) : null,
      f.dateFrom ?? null,
      f.dateTo ?? null,
      today,
    );
}

export interface OperationFilter {
  dateFrom?: string;
  dateTo?: string;
  kind?: OperationKind[];
  limit: number;
  offset: number;
}

function operationStatements(db: D1Database, contractId: number, f: OperationFilter): D1PreparedStatement[] {
  const where = `contract_id = ?1 AND (?2 IS NULL OR operation_on >= ?2) AND (?3 IS NULL OR operation_on <= ?3)
    AND (?4 IS NULL OR kind IN (SELECT value FROM json_each(?4)))`;
  const args = [contractId, f.dateFrom ?? null, f.dateTo ?? null, f.kind ? JSON.stringify(f.kind) : null];
  return [
    db
      .prepare(
        `SELECT * FROM contract_operations WHERE ${where} ORDER BY operation_on DESC, id DESC LIMIT ?5 OFFSET ?6`,
      )
      .bind(...args, f.limit, f.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM contract_operations WHERE ${where}`).bind(...args),
  ];
}

const rowsOf = <T>(result: D1Result | undefined): T[] => (result?.results ?? []) as T[];

/**
 * The owner's contract together with what a contract call shows of it, in one round trip to the
 * database: the statements run in one batch and are only used when the contract is the owner's
 * (another client's id is then indistinguishable from a missing one).
 */
async function withContract<T>(
  db: D1Database,
  userId: number,
  id: number,
  today: string,
  statements: D1PreparedStatement[],
  read: (results: D1Result[]) => T,
): Promise<{ contract: ContractSummaryRow; data: T } | null> {
  const [contract, ...rest] = await db.batch([findContractStatement(db, userId, id, today), ...statements]);
  const row = rowsOf<SummaryQueryRow>(contract)[0];
  return row ? { contract: summaryOn(row, today), data: read(rest) } : null;
}

export const findOwnContract = (db: D1Database, userId: number, id: number, today: string) =>
  withContract(db, userId, id, today, [], () => undefined);

export const findContractSchedule = (
  db: D1Database,
  userId: number,
  id: number,
  today: string,
  f: ScheduleFilter = {},
) => withContract(db, userId, id, today, [scheduleStatement(db, id, today, f)], ([rows]) => rowsOf<ScheduleRow>(rows));

export const findContractOperations = (db: D1Database, userId: number, id: number, today: string, f: OperationFilter) =>
  withContract(db, userId, id, today, operationStatements(db, id, f), ([rows, count]) => ({
    rows: rowsOf<OperationRow>(rows),
    total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
  }));

/** The id of the client's own contract by its number; another client's number reads as missing. */
export async function findOwnContractId(db: D1Database, userId: number, number: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT id FROM client_contracts WHERE user_id = ?1 AND number = ?2')
    .bind(userId, number)
    .first<{ id: number }>();
  return row?.id ?? null;
}
