/** Typed access to client deals (applications on their way to a contract) and their stages. */

export type DealStatus = 'inProgress' | 'completed' | 'rejected';

export interface DealRow {
  id: number;
  user_id: number;
  number: string;
  title: string;
  created_on: string;
  updated_on: string;
  status: DealStatus;
  product: string;
  car_brand: string;
  car_model: string;
  car_year: number;
  price_kop: number;
  advance_kop: number;
  term_months: number;
  monthly_kop: number;
  manager_name: string;
  manager_phone: string;
  contract_id: number | null;
  /** Why a rejected deal was turned down (migration 0011); null when not recorded. */
  rejection_reason: string | null;
}

export interface DealStageRow {
  deal_id: number;
  position: number;
  slug: string;
  name: string;
  completed_on: string | null;
}

export async function listDeals(db: D1Database, userId: number): Promise<DealRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM client_deals WHERE user_id = ?1 ORDER BY created_on DESC, id DESC')
    .bind(userId)
    .all<DealRow>();
  return results;
}

export function findDeal(db: D1Database, userId: number, id: number): Promise<DealRow | null> {
  return db.prepare('SELECT * FROM client_deals WHERE user_id = ?1 AND id = ?2').bind(userId, id).first<DealRow>();
}

/** Stages of several deals at once (lists show the current stage of each). */
export async function listDealStages(db: D1Database, dealIds: number[]): Promise<DealStageRow[]> {
  if (dealIds.length === 0) return [];
  const { results } = await db
    .prepare('SELECT * FROM deal_stages WHERE deal_id IN (SELECT value FROM json_each(?1)) ORDER BY deal_id, position')
    .bind(JSON.stringify(dealIds))
    .all<DealStageRow>();
  return results;
}
