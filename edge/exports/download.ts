import { singleLine } from '@common/clean-text';

/**
 * A file download: `Content-Disposition` with an ASCII fallback name and the Russian name in
 * RFC 5987 form (`filename*=UTF-8''…`), never cached (signed-in answers are `no-store`). The names
 * may carry the upstream's text (a contract number): a lone surrogate or a control character in it
 * is cleaned first, and the ASCII name keeps only what a quoted header value may hold.
 */
export function downloadHeaders(type: string, asciiName: string, russianName: string): Record<string, string> {
  return {
    'content-type': type,
    'content-disposition': `attachment; filename="${asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(singleLine(russianName))}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
