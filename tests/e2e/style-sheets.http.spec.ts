import { expect, test } from '@playwright/test';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../../common/pages';
import { sessionCookieHeader } from './auth-helpers';

/** The flight data (RSC payload) a page carries inline, decoded. */
function flightData(html: string): string {
  return [...html.matchAll(/__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((m) => JSON.parse(m[1] ?? '""') as string)
    .join('');
}

test.describe('style sheets in the HTML (one per build environment: waku.config.ts oneStyleSheet; src/server/css-links-once.tsx)', () => {
  test('every page links two site-wide style sheets in its head, and the server one once in its flight data', async ({
    request,
  }) => {
    const expectSiteSheets = async (path: string, headers: Record<string, string> = {}) => {
      const res = await request.get(path, { headers });
      // The page itself, not the sign-in screen it would send a guest to.
      expect(res.status(), path).toBe(200);
      expect(new URL(res.url()).pathname, path).toBe(new URL(path, res.url()).pathname);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const linked = [...head.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
      // The server components' sheet and the client components' sheet: nothing per component.
      expect(linked, path).toHaveLength(2);
      expect(new Set(linked).size, path).toBe(2);
      // Twelve car cards, nine filter groups, eighteen offices: the sheet is still named once.
      const keys = [...flightData(html).matchAll(/"css:(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
      expect(keys, path).toHaveLength(1);
      expect(linked, path).toContain(keys[0]);
    };
    // Every page of the one page list: the public ones as a guest, the account's as the legal entity (all are open to it).
    for (const { sample } of PUBLIC_PAGES) await expectSiteSheets(sample);
    const cookie = await sessionCookieHeader('79000000002');
    for (const { sample } of ACCOUNT_PAGES) await expectSiteSheets(sample, { cookie });
  });
});
