import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../../common/pages';

/** The W3C Nu HTML checker (vnu-jar, offline, needs Java) on the HTML the site serves. */
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

/** Every public page of the one page list, two of them in another state, and the 404. */
const PAGES = [
  ...PUBLIC_PAGES.map((page) => page.sample),
  '/catalog?brand=kia',
  '/login?mode=restore',
  '/no/such/page',
];

type VnuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string };

test('every public page is valid HTML for the W3C Nu checker', { tag: '@phone' }, async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  // The server renders per device class (the viewport cookie): each project checks its own HTML.
  const headers = { cookie: `viewport=${testInfo.project.name === 'phone' ? 'mobile' : 'desktop'}` };
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  for (const [i, page] of PAGES.entries()) {
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
