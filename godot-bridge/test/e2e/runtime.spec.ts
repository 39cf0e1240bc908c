// The real Godot 4.6 web runtime in Chromium loads a pack our writer made: the project's GDScript
// runs its checks on the engine (the pack's files, JavaScriptBridge's eval, interfaces, callbacks
// and promises) and reports them to the page.
import { test, expect } from '@playwright/test';
import { addonFiles, makeGameFolder } from '../support/godot-runtime.mjs';
import { failures, reportOf } from '../support/engine-page';
import { serveFolder, type Served } from '../support/serve-folder.mjs';

const bytes = Buffer.from(Array.from({ length: 37 }, (_, i) => (i * 7) % 256));

let served: Served;
test.beforeAll(async () => {
  const folder = makeGameFolder('runtime-check', {
    project: 'runtime-check',
    page: 'engine-only.html',
    extraFiles: [
      { path: 'res://extra/bytes.bin', data: bytes },
      { path: 'res://extra/empty.txt', data: '' },
      ...addonFiles(),
    ],
  });
  served = await serveFolder(folder);
});
test.afterAll(async () => served?.close());

test('the Godot 4.6 runtime starts with our pack and every GDScript check passes', async ({ page }) => {
  await page.goto(`${served.url}/index.html`);
  const { report, engineStartedMs, printed } = await reportOf(page, 'runtime-check');
  expect(failures(report)).toEqual([]);
  expect(report.results.map((check) => check.name)).toEqual([
    'the engine is Godot 4.6 stable, official build',
    'it runs as a web export',
    "the pack's autoload singleton is under /root before the main scene, and ready",
    'a text file reads back from the pack',
    'a file with a non-ASCII path reads back',
    'a binary file added by the test reads back byte for byte',
    'an empty file is in the pack and reads back empty',
    "the pack's folders list their files",
    'a path not in the pack is absent',
    'JavaScriptBridge.eval returns a number',
    'JavaScriptBridge.eval answers a JS boolean with a number, not a bool (so the transport asks for 1 or 0)',
    'JavaScriptBridge.eval returns a string',
    "get_interface('window') reaches the page",
    'a JS method called from GDScript returns a string',
    'a JS method named `call` is reached with callv (obj.call is Object.call)',
    'a Dictionary does not cross to JS as an object (the transport sends JSON text)',
    'a JS promise resolves into a create_callback callback',
    "the resolved object's fields read in GDScript",
    'JSON text from a JS promise parses to a Dictionary',
    'without gamesdk.js the web transport answers FEATURE_NOT_SUPPORTED',
    'a Godot 4.2 web export is refused, naming 4.3 and Thread Support off',
    'a Godot 4.0 web export is refused too',
    'a 4.6 export with Thread Support on is refused, naming the option',
    '4.3, this 4.6 and a later major version without threads are accepted',
  ]);
  expect(printed.join('\n')).toContain('Godot Engine v4.6.stable.official');
  expect(printed.join('\n')).toMatch(/OpenGL ES 3\.0 \(WebGL 2\.0.*Compatibility/); // the web renderer, on SwiftShader here
  expect(engineStartedMs).not.toBeNull();
  console.log(`engine start (new Engine to startGame resolved): ${engineStartedMs!.toFixed(0)} ms`);
});
