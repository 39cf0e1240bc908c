// The operation manifest describes operations, not code: no field of sdk-core/api/operations.json
// holds C# or JavaScript source text (object initialisers, lambdas, generics, XML doc tags, the
// old reshaping tables), so no generator has code to parse. The TypeScript types (ts, result)
// are the SDK's own contract, held to sdk-core by the TypeScript type test, and are left out.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { operationsPath, readOperations } from '../tables/operations.mjs';

const SOURCE = [
  [/\bnew\s+[A-Z]\w*\s*[({]/, 'a C# object creation'],
  [/=>/, 'a lambda'],
  [/\{\s*args\s*:/, "the Defold JS library's args table"],
  [/\$\)|\$\.|\(\$/, "a call template ($)"],
  [/\b[A-Za-z_]\w*<[A-Za-z_][\w.]*(\[\])?(,\s*\w+)*>/, 'a generic type'],
  [/<\/?[a-zA-Z]+(\s+[a-z]+="[^"]*")*\s*\/?>/, 'an XML doc tag'],
  [/\bglobal::|\b(?:public|internal|static|var|function|return)\s/, 'a keyword of source text'],
  [/\w\[\]\s+\w/, 'a C# array declaration'],
  [/;\s*$/, 'a statement'],
];
const TYPESCRIPT = new Set(['ts', 'result']);

/** Every string in the manifest's operations, with where it is, leaving out the TypeScript types. */
function* strings(value, where) {
  if (typeof value === 'string') yield [where, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${where}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!TYPESCRIPT.has(key)) yield* strings(item, `${where}.${key}`);
  }
}

/** The places that hold source text, as "where: what". */
function sourceIn(manifest) {
  const found = [];
  for (const op of manifest.operations) {
    for (const [where, text] of strings(op, `${op.module ? `${op.module}.` : ''}${op.name}`)) {
      for (const [pattern, what] of SOURCE) if (pattern.test(text)) found.push(`${where}: ${what}: ${text}`);
    }
  }
  return found;
}

test('operations.json holds no C# or JS source text', () => {
  assert.deepEqual(sourceIn(JSON.parse(readFileSync(operationsPath, 'utf8'))), []);
});

test('the scan finds each kind of source text the manifest used to hold', () => {
  const planted = [
    'new KeyArgs { key = key }', 'options ?? new ReferralShareOptions()', 'Platforms.FromId($)', '$.Get()',
    "{ args: ['list'], result: 'payload' }", '<summary>Removes <paramref name="key"/>.</summary>', 'string[] keys',
    'global::Sdk.Tournament', 'Action<SdkError>', 'closed => Debug.Log(closed)', 'var x = 1;',
  ];
  for (const text of planted) {
    const found = sourceIn({ operations: [{ module: 'data', name: 'x', doc: [text] }] });
    assert.equal(found.length > 0, true, `the scan misses ${text}`);
  }
});

test('the manifest is read and checked, and every table argument of a plain operation has a value kind', () => {
  const operations = readOperations();
  assert.equal(operations.length, 95);
  const plain = ['sync', 'void', 'async'];
  const unkinded = operations.filter((op) => plain.includes(op.kind) && !op.bridgeOnly).flatMap((op) => op.args.filter((arg) => arg.type === 'table' && arg.bridged !== false && arg.value === undefined).map((arg) => `${op.module}.${op.name}(${arg.name})`));
  assert.deepEqual(unkinded, []);
});
