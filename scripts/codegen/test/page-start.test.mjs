// The page start's emitter: the snippet from the packages' constants, every marked copy rewritten
// at its own indentation (tabs in a tab-indented template), and a target without a copy refused.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emit, pageStart, targets } from '../page-start.mjs';

const input = { queryParameter: 'sdk_platform', launchMeta: 'gamesdk-platform', handover: 'gamesdkPageStart', marks: { src: 'data-gamesdk-src', loaded: 'data-gamesdk-loaded', failed: 'data-gamesdk-failed' }, platforms: [{ id: 'partner', urlMeta: 'partner-sdk-url', defaultPath: '/partner-platform/v1/partner-sdk.js', global: 'PartnerSDK', session: 'init' }] };

test('the snippet reads the names and the path it is given, runs the platform SDK as the core marks a script, and leaves its session for the adapter', () => {
  const snippet = pageStart(input);
  assert.match(snippet, /get\('sdk_platform'\) \|\| meta\('gamesdk-platform'\)/);
  assert.match(snippet, /\{ 'partner': \['partner-sdk-url', '\/partner-platform\/v1\/partner-sdk\.js', 'PartnerSDK', 'init'\] \}/);
  // The marks the core's loadScript looks for, so the SDK reuses this tag and loads no second copy.
  assert.match(snippet, /createElement\('script'\)/);
  assert.match(snippet, /script\.setAttribute\('data-gamesdk-src', script\.src\);/);
  assert.match(snippet, /script\.setAttribute\('data-gamesdk-loaded', 'true'\)/);
  assert.match(snippet, /script\.setAttribute\('data-gamesdk-failed', 'true'\)/);
  // The session under the hand-over's name, by platform id, its failure left for initializeAsync.
  assert.match(snippet, /\(w\['gamesdkPageStart'\] = w\['gamesdkPageStart'\] \|\| \{\}\)\[id\] = session;/);
  assert.match(snippet, /session\.catch\(function \(\) \{\}\);/);
  assert.doesNotMatch(snippet, /preload/);
  assert.equal(emit(input, null, targets[0]), `${snippet}\n`);
});

test('every marked copy is rewritten at its indentation, tabs kept; the rest of the file is untouched', () => {
  const file = '<head>\n\t<!-- gamesdk page start old -->\n\t<script>old()</script>\n\t<script src="gamesdk.js"></script>\n</head>\n```html\n<!-- gamesdk page start -->\n<script></script>\n```\n';
  const text = emit(input, file, 'some/page.html');
  const lines = text.split('\n');
  assert.equal(lines[1], `\t${pageStart(input).split('\n')[0]}`);
  assert.equal(lines[3], '\t\t(function (w, d, scripts) {');
  assert.ok(text.includes('\t</script>\n\t<script src="gamesdk.js"></script>\n</head>\n```html\n<!-- gamesdk page start (generated'));
  assert.ok(text.endsWith('</script>\n```\n'));
  assert.ok(!text.includes('old()'));
  assert.equal(emit(input, text, 'some/page.html'), text);
});

test('a target without a copy is refused, and nothing is made before the packages are built', () => {
  assert.throws(() => emit(input, '<script src="gamesdk.js"></script>\n', 'some/page.html'), /no page start to keep up to date/);
  assert.equal(emit(null, 'anything', 'some/page.html'), null);
});
