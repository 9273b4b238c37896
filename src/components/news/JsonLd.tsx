/**
 * Structured data for search engines. `<` is escaped so upstream text can never close the script
 * element; a data block is not executed, so the CSP does not need a nonce for it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON above, not markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
