import type { SiteContext } from '../context';
import { wantsJson } from '../routes/action';

/** Reserved keys in a form flash: which form the result is for, and that it was accepted. */
export const FLASH_FORM_KEY = '_form';
export const FLASH_SENT_KEY = '_sent';

/** Cookie room: a flash cookie must stay well under 4 KB after encryption, so long texts are cut. */
const MAX_VALUE = 500;
const MAX_TOTAL = 1500;

/** What was typed, as strings, to put back into the form after a redirect (no JavaScript). */
export async function typedValues(c: SiteContext): Promise<Record<string, string>> {
  let raw: Record<string, unknown> = {};
  try {
    raw = wantsJson(c) ? ((await c.req.json()) as Record<string, unknown>) : await c.req.parseBody();
  } catch {
    return {};
  }
  const values: Record<string, string> = {};
  let total = 0;
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (key.startsWith('_') || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const text = String(value).slice(0, Math.max(0, Math.min(MAX_VALUE, MAX_TOTAL - total)));
    total += text.length;
    values[key] = text;
  }
  return values;
}

/** The page to return to: a same-site path from the form's `_back` field, else the home page. */
export async function backPath(c: SiteContext): Promise<string> {
  let back: unknown;
  try {
    back = wantsJson(c) ? undefined : (await c.req.parseBody())._back;
  } catch {
    back = undefined;
  }
  if (typeof back === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(back) && back.length <= 1000) return back;
  return '/';
}
