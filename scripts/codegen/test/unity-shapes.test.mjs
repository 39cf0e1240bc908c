// Acceptance of the manifest's bridge column: a callback operation of bridge `ad` added
// to a copy of the manifest (ads.showRewardedInterstitial) and generated into a scratch folder gets
// its public C# method with the ad shape's signature and its doc comment (the package compiles
// with it: mcs, warnings as errors) and its jslib row, which the jslib's hand-written ad shape runs
// against the SDK method the path names; the Defold extension's entry point and JS library row
// hand it to their ad shapes; nothing hand-written changes.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { operationsPath } from '../lib/operations.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const added = {
  module: 'ads', name: 'showRewardedInterstitial', kind: 'callback', bridge: 'ad', result: 'void', partner: 'offered', mock: 'ads.interstitial', lua: 'ads_show_rewarded_interstitial',
  args: [{ name: 'callbacks', type: 'table', optional: true, ts: 'AdCallbacks' }],
  doc: ['Shows a rewarded interstitial.'],
};
const run = (command, args, options = {}) => spawnSync(command, args, { cwd: root, encoding: 'utf8', timeout: 120_000, ...options });

const scratch = mkdtempSync(`${tmpdir()}/gamesdk-unity-shapes-`);
const manifest = JSON.parse(readFileSync(operationsPath, 'utf8'));
manifest.operations.push(added);
writeFileSync(`${scratch}/operations.json`, JSON.stringify(manifest));
const generated = run(process.execPath, ['scripts/generate.mjs', '--manifest', `${scratch}/operations.json`, '--out', `${scratch}/out`]);
const unityOut = `${scratch}/out/unity-bridge/com.gamesdk.sdk/Runtime`;
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

test('generation from the manifest with the added callback operation succeeds', () => {
  assert.equal(generated.status, 0, generated.stderr);
});

test('Defold: the entry point hands the operation to ShowAd and the JS library runs it as an ad', () => {
  const cpp = readFileSync(`${scratch}/out/defold-bridge/gamesdk/src/gamesdk_ops.cpp`, 'utf8');
  assert.match(cpp, /static int AdsShowRewardedInterstitial\(lua_State\* L\)\n\{\n {4}return ShowAd\(L, "ads\.showRewardedInterstitial", "sdk\.ads_show_rewarded_interstitial"\);\n\}/);
  assert.match(cpp, /\{"ads_show_rewarded_interstitial", AdsShowRewardedInterstitial\},/);
  const js = readFileSync(`${scratch}/out/defold-bridge/gamesdk/lib/web/library_gamesdk.js`, 'utf8');
  assert.match(js, /'ads\.showRewardedInterstitial': \{ special: 'ad', context: 'ads\.showRewardedInterstitial' \},/);
});

