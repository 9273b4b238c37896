import type { Context } from 'hono';

/**
 * The archive call's body, in whichever form the caller sends it (spec section 7: "XML accepted"):
 *   JSON  {"ids": [1, 2]} or {"status": "paid", "dateFrom": "2026-01-01", ...} (same filters as the list)
 *   form  ids=1&ids=2 or ids=1,2
 *   XML   <request><ids><id>1</id><id>2</id></ids></request> (any <id> elements; filters as elements)
 * Returns a plain object for zod, or null when the body is not parseable at all.
 */
export async function readArchiveRequest(c: Context): Promise<Record<string, unknown> | null> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  const body = await c.req.text();
  if (body.trim() === '') return {};
  if (type.includes('xml') || body.trimStart().startsWith('<')) return fromXml(body);
  if (type.includes('application/x-www-form-urlencoded')) return fromForm(body);
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const FILTER_TAGS = ['status', 'dateFrom', 'dateTo', 'periodFrom', 'periodTo', 'contractId'] as const;

function fromXml(xml: string): Record<string, unknown> | null {
  // A deliberately small reader: no DTDs or entities (nothing to expand), only the elements we use.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  if (!/^\s*(<\?xml[^>]*\?>\s*)?<([A-Za-z_][\w.-]*)[^>]*>[\s\S]*<\/\2>\s*$/.test(xml)) return null;
  const out: Record<string, unknown> = {};
  const ids = [...xml.matchAll(/<id>\s*([^<]*?)\s*<\/id>/g)].map((m) => m[1] ?? '');
  if (ids.length) out.ids = ids.map((v) => (/^\d+$/.test(v) ? Number(v) : v));
  for (const tag of FILTER_TAGS) {
    const m = new RegExp(`<${tag}>\\s*([^<]*?)\\s*</${tag}>`).exec(xml);
    if (m) out[tag] = m[1];
  }
  return out;
}

function fromForm(body: string): Record<string, unknown> {
  const params = new URLSearchParams(body);
  const out: Record<string, unknown> = {};
  const ids = [...params.getAll('ids'), ...params.getAll('ids[]')].flatMap((v) => v.split(','));
  if (ids.length) out.ids = ids.map((v) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v));
  for (const tag of FILTER_TAGS) {
    const v = params.get(tag);
    if (v !== null) out[tag] = v;
  }
  return out;
}
