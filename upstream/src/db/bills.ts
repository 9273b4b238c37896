/** Typed access to the bills (счета) of legal-entity clients. */

export type BillStatus = 'paid' | 'unpaid' | 'overdue';

export interface BillRow {
  id: number;
  user_id: number;
  contract_id: number;
  contract_number: string;
  number: string;
  issued_on: string;
  due_on: string;
  period: string;
  /** `advance`: a bill of a contract's advance payment (stored as `monthly`, told by its schedule row). */
  kind: 'monthly' | 'penalty' | 'advance';
  description: string;
  amount_kop: number;
  vat_rate: number;
  vat_kop: number;
  status: BillStatus;
  paid_on: string | null;
}

export interface BillFilter {
  status?: BillStatus[];
  dateFrom?: string;
  dateTo?: string;
  periodFrom?: string;
  periodTo?: string;
  contractId?: number;
  ids?: number[];
}

/**
 * A bill's status as of today (?11): the stored one is the back office's as of its last run, and a
 * bill still «unpaid» after its due day is overdue — the rule of the contracts' payments.
 */
const STATUS = `CASE WHEN b.status = 'unpaid' AND b.due_on < ?11 THEN 'overdue' ELSE b.status END`;

const WHERE = `b.user_id = ?1
  AND (?2 IS NULL OR ${STATUS} IN (SELECT value FROM json_each(?2)))
  AND (?3 IS NULL OR b.issued_on >= ?3)
  AND (?4 IS NULL OR b.issued_on <= ?4)
  AND (?5 IS NULL OR b.period >= ?5)
  AND (?6 IS NULL OR b.period <= ?6)
  AND (?7 IS NULL OR b.contract_id = ?7)
  AND (?8 IS NULL OR b.id IN (SELECT value FROM json_each(?8)))`;

function args(userId: number, f: BillFilter): Array<string | number | null> {
  return [
    userId,
    f.status ? JSON.stringify(f.status) : null,
    f.dateFrom ?? null,
    f.dateTo ?? null,
    f.periodFrom ?? null,
    f.periodTo ?? null,
    f.contractId ?? null,
    f.ids ? JSON.stringify(f.ids) : null,
  ];
}

export interface BillTotals {
  total: number;
  amount_kop: number;
  paid_kop: number;
  unpaid_kop: number;
  overdue_kop: number;
}

/**
 * One page of bills plus totals over every matching bill, and the months (`YYYY-MM`, newest first)
 * the client has any bill for, whatever the filter: the choices of a period filter.
 */
export async function listBills(
  db: D1Database,
  userId: number,
  f: BillFilter,
  limit: number,
  offset: number,
  today: string,
): Promise<{ rows: BillRow[]; totals: BillTotals; periods: string[] }> {
  const a = args(userId, f);
  const [rows, totals, periods] = await db.batch([
    db
      .prepare(
        `SELECT b.id, b.user_id, b.contract_id, b.number, b.issued_on, b.due_on, b.period,
           CASE WHEN b.kind = 'monthly' AND EXISTS (SELECT 1 FROM contract_schedule s
             WHERE s.contract_id = b.contract_id AND s.due_on = b.due_on AND s.kind = 'advance') THEN 'advance' ELSE b.kind END AS kind,
           b.description,
           b.amount_kop, b.vat_rate, b.vat_kop, ${STATUS} AS status, b.paid_on, c.number AS contract_number
         FROM client_bills b JOIN client_contracts c ON c.id = b.contract_id
         WHERE ${WHERE} ORDER BY b.issued_on DESC, b.id DESC LIMIT ?9 OFFSET ?10`,
      )
      .bind(...a, limit, offset, today),
    db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(amount_kop), 0) AS amount_kop,
           COALESCE(SUM(CASE ${STATUS} WHEN 'paid' THEN amount_kop ELSE 0 END), 0) AS paid_kop,
           COALESCE(SUM(CASE ${STATUS} WHEN 'unpaid' THEN amount_kop ELSE 0 END), 0) AS unpaid_kop,
           COALESCE(SUM(CASE ${STATUS} WHEN 'overdue' THEN amount_kop ELSE 0 END), 0) AS overdue_kop
         FROM client_bills b WHERE ${WHERE}`,
      )
      .bind(...a, null, null, today),
    db.prepare('SELECT DISTINCT period FROM client_bills WHERE user_id = ?1 ORDER BY period DESC').bind(userId),
  ]);
  return {
    periods: ((periods?.results ?? []) as { period: string }[]).map((r) => r.period),
    rows: (rows?.results ?? []) as BillRow[],
    totals: (totals?.results?.[0] ?? {
      total: 0,
      amount_kop: 0,
      paid_kop: 0,
      unpaid_kop: 0,
      overdue_kop: 0,
    }) as BillTotals,
  };
}
