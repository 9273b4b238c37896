import { jsonLdText } from '@common/json-ld';

/** Structured data for search engines: the one place that writes a JSON-LD script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes `<`: JSON, never markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
