/**
 * Headers of an answer rendered for a device class (edge/middleware/viewport.ts): a page or an
 * RSC payload. The phone gets its filters folded, and the `Sec-CH-UA-Mobile` client hint decides
 * a first visit, so the answer says it varies by that hint (and asks for it with `Accept-CH`).
 * A guest's page states how it may be kept: `no-cache` (stored, but asked again before reuse:
 * each answer carries its own CSP nonce); a personal answer is already `no-store`
 * (private-answers.ts), and a set Cache-Control is kept.
 */
export const DEVICE_HINT = 'Sec-CH-UA-Mobile';
export const GUEST_PAGE_CACHE_CONTROL = 'no-cache';

/** Whether an answer of this content type is rendered per device class. */
export const isRenderedAnswer = (contentType: string | null): boolean =>
  /^text\/(?:html|x-component)\b/i.test(contentType ?? '');

/** `vary` with `name` added, or undefined when it already names it. */
export function varyWith(vary: string | null, name: string): string | undefined {
  const names = (vary ?? '').split(',').map((v) => v.trim().toLowerCase());
  if (names.includes(name.toLowerCase()) || names.includes('*')) return undefined;
  return vary?.trim() ? `${vary}, ${name}` : name;
}

/** The headers to set on a rendered answer whose headers are `headers` (name → value). */
export function deviceAnswerHeaders(headers: Headers): [string, string][] {
  const out: [string, string][] = [['accept-ch', DEVICE_HINT]];
  const vary = varyWith(headers.get('vary'), DEVICE_HINT);
  if (vary) out.push(['vary', vary]);
  if (!headers.has('cache-control')) out.push(['cache-control', GUEST_PAGE_CACHE_CONTROL]);
  return out;
}
