/**
 * Offline, a client navigation's payload cannot come; the service worker does not keep payloads
 * (only whole pages, which carry the offline note). It answers with the payload Waku's server sends
 * for a redirect a client navigation cannot follow (`_location`): Waku's client then loads the
 * address as a whole page, which the service worker answers from its copy or with the offline page.
 */
export function leavePayload(pageHref: string): Response {
  return new Response(`0:${JSON.stringify({ _location: pageHref })}\n`, {
    headers: { 'content-type': 'text/x-component; charset=utf-8', 'cache-control': 'no-store' },
  });
}
