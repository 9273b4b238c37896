import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { UPSTREAM_PORT } from '../../playwright.config';

/** The W3C Nu HTML checker (vnu-jar, offline, needs Java) on the HTML the site serves. */
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

const PAGES = [
  '/',
  '/catalog',
  '/catalog?brand=kia',
  '/news',
  '/about',
  '/credit',
  '/trade-in',
  '/contacts',
  '/leasing-calculator',
  '/login',
  '/login?mode=restore',
  '/registration',
  '/no/such/page',
];

type VnuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string };

test('every public page is valid HTML for the W3C Nu checker', async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  // The server renders per device class (the viewport cookie): each project checks its own HTML.
  const headers = { cookie: `viewport=${testInfo.project.name === 'phone' ? 'mobile' : 'desktop'}` };
  const upstream = `http://localhost:${UPSTREAM_PORT}/api/v1`;
  const cars = await (await request.get(`${upstream}/cars/popular-cars?limit=1`)).json();
  const news = await (await request.get(`${upstream}/news?perPage=1`)).json();
  const pages = [...PAGES, `/catalog/${cars.items[0].slug}`, `/news/${news.items[0].code}`];
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  for (const [i, page] of pages.entries()) {
    const res = await request.get(page, { headers });
    expect(res.status(), page).toBeLessThan(page === '/no/such/page' ? 500 : 300);
    const file = path.join(dir, `page-${i}.html`);
    writeFileSync(file, await res.text());
    files.set(`file:${file}`, page);
  }
  let output = '';
  try {
    execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', dir], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (err) {
    // vnu exits 1 when it finds errors and reports them on stderr.
    output = (err as { stderr?: string }).stderr ?? String(err);
  }
  const messages: VnuMessage[] = output ? JSON.parse(output).messages : [];
  const errors = messages
    .filter((m) => m.type === 'error')
    .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`.trim());
  expect(errors).toEqual([]);
});
