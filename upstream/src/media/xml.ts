const XML_ENTITIES = new Map([
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['&', '&amp;'],
  ['"', '&quot;'],
  ["'", '&apos;'],
]);

/** Text safe to place inside SVG elements and attributes. */
export const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (ch) => XML_ENTITIES.get(ch) ?? ch);
