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
import { operationsPath } from '../tables/operations.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const added = {
  module: 'ads', name: 'showRewardedInterstitial', kind: 'callback', bridge: 'ad', result: 'void', partner: 'offered', mock: 'ads.interstitial', lua: 'ads_show_rewarded_interstitial',
  args: [{ name: 'callbacks', type: 'table', optional: true, ts: 'AdCallbacks' }], callbacks: ['beforeAd', 'afterAd', 'noFill'],
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

test('Defold: the entry point hands the operation and its own callbacks to ShowAd, and the JS library runs it as an ad', () => {
  const cpp = readFileSync(`${scratch}/out/defold-bridge/gamesdk/src/gamesdk_ops.generated.cpp`, 'utf8');
  assert.match(cpp, /static int AdsShowRewardedInterstitial\(lua_State\* L\)\n\{\n {4}static const char\* const callbacks\[\] = \{"before_ad", "after_ad", "no_fill", nullptr\};\n {4}static_assert\(3 <= AD_CALLBACK_CAPACITY, [^\n]+\n {4}return ShowAd\(L, "ads\.showRewardedInterstitial", "sdk\.ads_show_rewarded_interstitial", callbacks\);\n\}/);
  const stubs = readFileSync(`${scratch}/out/defold-bridge/gamesdk/generated/desktop_ops.lua`, 'utf8');
  assert.match(stubs, /ads_show_rewarded_interstitial = \{[^\n]*callbacks = \{ "before_ad", "after_ad", "no_fill" \},/, "the desktop stubs' row takes its own callbacks");
  assert.match(cpp, /\{"ads_show_rewarded_interstitial", AdsShowRewardedInterstitial\},/);
  const host = readFileSync(`${scratch}/out/browser-script/src/bridge/operations.generated.ts`, 'utf8');
  assert.match(host, /'ads\.showRewardedInterstitial': \['ad'\],/, "the bridge host runs it as an ad, for every engine's library");
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
  assert.match(readFileSync(`${unityOut}/Mocks/Profile.generated.cs`, 'utf8'), /\{ "ads\.showRewardedInterstitial", new MockOperation \{ Context = "ads\.showRewardedInterstitial", Partner = "offered", Feature = "ads\.interstitial" \} \},/);
});
