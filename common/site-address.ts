/**
 * The absolute address of something on the site (a canonical link, an Open Graph or JSON-LD
 * image), from a path a request named or the upstream answered. `new URL(path, base)` throws on
 * `//..%2fx` (read as a host) and would follow `//evil.example` off the site: here a path is a
 * site path only when it begins with one `/` (not `//`, not `/\`), an upstream's absolute
 * http(s) address stays as it is, and anything else is the site's root. Never throws (issue 37).
 */
const FALLBACK_BASE = 'http://localhost';

export function siteAddress(pathOrUrl: string, siteUrl: string): string {
  const base = URL.canParse(siteUrl) ? siteUrl : FALLBACK_BASE;
  if (/^https?:\/\//i.test(pathOrUrl) && URL.canParse(pathOrUrl)) return new URL(pathOrUrl).toString();
  const path = /^\/(?![/\\])/.test(pathOrUrl) && !pathOrUrl.includes('\\') ? pathOrUrl : '/';
  return URL.canParse(path, base) ? new URL(path, base).toString() : new URL('/', base).toString();
}
