/** Stores a public form submission; the payload keeps the form-specific fields as JSON. */
export async function storeFormResult(
  db: D1Database,
  form: string,
  fields: { name: string; phone: string; payload: Record<string, unknown>; ip: string },
): Promise<{ id: number; createdAt: string }> {
  const createdAt = new Date().toISOString();
  const row = await db
    .prepare(
      `INSERT INTO form_results (form, name, phone, payload, ip, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       RETURNING id`,
    )
    .bind(form, fields.name, fields.phone, JSON.stringify(fields.payload), fields.ip, createdAt)
    .first<{ id: number }>();
  if (!row) throw new Error('form_results insert returned no row');
  return { id: row.id, createdAt };
}

/** Whether a row with this id exists in one of the reference tables forms may point at. */
export async function referenceExists(
  db: D1Database,
  table: 'cars' | 'offices' | 'banks' | 'question_types' | 'question_categories',
  id: number,
): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS ok FROM ${table} WHERE id = ?1`).bind(id).first()) !== null;
}
