// Lint: a client component ('use client') runs in the browser, so neither it nor anything it
// imports may reach edge/ (the worker: sessions, tokens, upstream calls). Biome checks folder
// boundaries by path (biome.json); this follows the import graph from each client file, which
// a path rule cannot, and fails naming the chain. It also keeps each style sheet in its folder, and
// holds the one door between the site and the back office: the upstream imports of the site only
// common/with-upstream/, which imports nothing outside itself (docs/decisions/0027-one-copy-and-small-files.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ALIASES = { '@common/': 'common/', '@edge/': 'edge/', '@src/': 'src/' };
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The path an import names, before extensions are tried; null for a package. */
function target(from, spec) {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (alias) return path.join(root, ALIASES[alias], spec.slice(alias.length));
  return spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
}

function resolve(from, spec) {
  const base = target(from, spec);
  if (!base) return null;
  for (const ext of ['', ...EXTENSIONS]) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const importsOf = new Map();
function imports(file) {
  if (!importsOf.has(file)) {
    const text = readFileSync(file, 'utf8');
    // Type-only imports vanish from the bundle, but types of the worker have no place in the browser either.
    const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g)];
    importsOf.set(file, specs.map((m) => resolve(file, m[1] ?? m[2])).filter(Boolean));
  }
  return importsOf.get(file);
}

const isClient = (file) =>
  /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8'));
const rel = (file) => path.relative(root, file);

const problems = [];
for (const file of files(path.join(root, 'src')).filter(isClient)) {
  const seen = new Set([file]);
  const queue = [[file]];
  while (queue.length) {
    const chain = queue.shift();
    for (const next of imports(chain.at(-1))) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (rel(next).startsWith(`edge${path.sep}`)) {
        problems.push([...chain, next].map(rel).join(' → '));
        continue;
      }
      queue.push([...chain, next]);
    }
  }
}

// A component's sheet lives beside it (docs/decisions/0002): a file imports only the sheets of its
// own folder, and a block another folder needs comes with that folder's component. The one
// exception is the global sheet, which the root layout brings.
const GLOBAL_SHEET = path.join(root, 'src/styles/global.css');
const ROOT_LAYOUT = path.join(root, 'src/pages/_root.tsx');
const foreignSheetsOf = (file, text) =>
  [...text.matchAll(/^import\s+['"]([^'"]+\.css)['"]/gm)]
    .map((m) => target(file, m[1]))
    .filter((sheet) => path.dirname(sheet) !== path.dirname(file) && !(file === ROOT_LAYOUT && sheet === GLOBAL_SHEET))
    .map((sheet) => `${rel(file)} → ${rel(sheet)}`);
// Self-test: the check must see a foreign sheet through either path form, and let the global one by.
const sample = path.join(root, 'src/components/account/Sample.tsx');
const caught = foreignSheetsOf(
  sample,
  "import './own.css';\nimport '../forms/forms.css';\nimport '@src/styles/x.css';\n",
);
if (caught.length !== 2 || foreignSheetsOf(ROOT_LAYOUT, "import '../styles/global.css';\n").length) {
  console.error(`The foreign style sheet check is broken: it found ${JSON.stringify(caught)}`);
  process.exit(1);
}
const foreignSheets = files(path.join(root, 'src')).flatMap((file) =>
  foreignSheetsOf(file, readFileSync(file, 'utf8')),
);

// The back office stands for a separate system: what both must compute alike (the address key,
// the lease formula, CP1251, Russian zod texts, PDF text, the early buyout, a bill's purpose) lives
// in common/with-upstream/, the one folder of the site it may import; that folder reaches nothing
// else of the site, so the upstream cannot reach it through a chain either.
const SHARED = `common${path.sep}with-upstream${path.sep}`;
const siteFolders = ['common', 'edge', 'src', 'state'].map((folder) => `${folder}${path.sep}`);
const sharedProblems = [
  ...files(path.join(root, 'upstream')).map((file) => [file, (next) => !rel(next).startsWith(SHARED)]),
  ...files(path.join(root, 'common', 'with-upstream')).map((file) => [file, (next) => !rel(next).startsWith(SHARED)]),
].flatMap(([file, outside]) =>
  imports(file)
    .filter((next) => siteFolders.some((folder) => rel(next).startsWith(folder)) && outside(next))
    .map((next) => `${rel(file)} → ${rel(next)}`),
);
if (sharedProblems.length) {
  console.error("The back office and common/with-upstream/ import of the site's folders only common/with-upstream/:");
  for (const p of sharedProblems) console.error(`  ${p}`);
}

if (problems.length) {
  console.error('Client components must not import edge/ (move what the browser needs to common/):');
  for (const p of problems) console.error(`  ${p}`);
}
if (foreignSheets.length) {
  console.error("Style sheets imported from another folder (render that folder's component instead):");
  for (const p of foreignSheets) console.error(`  ${p}`);
}
if (problems.length || foreignSheets.length || sharedProblems.length) process.exit(1);
console.log(
  'Import boundaries: no client component reaches edge/; every sheet is imported from its own folder; the upstream reaches only common/with-upstream/.',
);