test('C#: the operation gets the ad shape\'s method, handing its path to ShowAd, and the package compiles with it', () => {
  const cs = readFileSync(`${unityOut}/Modules/Operations.generated.cs`, 'utf8');
  assert.match(cs, / {12}\/\/\/ <summary>Shows a rewarded interstitial\.<\/summary>\n {12}public static void ShowRewardedInterstitial\(Action beforeAd, Action afterAd, Action<SdkError> onError\)\n {12}\{\n {16}ShowAd\("ads\.showRewardedInterstitial", beforeAd, afterAd, onError\);\n {12}\}/);
  // The package's runtime with every generated C# file replaced by the fixture's, and nothing hand-written changed.
  cpSync(`${root}unity-bridge/com.gamesdk.sdk/Runtime`, `${scratch}/Runtime`, { recursive: true });
  for (const file of readdirSync(unityOut, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.generated.cs'))) cpSync(join(unityOut, file), `${scratch}/Runtime/${file}`);
  const stub = run('mcs', ['-langversion:7.2', '-nologo', '-target:library', `-out:${scratch}/UnityEngine.dll`, '-r:System.Json.dll', 'unity-bridge/test/stubs/UnityEngine.cs', 'unity-bridge/test/stubs/JsonUtility.cs']);
  assert.equal(stub.status, 0, stub.stdout + stub.stderr);
  const compiled = run('mcs', ['-langversion:7.2', '-warnaserror', '-nologo', '-target:library', `-out:${scratch}/GameSdk.Runtime.dll`, `-doc:${scratch}/GameSdk.Runtime.xml`, `-r:${scratch}/UnityEngine.dll`, `-recurse:${scratch}/Runtime/*.cs`]);
  assert.equal(compiled.status, 0, compiled.stdout + compiled.stderr);
  assert.match(readFileSync(`${scratch}/GameSdk.Runtime.xml`, 'utf8'), /<member name="M:Sdk\.Sdk\.Ads\.ShowRewardedInterstitial\(System\.Action,System\.Action,System\.Action\{Sdk\.SdkError\}\)">\s*<summary>Shows a rewarded interstitial\.<\/summary>/);
  assert.match(readFileSync(`${unityOut}/Mocks/Profile.generated.cs`, 'utf8'), /\{ "ads\.showRewardedInterstitial", new MockOperation\("ads\.showRewardedInterstitial", Partner\.Offered, Reply\.NextFrame, MockAnswer\.Feature\("ads\.interstitial"\)\) \},/);
});

/** The generated jslib as Emscripten's JS-library stage loads it (macros as 0), with `sdk` as the browser script. */
function loadJslib(sdk) {
  const scope = { LibraryManager: { library: {} }, mergeInto: (target, more) => Object.assign(target, more), autoAddDeps: () => {}, Sdk: sdk };
  runInNewContext(readFileSync(`${unityOut}/Plugins/WebGL/GameSdk.jslib`, 'utf8').replace(/\{\{\{[\s\S]+?\}\}\}/g, '0'), scope);
  scope.GameSdk = scope.LibraryManager.library.$GameSdk;
  return scope.GameSdk;
}

test('jslib: the row names the ad shape, which calls the SDK method the path names and answers C# once', () => {
  const jslib = readFileSync(`${unityOut}/Plugins/WebGL/GameSdk.jslib`, 'utf8');
  assert.ok(jslib.includes("      'ads.showRewardedInterstitial': { bridge: 'ad' },\n"), 'the jslib table has the operation\'s bridge shape');
  const invoked = [];
  const sdk = {
    on: () => {},
    bridge: { invoke: (operation) => invoked.push(operation) },
    ads: {
      showRewardedInterstitial(callbacks) {
        invoked.push(`ads.showRewardedInterstitial on ${this === sdk.ads ? 'Sdk.ads' : 'another object'}`);
        callbacks.beforeAd();
        callbacks.adViewed();
        callbacks.afterAd();
      },
    },
  };
  const GameSdk = loadJslib(sdk);
  GameSdk.call(1, 'ads.showRewardedInterstitial', '{"beforeAdCallId":7}');
  assert.deepEqual(invoked, ['ads.showRewardedInterstitial on Sdk.ads']);
  // Before GameSdk_Init every answer is queued, in order.
  assert.deepEqual(Array.from(GameSdk.queue, (item) => [item.callId, JSON.parse(item.json)]), [[7, { ok: true }], [1, { ok: true, value: { viewed: true } }]]);
});

test('jslib: a browser script without the method answers FEATURE_NOT_SUPPORTED on the call, as the bridge host does', () => {
  const GameSdk = loadJslib({ on: () => {}, ads: {} });
  GameSdk.call(2, 'ads.showRewardedInterstitial', '{"beforeAdCallId":8}');
  assert.deepEqual(Array.from(GameSdk.queue, (item) => [item.callId, JSON.parse(item.json)]), [[2, { ok: false, error: { code: 'FEATURE_NOT_SUPPORTED', message: 'ads.showRewardedInterstitial is not an operation of this SDK', context: 'ads.showRewardedInterstitial' } }]]);
});
