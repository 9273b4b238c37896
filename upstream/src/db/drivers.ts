/** Typed access to `client_drivers`: people a client allows to drive the leased cars. */

export interface DriverRow {
  id: number;
  user_id: number;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  phone: string | null;
  birth_on: string | null;
  license_number: string;
  license_issued_on: string;
  created_at: number;
}

export async function listDrivers(db: D1Database, userId: number): Promise<DriverRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM client_drivers WHERE user_id = ?1 ORDER BY last_name, first_name, id')
    .bind(userId)
    .all<DriverRow>();
  return results;
}

/** Deletes only the caller's own driver; false means "no such driver of this client". */
export async function deleteDriver(db: D1Database, userId: number, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM client_drivers WHERE id = ?1 AND user_id = ?2').bind(id, userId).run();
  return result.meta.changes === 1;
}
