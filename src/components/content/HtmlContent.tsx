import './HtmlContent.css';
import { typesetHtml } from '@common/typography';
import { sanitizeHtml } from '@src/lib/sanitize-html';

/** HTML from the upstream (CMS pages, news), rendered only after sanitising, its text set by the glossary's rules. */
export function HtmlContent({ html, className = 'rich-text' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a safe set of tags just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: typesetHtml(sanitizeHtml(html)) }} />;
}
