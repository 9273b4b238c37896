// Lint: a client component ('use client') runs in the browser, so neither it nor anything it
// imports may reach edge/ (the worker: sessions, tokens, upstream calls). Biome checks folder
// boundaries by path (biome.json); this follows the import graph from each client file, which
// a path rule cannot, and fails naming the chain.
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

function resolve(from, spec) {
  let base;
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (alias) base = path.join(root, ALIASES[alias], spec.slice(alias.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
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

if (problems.length) {
  console.error('Client components must not import edge/ (move what the browser needs to common/):');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('Import boundaries: no client component reaches edge/.');
