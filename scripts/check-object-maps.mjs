// Lint: an object is never a map for outside keys. `labels[value]` on a plain object answers the
// built-in `Object` function for `constructor` (a 500 once), `__proto__` as a key writes the
// prototype, and `key in obj` is true for `toString`. With the type checker this finds every
// index of an object by a wide `string` (or `in` test of one) in src/, edge/, common/ and the
// upstream: use a Map, `ownValue`/`hasOwnKey` (common/own-keys.ts, upstream/src/http/own-keys.ts),
// or a typed key (a union of literals). Arrays, Maps and typed keys never match.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'edge', 'common', 'upstream/src'].map((f) => `${path.join(root, f)}${path.sep}`);

const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const inScope = (fileName) => FOLDERS.some((f) => fileName.startsWith(f)) && !fileName.endsWith('.gen.ts');
const program = ts.createProgram({ rootNames: parsed.fileNames.filter(inScope), options: parsed.options });
const checker = program.getTypeChecker();

/** A key type wider than a set of literals: `string`, or a union or template that holds it. */
function isWideString(type) {
  if (type.isUnion()) return type.types.some(isWideString);
  return Boolean(type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.Any));
}

/** An object whose own keys are not its index: not an array, tuple, typed array or string. */
function isPlainObject(type) {
  const apparent = checker.getApparentType(checker.getNonNullableType(type));
  if (apparent.isUnion()) return apparent.types.some(isPlainObject);
  if (checker.isArrayType(apparent) || checker.isTupleType(apparent)) return false;
  if (apparent.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return false;
  return Boolean(apparent.flags & ts.TypeFlags.Object) && !apparent.getNumberIndexType();
}

/** `Object.create(null)` or `nullRecord()`: a record without a prototype. */
const isNullRecordCall = (node) =>
  node !== undefined &&
  ts.isCallExpression(node) &&
  (node.expression.getText() === 'nullRecord' ||
    (node.expression.getText() === 'Object.create' && node.arguments[0]?.kind === ts.SyntaxKind.NullKeyword));

/** A variable made by `nullRecord()` (or `Object.create(null)`): any key is its own. */
function isNullRecord(expression) {
  if (!ts.isIdentifier(expression)) return false;
  const declaration = checker.getSymbolAtLocation(expression)?.valueDeclaration;
  return (
    declaration !== undefined && ts.isVariableDeclaration(declaration) && isNullRecordCall(declaration.initializer)
  );
}

/** The helpers themselves check `Object.hasOwn` before they index. */
const HELPERS = ['common/own-keys.ts', 'upstream/src/http/own-keys.ts'].map((f) => path.join(root, f));

const problems = [];
const report = (file, node, what) => {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  problems.push(`${path.relative(root, file.fileName)}:${line + 1}: ${what}: ${node.getText(file).slice(0, 80)}`);
};

for (const file of program.getSourceFiles()) {
  if (!inScope(file.fileName) || HELPERS.includes(path.normalize(file.fileName))) continue;
  const visit = (node) => {
    if (ts.isElementAccessExpression(node)) {
      const key = checker.getTypeAtLocation(node.argumentExpression);
      const object = node.expression;
      if (isWideString(key) && !isNullRecord(object) && isPlainObject(checker.getTypeAtLocation(object))) {
        report(file, node, 'an object indexed by any string');
      }
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword) {
      if (isWideString(checker.getTypeAtLocation(node.left))) report(file, node, '`in` with any string');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

if (problems.length) {
  console.error('An object is not a map for outside keys (use a Map, ownValue/hasOwnKey, or a typed key):');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('Object maps: no object is indexed by an untyped string.');
