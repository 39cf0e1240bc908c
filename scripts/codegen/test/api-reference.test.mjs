// The API reference (npm run docs; scripts/docs/): built from the manifest, the error table, the
// rules, the doc comments and each engine's sources, with every internal link checked, and failing
// loudly when a source drifts. test/e2e/docs opens the written site in Chromium.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readOperations } from '../tables/operations.mjs';
import { errorsByOperation } from '../../docs/errors-for.mjs';
import { buildSite, deadLinks } from '../../docs/site.mjs';

test('a page per module, each operation with its TypeScript, C# and Lua spelling', () => {
  const files = buildSite();
  const modules = [...new Set(readOperations().map((op) => op.module || 'sdk'))];
  for (const module of modules) assert.ok(files.has(`modules/${module}.html`), `modules/${module}.html`);
  const data = files.get('modules/data.html');
  assert.match(data, /Sdk\.data\.setStringAsync\(key: string, value: string\): Promise&lt;boolean&gt;/);
  assert.match(data, /Task&lt;bool&gt; Sdk\.Sdk\.Data\.SetStringAsync\(string key, string value\)/);
  assert.match(data, /sdk\.data_set_string_async\(key, value, \[callback\]\)/);
  assert.match(files.get('modules/sdk.html'), /Sdk\.Sdk\.OnExitRequested \+= handler;/);
});

test('a producedBy entry that names no operation, module or general case fails the build, naming it', () => {
  const operations = readOperations();
  assert.throws(() => errorsByOperation(operations, [{ code: 'FEATURE_NOT_SUPPORTED', producedBy: ['haptics'] }]), /FEATURE_NOT_SUPPORTED: producedBy "haptics" names no operation/);
  const byContext = errorsByOperation(operations, [{ code: 'NO_FILL', producedBy: ['ads.showInterstitial'] }, { code: 'TIMEOUT', producedBy: ['any asynchronous platform call'] }]);
  assert.deepEqual(byContext.get('ads.showInterstitial'), [{ code: 'NO_FILL', general: false }]);
  assert.deepEqual(byContext.get('iap.purchaseAsync'), [{ code: 'TIMEOUT', general: true }]);
  assert.deepEqual(byContext.get('haptics.triggerAsync'), []); // quiet on the partner platform: never waits on it
});

test('a link to a missing page or a missing id is reported', () => {
  const files = new Map([
    ['index.html', '<a href="modules/a.html#x">a</a> <a href="modules/b.html">b</a> <a href="#top">top</a> <a href="https://example.com/">out</a>'],
    ['modules/a.html', '<h2 id="y">y</h2> <a href="../index.html">home</a>'],
  ]);
  assert.deepEqual(deadLinks(files), ['index.html: modules/a.html#x (modules/a.html has no id x)', 'index.html: href modules/b.html (no modules/b.html)', 'index.html: #top (index.html has no id top)']);
});
