import type { MiddlewareHandler } from 'hono';
import type { SiteContext, SiteEnv } from '../context';
import { isDocumentRequest } from './request-kind';

/**
 * The site's style sheets inside the page instead of behind it. A page links two site-wide sheets
 * (waku.config.ts, oneStyleSheet) that block its first paint: on a phone over slow 4G that is one
 * more round trip after the HTML, ≈ 0.3–0.5 s of nothing on screen. Here each `<link>` of a sheet
 * gets the sheet's text in a `<style>` just before it and is itself `disabled`, so the browser
 * neither fetches nor applies it: the page paints with the HTML alone. The link stays for React,
 * which finds a style sheet it renders by its `href` and would otherwise insert (and fetch) it
 * again on hydration. Client navigations (RSC) are untouched: they reuse the sheets in the page.
 * Cached guest pages are stored after this step, so a hit carries its styles too.
 */

/** Our hashed sheets only: never a URL of someone else, never an unbounded file. */
const SHEET_HREF = /^\/assets\/[\w.-]+\.css$/;
const MAX_SHEET_BYTES = 96 * 1024;

/** Sheet texts by href: hashed files never change, so an isolate keeps each once it has read it. */
const sheets = new Map<string, string>();

async function readSheet(assets: Fetcher, origin: string, href: string): Promise<string | null> {
  const res = await assets.fetch(new Request(new URL(href, origin)));
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/css')) {
    await res.body?.cancel();
    return null;
  }
  const text = await res.text();
  // Too large to inline, or text that would end the <style> element early: the link stays.
  if (text.length > MAX_SHEET_BYTES || /<\/style/i.test(text)) return null;
  return text;
}

/** The sheet's text, or null to leave its link as it is (not ours, not readable, not inlinable). */
async function sheetText(c: SiteContext, href: string): Promise<string | null> {
  const known = sheets.get(href);
  if (known !== undefined) return known;
  const assets = c.env.ASSETS;
  if (!assets || !SHEET_HREF.test(href)) return null;
  // Read within this request (an isolate shares no I/O between requests); a failure is not kept.
  const text = await readSheet(assets, c.req.url, href).catch(() => null);
  if (text !== null) sheets.set(href, text);
  return text;
}

export const inlineStyles = (): MiddlewareHandler<SiteEnv> => async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || !isDocumentRequest(c.req.raw, new URL(c.req.url).pathname)) return;
  if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  const rewriter = new HTMLRewriter().on('head link[rel="stylesheet"][href]', {
    async element(link) {
      const href = link.getAttribute('href') ?? '';
      const text = await sheetText(c, href);
      if (text === null) return;
      link.before(`<style data-inlined-href="${href}">${text}</style>`, { html: true });
      link.setAttribute('disabled', '');
    },
  });
  c.res = undefined;
  c.res = rewriter.transform(res);
};
