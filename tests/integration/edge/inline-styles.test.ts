import { describe, expect, it } from 'vitest';
import { createSite, signInCookie } from './site';

/** The built site's sheets as the ASSETS binding serves them, and what was asked of it. */
function fakeAssets(files: Record<string, string>) {
  const asked: string[] = [];
  const assets = {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      asked.push(path);
      const text = files[path];
      return text === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(text, { headers: { 'content-type': 'text/css; charset=utf-8' } });
    },
  } as unknown as Fetcher;
  return { assets, asked };
}

const SERVER_SHEET = '@layer base{body{margin:0}}.car-card{overflow:hidden}';
const CLIENT_SHEET = '.button{display:inline-flex}';

/** A page as Waku renders it: the two site sheets, plus links this step must leave alone. */
const page = (extraHead = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/style-client.css" data-precedence="vite-rsc/client-reference" crossorigin=""/><link rel="stylesheet" crossorigin="anonymous" href="/assets/style-server.css" data-precedence="vite-rsc/importer-resources"/>${extraHead}</head><body><p>page</p></body></html>`;

function site(html: string, files: Record<string, string> = {}) {
  const { assets, asked } = fakeAssets({
    '/assets/style-client.css': CLIENT_SHEET,
    '/assets/style-server.css': SERVER_SHEET,
    ...files,
  });
  return { ...createSite({ ASSETS: assets }, undefined, (c) => c.html(html, 200)), asked };
}

let hostCounter = 0;
/** Each test its own host: the guest cache of the test worker is shared by the whole file. */
const origin = () => `http://inline-styles-${++hostCounter}.localhost`;

describe('style sheets inside the page (edge/middleware/inline-styles.ts)', () => {
  it('puts each site sheet in a <style> before its link and disables the link, in the order of the head', async () => {
    const s = site(page());
    const res = await s.request(`${origin()}/catalog`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<style data-inlined-href="/assets/style-client.css">${CLIENT_SHEET}</style><link rel="stylesheet" href="/assets/style-client.css" data-precedence="vite-rsc/client-reference" crossorigin="" disabled="" />`,
    );
    expect(head).toContain(`<style data-inlined-href="/assets/style-server.css">${SERVER_SHEET}</style>`);
    expect(head.indexOf(CLIENT_SHEET)).toBeLessThan(head.indexOf(SERVER_SHEET));
    expect(head.match(/ disabled=""/g)).toHaveLength(2);
  });

  it('reads each sheet once per isolate, also for a signed-in page that is never cached', async () => {
    const s = site(page());
    const first = await s.request(`${origin()}/about`);
    expect(await first.text()).toContain(SERVER_SHEET);
    const cookie = await signInCookie(s);
    const signedIn = await s.request(`${origin()}/account`, { headers: { cookie } });
    expect(signedIn.headers.get('x-edge-cache')).toBe('bypass');
    expect(await signedIn.text()).toContain(
      `<style data-inlined-href="/assets/style-server.css">${SERVER_SHEET}</style>`,
    );
    // Hashed file names never change: the texts are kept (the isolate may already have them).
    expect(s.asked.filter((p) => p === '/assets/style-server.css').length).toBeLessThanOrEqual(1);
  });

  it('stores the page with its styles inside, so a cached copy paints without a sheet too', async () => {
    const s = site(page());
    const at = origin();
    const miss = await s.request(`${at}/news`);
    expect(miss.headers.get('x-edge-cache')).toBe('miss');
    await miss.text();
    const hit = await s.request(`${at}/news`);
    expect(hit.headers.get('x-edge-cache')).toBe('hit');
    const html = await hit.text();
    expect(html).toContain(`<style data-inlined-href="/assets/style-client.css">${CLIENT_SHEET}</style>`);
    expect(html.match(/ disabled=""/g)).toHaveLength(2);
  });

  it('leaves alone a link to another site, a sheet the assets do not have, and one that would end the <style> early', async () => {
    const s = site(
      page(
        '<link rel="stylesheet" href="https://fonts.example/x.css"/><link rel="stylesheet" href="/assets/missing.css"/><link rel="stylesheet" href="/assets/evil.css"/>',
      ),
      { '/assets/evil.css': 'a{}</style><script>alert(1)</script>' },
    );
    const html = await (await s.request(`${origin()}/contacts`)).text();
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/x.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/missing.css"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/evil.css"/>');
    expect(html).not.toContain('alert(1)');
    expect(s.asked).not.toContain('/x.css');
    expect(html.match(/<style /g)).toHaveLength(2);
  });

  it('does not touch what is not a page: JSON, an RSC payload', async () => {
    const s = site(page());
    const rsc = await s.request(`${origin()}/RSC/R/catalog.txt`, { headers: { accept: 'text/x-component' } });
    expect(await rsc.text()).not.toContain('<style');
    const api = await s.request(`${origin()}/api/health`);
    expect(await api.text()).not.toContain('<style');
  });
});
