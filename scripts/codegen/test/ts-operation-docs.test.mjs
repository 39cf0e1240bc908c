// TypeScript's doc comments of plain operations are the manifest's doc (scripts/codegen/
// ts-operation-docs.mjs): a changed description reaches sdk-core's interface, its @example kept;
// a shaped operation's comment (each engine describes its own shape) is left as written.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readOperations } from '../tables/operations.mjs';
import { emit } from '../ts-operation-docs.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const current = (path) => readFileSync(`${root}${path}`, 'utf8');

test('the repository holds the generated descriptions', () => {
  for (const path of ['sdk-core/src/sdk.ts', 'sdk-core/src/modules/data.ts']) assert.equal(emit(readOperations(), current(path), path), current(path));
});

test('a changed description reaches the interface with its example kept', () => {
  const operations = readOperations().map((op) => (op.module === 'data' && op.name === 'getString' ? { ...op, doc: ['The text under {@key}; see {data.setString} and {NOT_INITIALIZED}.'] } : op));
  const out = emit(operations, current('sdk-core/src/modules/data.ts'), 'sdk-core/src/modules/data.ts');
  assert.match(out, /\/\*\*\n {3}\* The text under `key`; see `data.setString` and NOT_INITIALIZED\.\n {3}\* @example const level = Number\(Sdk\.data\.getString\('level'\) \?\? '1'\);\n {3}\*\/\n {2}getString\(key: string\): string \| null;/);
});

test('a shaped operation keeps its own comment; a doc naming nothing known fails', () => {
  const ads = current('sdk-core/src/modules/ads.ts');
  const operations = readOperations().map((op) => (op.module === 'ads' && op.name === 'showInterstitial' ? { ...op, doc: ['Changed.'] } : op));
  assert.equal(emit(operations, ads, 'sdk-core/src/modules/ads.ts'), ads);
  const wrong = readOperations().map((op) => (op.module === 'data' && op.name === 'removeKey' ? { ...op, doc: ['See {data.nothing}.'] } : op));
  assert.throws(() => emit(wrong, current('sdk-core/src/modules/data.ts'), 'sdk-core/src/modules/data.ts'), /data\.removeKey: doc names \{data\.nothing\}/);
});
