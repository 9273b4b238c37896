import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE, SESSION_REVOKED_MESSAGE } from '../../edge/errors';
import { commentsOf, markdownLinks, pathsInText } from '../../scripts/lib/doc-paths.mjs';

const paths = (text: string) => pathsInText(text).map((p) => p.path);

describe('what the doc-path lint reads as a repository path (scripts/lib/doc-paths.mjs)', () => {
  it('takes a file or folder under a known top-level folder, in backticks or plain text', () => {
    expect(paths('See `edge/routes/health.ts` and common/forms/ then upstream/API-account.md.')).toEqual([
      'edge/routes/health.ts',
      'common/forms/',
      'upstream/API-account.md',
    ]);
    expect(pathsInText('state/src/')).toEqual([{ path: 'state/src/', folder: true }]);
  });

  it('leaves out sentence punctuation and a closing bracket it did not open', () => {
    expect(paths('(`edge/session/refresh.ts`), src/pages/account/cars/[id].tsx; tests/unit/x.test.ts:')).toEqual([
      'edge/session/refresh.ts',
      'src/pages/account/cars/[id].tsx',
      'tests/unit/x.test.ts',
    ]);
    expect(paths('(see src/pages/(site)/index.tsx)')).toEqual(['src/pages/(site)/index.tsx']);
  });

  it('needs an extension or a trailing slash: a folder named in passing is not checked', () => {
    expect(paths('edge/ and src/ (the folders), edge/middleware or src/pages, edge/errors')).toEqual(['edge/', 'src/']);
    expect(paths('a sentence ends at edge/routes.')).toEqual([]);
  });

  it('skips globs and placeholders: they name a family of files', () => {
    expect(
      paths(
        '`tests/integration/upstream/account-*.test.ts`, src/pages/{id}.tsx, tests/e2e/<name>.spec.ts, `upstream/seed/….mjs`, tests/e2e/.../a.ts, bench/$x.json, edge/a:b.ts',
      ),
    ).toEqual([]);
  });

  it('is not fooled by aliases, URLs, other roots or words that end in a folder name', () => {
    expect(
      paths(
        '`@edge/errors.ts`, https://x.ru/src/a.ts, dist/server/index.js, ./edge/a.ts, mysrc/a.ts, leasing-state/x.ts',
      ),
    ).toEqual([]);
  });

  it('reads each path once', () => {
    expect(paths('edge/app.ts, edge/app.ts')).toEqual(['edge/app.ts']);
  });

  it('reads relative Markdown links, never URLs or anchors', () => {
    expect(
      markdownLinks('[0007](0007-rate-limits.md), [a](#x), [b](https://x.ru/a.md), [c](../README.md#top)'),
    ).toEqual(['0007-rate-limits.md', '../README.md']);
  });

  it('reads line, block and JSDoc comments, never strings, templates or regular expressions', () => {
    const source = [
      '/** JSDoc names edge/a.ts. */',
      "const s = '// edge/not-a-comment.ts';",
      'const r = /\\/\\/ edge\\/regex.ts/;',
      'const t = `/* src/template.ts */`;',
      'f(); // line edge/b.ts',
      '/* block',
      '   common/c.ts */',
      'export {};',
    ].join('\n');
    const comments = commentsOf('x.ts', source).join('\n');
    expect(paths(comments)).toEqual(['edge/a.ts', 'edge/b.ts', 'common/c.ts']);
    expect(commentsOf('x.tsx', 'const a = <div>{/* src/jsx.tsx */}</div>;').join('')).toContain('src/jsx.tsx');
  });
});

describe('the README quotes the session messages the edge shows', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8').replace(/\s+/g, ' ');
  it.each([SESSION_EXPIRED_MESSAGE, SESSION_REVOKED_MESSAGE])('«%s»', (message) => {
    expect(readme).toContain(`«${message}»`);
  });
});
