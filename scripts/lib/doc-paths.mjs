// What `scripts/check-doc-paths.mjs` (npm run lint) reads as a repository path in prose: a
// Markdown page or a code comment. Pure functions of a text, so tests/unit/doc-paths.test.ts
// feeds them lines without a file system.
//
// The rule, kept narrow so prose never trips it:
// - a token starts at a known top-level folder (`edge/`, `src/`, …; not after a letter, `/`, `.`,
//   `@` or `-`, so `@edge/x`, `dist/src/x` and URLs are not paths) and runs to a space, a quote,
//   a backtick, a comma or a guillemet;
// - trailing sentence punctuation is not part of it; a `)` only when the token opened none;
// - it counts when it ends with a file extension (`.ts`, `.d.ts`, `.md`) or with `/` (a folder);
// - a token holding a placeholder or a glob (`*`, `{id}`, `<name>`, `…`, `...`, `$`, `:`, `|`)
//   names a family of files, not one: skipped.
// Markdown links with a relative target (`[0007](0007-rate-limits.md)`) count too, relative to
// the page.
import ts from 'typescript';

/** Top-level folders of the repository a path in prose may start at. */
export const TOP_FOLDERS = [
  'bench',
  'common',
  'docs',
  'edge',
  'public',
  'scripts',
  'src',
  'state',
  'tests',
  'upstream',
];

const START = new RegExp(`(?<![A-Za-z0-9_/.@\\-])(?:${TOP_FOLDERS.join('|')})/[^\\s\`'"«»,]*`, 'g');
const PLACEHOLDER = /[*{}<>…$:|]|\.\.\./;
const TRAILING = /[.,;:!?]+$/;
const EXTENSION = /\/[^/]*[^/.]\.[A-Za-z][A-Za-z0-9]{0,7}$/;

/** A token with trailing sentence punctuation and unbalanced closing brackets removed. */
function trimToken(token) {
  let t = token;
  for (;;) {
    const before = t;
    t = t.replace(TRAILING, '');
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ]) {
      if (t.endsWith(close) && t.split(open).length < t.split(close).length) t = t.slice(0, -1);
    }
    if (t === before) return t;
  }
}

/**
 * The repository paths a piece of prose names, in order, each once: `{ path, folder }` where
 * `folder` says it ends with `/`.
 */
export function pathsInText(text) {
  const found = new Map();
  for (const match of text.matchAll(START)) {
    const token = trimToken(match[0]);
    if (PLACEHOLDER.test(token)) continue;
    const folder = token.endsWith('/');
    if (!folder && !EXTENSION.test(token)) continue;
    if (!found.has(token)) found.set(token, { path: token, folder });
  }
  return [...found.values()];
}

/** Relative targets of Markdown links (`[text](target)`), without a `#fragment`; never a URL. */
export function markdownLinks(text) {
  const links = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1].split('#')[0];
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    if (PLACEHOLDER.test(target)) continue;
    links.push(target);
  }
  return [...new Set(links)];
}

/** The text of every comment (line, block, JSDoc) of a .ts/.tsx/.mjs source, as the parser sees it. */
export function commentsOf(fileName, source) {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map();
  const collect = (ranges) => {
    for (const r of ranges ?? []) if (!seen.has(r.pos)) seen.set(r.pos, source.slice(r.pos, r.end));
  };
  // Tokens too (getChildren, not forEachChild): a comment before a closing `}` leads only that token.
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  collect(ts.getLeadingCommentRanges(source, 0));
  visit(file);
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
}
