/**
 * Ids that arrive as text (a route segment, a query value, a posted checkbox): a positive decimal
 * without a leading zero, at most nine digits, so it always fits the upstream's integer ids.
 * Anything else is "no such thing" — the caller answers 404 or drops the filter.
 */
const ID_TEXT = /^[1-9]\d{0,8}$/;

export function parseId(raw: string | null | undefined): number | undefined {
  return raw != null && ID_TEXT.test(raw) ? Number(raw) : undefined;
}
