/**
 * A file download: `Content-Disposition` with an ASCII fallback name and the Russian name in
 * RFC 5987 form (`filename*=UTF-8''…`), never cached (signed-in answers are `no-store`).
 */
export function downloadHeaders(type: string, asciiName: string, russianName: string): Record<string, string> {
  return {
    'content-type': type,
    'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(russianName)}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
