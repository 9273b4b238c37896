import { isJsonType } from '@common/http';
import { nullRecord } from '@common/own-keys';
import type { SiteContext } from '../context';

export type BodyResult = { ok: true; raw: Record<string, unknown> } | { ok: false; status: 400 | 415; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The posted body as a plain object, whatever the client sent: JSON from an island, url-encoded
 * or multipart from a plain form. A body that cannot be read is a 400 with a Russian message,
 * never an exception (the size limit is checked before, by the route's bodyLimit).
 */
export async function readBody(c: SiteContext): Promise<BodyResult> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (isJsonType(type)) {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return { ok: false, status: 400, message: 'Не удалось прочитать запрос: некорректный JSON' };
    }
    return isRecord(raw)
      ? { ok: true, raw }
      : { ok: false, status: 400, message: 'Тело запроса должно быть JSON-объектом' };
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    try {
      const form = await c.req.parseBody();
      const raw = nullRecord<unknown>();
      // Files are never part of our forms; repeated names keep their last value.
      for (const [key, value] of Object.entries(form)) if (typeof value === 'string') raw[key] = value;
      return { ok: true, raw };
    } catch {
      return { ok: false, status: 400, message: 'Не удалось прочитать данные формы' };
    }
  }
  if (!type && !c.req.raw.body) return { ok: true, raw: {} };
  return { ok: false, status: 415, message: 'Неподдерживаемый формат запроса' };
}

/** Cookie room: a flash cookie must stay well under 4 KB after encryption, so long texts are cut. */
const MAX_VALUE = 500;
const MAX_TOTAL = 1500;

/** What may be echoed back into the form: strings only, never passwords, codes or tokens, nor `_` fields. */
export function echoValues(raw: Record<string, unknown>): Record<string, string> {
  const values = nullRecord<string>();
  let total = 0;
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('_') || /password|code|token/i.test(key)) continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).slice(0, Math.max(0, Math.min(MAX_VALUE, MAX_TOTAL - total)));
    total += text.length;
    values[key] = text;
  }
  return { ...values };
}

const MAX_RETURN_PATH = 1000;
/**
 * A path of this site: `/` then printable ASCII only (0x21–0x7e; no space, no control character,
 * no backslash, which browsers read as `/`), never `//host` (another site). A `Location` header
 * carries it as is: a NUL there throws (it was a 500) and other control characters make clients
 * refuse the answer; a non-ASCII character is not a valid header byte either (pages send their
 * paths percent-encoded).
 */
const RETURN_PATH = /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/;

/**
 * The one check of a «return to where you were» value (a form's `_back`, a login's return
 * address): `value` when it is a safe same-site path, else `fallback` (the form's own page).
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length <= MAX_RETURN_PATH && RETURN_PATH.test(value) ? value : fallback;
}

/** Where a no-JS submission returns: the form's `_back` field when it is safe, else the form's page. */
export function backField(raw: Record<string, unknown>, fallback = '/'): string {
  return safeReturnPath(raw._back, fallback);
}
