import { catalogMonthlyPayment } from '@common/with-upstream/lease';
import { CAR_COLUMNS, CAR_FROM, type CarRow } from './car-row';

export async function carById(db: D1Database, id: number): Promise<CarRow | null> {
  return db.prepare(`SELECT ${CAR_COLUMNS} FROM ${CAR_FROM} WHERE c.id = ?1`).bind(id).first<CarRow>();
}

export async function carBySlug(db: D1Database, slug: string): Promise<CarRow | null> {
  return db.prepare(`SELECT ${CAR_COLUMNS} FROM ${CAR_FROM} WHERE c.slug = ?1`).bind(slug).first<CarRow>();
}

/** Cars in the order of `ids`; ids that do not exist are left out. */
export async function carsByIds(db: D1Database, ids: number[]): Promise<CarRow[]> {
  const { results } = await db
    .prepare(`SELECT ${CAR_COLUMNS} FROM ${CAR_FROM} WHERE c.id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids))
    .all<CarRow>();
  const byId = new Map(results.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The showcase selections of the home page: a fixed condition, most popular first. */
export const SHOWCASES = {
  popular: '1 = 1',
  inProgram: 'c.in_program = 1',
  tradeIn: 'c.trade_in = 1',
} as const;

export async function showcase(db: D1Database, which: keyof typeof SHOWCASES, limit: number): Promise<CarRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CAR_COLUMNS} FROM ${CAR_FROM} WHERE ${SHOWCASES[which]}
       ORDER BY c.popularity DESC, c.id ASC LIMIT ?1`,
    )
    .bind(limit)
    .all<CarRow>();
  return results;
}

export interface ForYouParams {
  budget?: number;
  monthlyBudget?: number;
  vehicleType?: string;
  city?: string;
  limit: number;
}

/**
 * Cars that fit a budget. The catalogue monthly payment is linear in the price, so a monthly
 * budget becomes a price ceiling: price ≤ monthlyBudget / payment(1 ₽).
 */
export async function carsForYou(db: D1Database, p: ForYouParams): Promise<CarRow[]> {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (sql: string, value: string | number) => {
    params.push(value);
    clauses.push(sql.replace('?', `?${params.length}`));
  };
  if (p.budget !== undefined) add('c.price <= ?', p.budget);
  if (p.monthlyBudget !== undefined) {
    const perRouble = catalogMonthlyPayment(1_000_000) / 1_000_000;
    add('c.price <= ?', Math.floor(p.monthlyBudget / perRouble));
  }
  if (p.vehicleType) add('vt.slug = ?', p.vehicleType);
  if (p.city) add('ci.slug = ?', p.city);
  params.push(p.limit);
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const { results } = await db
    .prepare(
      `SELECT ${CAR_COLUMNS} FROM ${CAR_FROM} ${where}
       ORDER BY c.popularity DESC, c.price ASC, c.id ASC LIMIT ?${params.length}`,
    )
    .bind(...params)
    .all<CarRow>();
  return results;
}

/** Similar cars: same vehicle type, same body first, then the closest price. */
export async function similarCars(db: D1Database, car: CarRow, limit: number): Promise<CarRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CAR_COLUMNS} FROM ${CAR_FROM}
       WHERE c.vehicle_type_id = ?1 AND c.id <> ?2
       ORDER BY (c.body = ?3) DESC, ABS(c.price - ?4) ASC, c.id ASC LIMIT ?5`,
    )
    .bind(car.type_id, car.id, car.body, car.price, limit)
    .all<CarRow>();
  return results;
}
