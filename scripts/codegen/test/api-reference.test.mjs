// The API reference (npm run docs; scripts/docs/): built from the manifest, the error table, the
// rules, the doc comments and each engine's sources, with every internal link checked, and failing
// loudly when a source drifts. test/e2e/docs opens the written site in Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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

test('a link into the repository must name a tracked file and heading at the release tag', () => {
  const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  const repo = 'https://github.com/gamesdk/gamesdk';
  const files = new Map([['index.html', [
    `<a href="${repo}/blob/v${version}/README.md#working-here">ok</a>`,
    `<a href="${repo}/blob/main/README.md">main</a>`,
    `<a href="${repo}/blob/v${version}/nothing.md">gone</a>`,
    `<a href="${repo}/blob/v${version}/README.md#nowhere">no heading</a>`,
  ].join(' ')]]);
  assert.deepEqual(deadLinks(files), [
    `index.html: ${repo}/blob/main/README.md (not at the release's tag v${version})`,
    `index.html: ${repo}/blob/v${version}/nothing.md (no such file in the repository)`,
    `index.html: ${repo}/blob/v${version}/README.md#nowhere (no heading #nowhere)`,
  ]);
});

test('the site holds a guide for each part of the product, and a README heading a guide shows links into the site', () => {
  const files = buildSite();
  for (const slug of ['install', 'call-sequence', 'game-backend', 'cli', 'local-testing', 'loading-screen-modes', 'control-surface', 'dashboard', 'launch-checklist', 'contributing']) assert.ok(files.has(`guides/${slug}.html`), slug);
  // The checklist points at the loading screen modes: the guide, not the repository.
  assert.match(files.get('guides/launch-checklist.html'), /href="loading-screen-modes\.html"/);
  // The CLI README's link to the root README's install section, absolute in the tarball, stays in the site.
  assert.match(files.get('guides/cli.html'), /href="install\.html"/);
  // Only the contributing guide gives this repository's commands.
  for (const [path, text] of files) if (path.endsWith('.html') && path !== 'guides/contributing.html' && typeof text === 'string') assert.doesNotMatch(text, /npm run |npm start|from this repository's root/, path);
  assert.match(files.get('modules/iap.html'), /await GameSdk\.iap\.purchase\(options: Variant\) -&gt; Result/);
});

test('the reference says what each operation does on the partner platform, without contradicting itself', () => {
  const files = buildSite();
  const section = (page, id) => {
    const text = files.get(page);
    const start = text.indexOf(`<section class="operation" id="${id}">`);
    assert.ok(start >= 0, `${page}#${id}`);
    return text.slice(start, text.indexOf('</section>', start));
  };
  // isInitialized answers before initialisation: no NOT_INITIALIZED listed for it.
  assert.doesNotMatch(section('modules/sdk.html', 'isInitialized'), /NOT_INITIALIZED/);
  assert.match(section('modules/sdk.html', 'startGameAsync'), /NOT_INITIALIZED/);
  // Ads only report no fill on the partner platform.
  for (const id of ['showInterstitial', 'showRewarded']) assert.match(section('modules/ads.html', id), /<p class="partner">Accepted on the partner platform, which shows no ads: it only reports no fill/);
  // The prompt's login is a TypeScript method of the prompt, not "not in this engine".
  const login = section('modules/auth.html', 'registrationPromptLogin');
  assert.match(login, /prompt\.login\(\): Promise&lt;void&gt;/);
  assert.doesNotMatch(login, /no Sdk method in TypeScript|not in this engine/);
  // parseError: a Lua helper, not a TypeScript member of Sdk.
  assert.match(section('modules/sdk.html', 'parseError'), /A helper of the Lua bridge/);
});
