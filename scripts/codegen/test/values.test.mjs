// The value-type table (sdk-core/api/values.json): a bad row fails generation naming it, and one
// field added to a copy of the table reaches every engine's rendering (TypeScript's interface,
// Unity's class, the Lua and GDScript references, the API reference's page) spelt each engine's way.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readOperations } from '../tables/operations.mjs';
import { readValues, valuesPath } from '../tables/values.mjs';
import { emit as emitTs } from '../values-ts.mjs';
import { emit as emitCs } from '../values-cs.mjs';
import { emit as emitLua } from '../values-doc-lua.mjs';
import { emit as emitGodot } from '../values-doc-godot.mjs';
import { valuesPage } from '../../docs/values-page.mjs';

const scratch = mkdtempSync(`${tmpdir()}/gamesdk-values-`);
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let copies = 0;
/** The table read from a copy changed by `change(table)`. */
function readChanged(change) {
  const table = JSON.parse(readFileSync(valuesPath, 'utf8'));
  change(table);
  const path = `${scratch}/values-${++copies}.json`;
  writeFileSync(path, JSON.stringify(table));
  return readValues(path);
}

test('a bad row fails naming it', () => {
  assert.throws(() => readChanged((t) => t.types.Purchase.fields.push({ name: 'refund', type: 'money', doc: 'x' })), /type Purchase field refund: type "money" is no kind/);
  assert.throws(() => readChanged((t) => t.types.Purchase.fields.push({ name: 'refund', type: 'string' })), /type Purchase field refund: needs a doc line/);
  assert.throws(() => readChanged((t) => t.types.Purchase.fields.push({ name: 'productId', type: 'string', doc: 'again' })), /type Purchase field productId: needs a camelCase name, once/);
  assert.throws(() => readChanged((t) => (t.types.PurchaseOptions.unity.ctor = ['productId', 'sku'])), /type PurchaseOptions: unity.ctor names sku, no field/);
  assert.throws(() => readChanged((t) => delete t.enums.RecoveryStep.docs.save), /enum RecoveryStep: a C# enum needs a doc for each value/);
});

test('a doc naming what does not exist fails the rendering', () => {
  const operations = readOperations();
  const values = readChanged((t) => (t.types.Purchase.doc = ['From {iap.refundAsync}.']));
  assert.throws(() => emitTs({ ...values, operations }), /doc names \{iap.refundAsync\}, no operation/);
  const field = readChanged((t) => (t.types.Purchase.fields[0].doc = 'See {Purchase.sku}.'));
  assert.throws(() => emitTs({ ...field, operations }), /doc names \{Purchase.sku\}, no field/);
});

test('a field added to the table reaches every engine, spelt its way', () => {
  const operations = readOperations();
  const values = readChanged((t) => t.types.Purchase.fields.push({ name: 'refundDeadline', type: 'string', nullable: true, doc: 'Last day of a refund of {Purchase.productId}; {null} when none.' }));
  const ts = emitTs({ ...values, operations });
  assert.match(ts, /\/\*\* Last day of a refund of `productId`; null when none\. \*\/\n {2}refundDeadline: string \| null;\n\}/);
  const cs = emitCs({ ...values, operations });
  assert.match(cs, /\[SerializeField\] private string refundDeadline;/);
  assert.match(cs, /public Purchase\(string productId, string purchaseToken, string signedRequest, bool isSandbox, string purchaseTime, string refundDeadline\)/);
  assert.match(cs, /\/\/\/ <summary>Last day of a refund of <see cref="ProductId"\/>; empty when none\.<\/summary>\n {8}public string RefundDeadline \{ get \{ return refundDeadline; \} \}/);
  assert.match(emitLua({ ...values, operations }), /\| `refund_deadline` \| string or nil \| Last day of a refund of `product_id`; nil when none\. \|/);
  assert.match(emitGodot({ ...values, operations }), /\| `refund_deadline` \| String or null \| Last day of a refund of `product_id`; null when none\. \|/);
  assert.match(valuesPage(values), /<code>refundDeadline<\/code><\/td><td><code>RefundDeadline<\/code><\/td><td><code>refund_deadline<\/code><\/td><td><code>refund_deadline<\/code>/);
});
