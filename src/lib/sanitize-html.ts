import { FilterXSS, type IWhiteList } from 'xss';

/**
 * The tags CMS pages and news may use. Everything else is dropped with its markup kept out: no
 * scripts, styles, frames, forms, event handlers or inline styles reach the page.
 */
const ALLOWED: IWhiteList = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  blockquote: [],
  a: ['href', 'title'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
  figure: [],
  figcaption: [],
  img: ['src', 'alt', 'width', 'height'],
};

const MEDIA_PATH = /^\/media\/(?!.*\.\.)[\w\-./]+$/;

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
  css: false,
  onTag(tag, _html, options) {
    // The page's own title is the only h1: headings inside the content start at h2.
    if (tag === 'h1') return options.isClosing ? '</h2>' : '<h2>';
    return undefined;
  },
  onTagAttr(tag, name, value) {
    // Images only from the upstream's media, which the site serves under its own /media/: no other
    // host (absolute or protocol-relative `//host/`), no data:, no climbing out with `..`.
    if (tag === 'img' && name === 'src' && !MEDIA_PATH.test(value.trim())) return '';
    return undefined;
  },
});

/** Upstream HTML (CMS pages, news) reduced to a safe set of tags and attributes. */
export function sanitizeHtml(html: string): string {
  const clean = filter.process(html);
  // Lazy loading for images the content keeps; the filter would strip the attribute if sent.
  return clean.replace(/<img /g, '<img loading="lazy" ');
}
