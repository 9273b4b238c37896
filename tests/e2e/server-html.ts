/**
 * Reading the HTML a server sent, for the request-level tests (`*.http.spec.ts`: Playwright's
 * `request` fixture, no page): what the browser tests would read from the DOM, read from the markup.
 * Enough for the flat elements they look at (a heading, a link, a paragraph), not a parser.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** Markup as the text a visitor reads: tags and React's `<!-- -->` separators dropped, spaces collapsed. */
export const textOf = (markup: string): string =>
  markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();

export type Element = { open: string; inner: string; text: string };

/**
 * Every `<tag …>…</tag>` of the page's markup (scripts and styles left out) whose opening tag
 * matches `attrs`; the element must not hold another of its own tag.
 */
export function elements(html: string, tag: string, attrs?: RegExp): Element[] {
  const markup = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const found: Element[] = [];
  for (const match of markup.matchAll(new RegExp(`(<${tag}\\b[^>]*>)([\\s\\S]*?)</${tag}>`, 'g'))) {
    const [, open = '', inner = ''] = match;
    if (!attrs || attrs.test(open)) found.push({ open, inner, text: textOf(inner) });
  }
  return found;
}

/** The first such element, or undefined. */
export const element = (html: string, tag: string, attrs?: RegExp): Element | undefined =>
  elements(html, tag, attrs)[0];

/** An attribute of an opening tag. */
export const attribute = (open: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];

/** The visible text of the page: its markup without scripts, styles and tags. */
export const pageText = (html: string): string => textOf(html.replace(/<(script|style|head)\b[\s\S]*?<\/\1>/g, ''));
