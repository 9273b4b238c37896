/**
 * JSON for a `<script type="application/ld+json">` data block. `<` is escaped so upstream text
 * can never close the element; a data block is not executed, so the CSP needs no nonce for it.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
