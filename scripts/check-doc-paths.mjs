// Lint (npm run lint): docs that cannot drift. Every repository path named in the README,
// docs/**/*.md, edge/SESSION.md, upstream/API-*.md or a code comment (.ts/.tsx/.mjs under the
// code folders) must exist, and every «decision NNNN» must have its file in docs/decisions/.
// What counts as a path: scripts/lib/doc-paths.mjs (tests/unit/doc-paths.test.ts).
// A path is found at the repository root, or, in a file of a worker folder (upstream/, state/),
// inside that folder (in a file of upstream/, `src/` is upstream/src/). A
// missing path git ignores (upstream/.dev.vars, bench/results.json) is generated: named rightly.
// bench/HISTORY.md is a dated record of what was, so its old paths stay.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { commentsOf, markdownLinks, pathsInText } from './lib/doc-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CODE_FOLDERS = ['common', 'edge', 'src', 'upstream', 'state', 'scripts', 'tests', 'bench'];
const WORKER_FOLDERS = new Set(['upstream', 'state']);

function walk(dir, keep) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, keep);
    return keep(name) ? [path.relative(root, full)] : [];
  });
}

const docs = [
  'README.md',
  'edge/SESSION.md',
  ...walk(path.join(root, 'docs'), (n) => n.endsWith('.md')),
  ...readdirSync(path.join(root, 'upstream'))
    .filter((n) => /^API-.*\.md$/.test(n))
    .map((n) => `upstream/${n}`),
];
const code = CODE_FOLDERS.flatMap((folder) =>
  walk(path.join(root, folder), (n) => /\.(tsx?|mjs)$/.test(n) && !n.endsWith('.gen.ts')),
);

const decisions = readdirSync(path.join(root, 'docs/decisions'));
/** Where `named` (in `file`) may be found; the first that exists wins. */
const candidates = (file, named) => {
  const top = file.split('/')[0];
  return [named, ...(WORKER_FOLDERS.has(top) ? [`${top}/${named}`] : [])];
};
const exists = (p, folder) => existsSync(path.join(root, p)) && (!folder || statSync(path.join(root, p)).isDirectory());

/** [file, line, named] of every path that is not there. */
const missing = [];
function check(file, text, offsetLine, links) {
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const { path: named, folder } of pathsInText(line)) {
      if (!candidates(file, named).some((p) => exists(p, folder))) missing.push([file, offsetLine + i, named]);
    }
    for (const m of line.matchAll(/\bdecisions?\s+(\d{4})\b/gi)) {
      if (!decisions.some((d) => d.startsWith(`${m[1]}-`))) missing.push([file, offsetLine + i, `decision ${m[1]}`]);
    }
    if (links) {
      for (const target of markdownLinks(line)) {
        const p = path.relative(root, path.resolve(root, path.dirname(file), target));
        if (!exists(p, false)) missing.push([file, offsetLine + i, target]);
      }
    }
  });
}

for (const file of docs) check(file, readFileSync(path.join(root, file), 'utf8'), 1, true);
for (const file of code) {
  const source = readFileSync(path.join(root, file), 'utf8');
  let from = 0;
  for (const comment of commentsOf(file, source)) {
    const at = source.indexOf(comment, from);
    from = at + comment.length;
    check(file, comment, source.slice(0, at).split('\n').length, false);
  }
}

// A missing path git ignores is one the tools write (`.dev.vars`, `bench/results.json`).
const ignored = new Set();
const named = missing.filter(([, , p]) => !p.startsWith('decision ')).map(([, , p]) => p);
if (named.length) {
  const git = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: named.join('\n') });
  for (const line of git.stdout.toString().split('\n')) if (line) ignored.add(line);
}
const problems = missing.filter(([, , p]) => !ignored.has(p));

if (problems.length) {
  console.error('Paths named in docs or comments that do not exist (fix the text or the path):');
  for (const [file, line, p] of problems) console.error(`  ${file}:${line}  ${p}`);
  process.exit(1);
}
console.log(`Doc paths: every path named in ${docs.length} pages and the comments of ${code.length} files exists.`);
