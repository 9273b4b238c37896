import * as z from 'zod/mini';
import { DEFAULT_ERROR_MESSAGE, UpstreamError } from '../errors';
import { cachedPublic } from './public-cache';
import { readLimited } from './read-limited';
import { MAX_JSON_BYTES, send, type Transport } from './transport';

/** The public HTML documents the site shows as its own pages (upstream/API-public.md, «Files»). */
export type HtmlDocumentSlug = 'personal-data-policy' | 'leasing-rules';

const documentSchema = z.object({
  /** The document's first heading (else its title), as text: the page's own h1. */
  heading: z.string().check(z.minLength(1)),
  /** The body without that heading. Upstream HTML: sanitise before rendering (src/lib/sanitize-html.ts). */
  contentHtml: z.string(),
});

export type HtmlDocument = z.output<typeof documentSchema>;

const NAMED_ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['laquo', '«'],
  ['raquo', '»'],
  ['mdash', '—'],
  ['ndash', '–'],
]);

/** The text of an HTML fragment: tags dropped, spaces collapsed (a no-break space kept), the usual entities decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
      const code = /^#x/i.test(name)
        ? Number.parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? Number(name.slice(1))
          : undefined;
      if (code === undefined) return NAMED_ENTITIES.get(name.toLowerCase()) ?? whole;
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

/** A whole HTML file as a page's heading and content (its <body>, without the first <h1>). */
export function readHtmlDocument(html: string): HtmlDocument | null {
  const body = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(html)?.[1] ?? html;
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(body);
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const parsed = documentSchema.safeParse({
    heading: htmlText(h1?.[1] ?? title),
    contentHtml: (h1 ? body.replace(h1[0], '') : body).trim(),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * GET /documents/{slug} (spec section 7): an HTML document of the upstream, read as the heading and
 * content of a page of the site (public data, cached like the others). Anything but HTML, an
 * oversized file or one without a heading is the upstream's malformed answer (502).
 */
export function getHtmlDocument(t: Transport, slug: HtmlDocumentSlug): Promise<HtmlDocument> {
  const path = `/documents/${slug}`;
  return cachedPublic(`document ${path}`, async () => {
    const res = await send(t, path, { accept: 'text/html', token: null });
    const isHtml = /^text\/html\b/i.test(res.headers.get('content-type') ?? '');
    if (!isHtml) await res.body?.cancel();
    const html = isHtml ? await readLimited(res, MAX_JSON_BYTES) : null;
    const document = html === null ? null : readHtmlDocument(html);
    if (document) return document;
    const error = new UpstreamError(502, DEFAULT_ERROR_MESSAGE);
    t.onFailure?.(error);
    throw error;
  });
}
