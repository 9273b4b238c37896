import { type Stored, type SubmissionOnce, storeNewSubmission, storeSubmissionOnce } from './store-once';

/**
 * Stores a public form submission (once per submission key, `store-once.ts`); the payload keeps
 * the form-specific fields as JSON.
 */
export function storeFormResult(
  db: D1Database,
  form: string,
  fields: { name: string; phone: string; payload: Record<string, unknown>; ip: string },
  once?: SubmissionOnce,
): Promise<Stored> {
  const { name, phone, payload, ip } = fields;
  const insert = { table: 'form_results', row: { form, name, phone, payload: JSON.stringify(payload), ip } } as const;
  return once ? storeSubmissionOnce(db, insert, once) : storeNewSubmission(db, insert);
}

/** Whether a row with this id exists in one of the reference tables forms may point at. */
export async function referenceExists(
  db: D1Database,
  table: 'cars' | 'offices' | 'banks' | 'question_types' | 'question_categories',
  id: number,
): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS ok FROM ${table} WHERE id = ?1`).bind(id).first()) !== null;
}
