// Acceptance of the operation manifest: one operation added to a copy of the manifest and
// generated into a scratch folder gives every engine its entry point, stub, docs and test row,
// and each compiles or runs there: the Defold extension (g++ against the dmsdk stand-in), the
// desktop stubs (LuaJIT), the Unity package's C# (mcs, with its doc comments) and the jslib's
// dialect row in the bridge host, and the TypeScript surface check, which
// refuses the SDK until its TypeScript module has the operation.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { operationsPath } from '../tables/operations.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const added = {
  module: 'tournament', name: 'leaveAsync', kind: 'async', result: 'Promise<void>', partner: 'notOffered', lua: 'tournament_leave',
  args: [{ name: 'tournamentId', type: 'string', ts: 'string' }, { name: 'reason', type: 'string', optional: true, ts: 'string' }],
};
const run = (command, args, options = {}) => spawnSync(command, args, { cwd: root, encoding: 'utf8', timeout: 120_000, ...options });

const scratch = mkdtempSync(`${tmpdir()}/gamesdk-manifest-`);
const manifest = JSON.parse(readFileSync(operationsPath, 'utf8'));
manifest.operations.push(added);
writeFileSync(`${scratch}/operations.json`, JSON.stringify(manifest));
const generated = run(process.execPath, ['scripts/generate.mjs', '--manifest', `${scratch}/operations.json`, '--out', `${scratch}/out`]);
const out = (path) => readFileSync(`${scratch}/out/${path}`, 'utf8');
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

test('generation from the fixture manifest succeeds', () => {
  assert.equal(generated.status, 0, generated.stderr);
});

test('Defold: the entry point checks its arguments and is registered, and the extension compiles with it', () => {
  const cpp = out('defold-bridge/gamesdk/src/gamesdk_ops.generated.cpp');
  assert.match(cpp, /static int TournamentLeave\(lua_State\* L\)\n\{\n {4}static const Arg args\[\] = \{\{"tournament_id", ARG_STRING, false, nullptr\}, \{"reason", ARG_STRING, true, nullptr\}\};\n {4}return AsyncCall\(L, "tournament.leaveAsync", "sdk.tournament_leave", args, 2\);/);
  assert.match(cpp, /\{"tournament_leave", TournamentLeave\},/);
  const flags = ['-std=c++11', '-Wall', '-Wextra', '-pedantic', '-Werror', '-fno-exceptions', '-fno-rtti', '-isystem', 'defold-bridge/test/native', '-isystem', '/usr/include/lua5.1', '-I', 'defold-bridge/gamesdk/src', '-DGAMESDK_TEST_HOST'];
  const compiled = run('g++', [...flags, '-fsyntax-only', `${scratch}/out/defold-bridge/gamesdk/src/gamesdk_ops.generated.cpp`]);
  assert.equal(compiled.status, 0, compiled.stderr);
});

test('Defold: the desktop stub checks the arguments and answers as the platform (FEATURE_NOT_SUPPORTED); the API test table and script_api list it', () => {
  const script = `
package.path = "${scratch}/out/defold-bridge/?.lua;${root}defold-bridge/?.lua;" .. package.path
local sdk, control = require("gamesdk.desktop").new({})
sdk.initialize(); control.update()
local ok, err = pcall(sdk.tournament_leave, 3)
print(sdk.parse_error(err).code .. " | " .. sdk.parse_error(err).message)
sdk.tournament_leave("t1", "bored", function(self, result, e) print(e.code .. " | " .. e.context) end)
control.update()
package.path = "${scratch}/out/defold-bridge/test/lua/?.lua;" .. package.path
for _, row in ipairs(require("api_table_generated")) do if row[1] == "tournament_leave" then print(row[2] .. " " .. row[3] .. " " .. #row[4]) end end
`;
  const lua = run('luajit', ['-'], { input: script });
  assert.equal(lua.status, 0, lua.stderr);
  assert.equal(lua.stdout, 'INVALID_PARAM | tournament_id must be a string, got number\nFEATURE_NOT_SUPPORTED | tournament.leaveAsync\nasync tournament.leaveAsync 2\n');
  assert.ok(out('defold-bridge/gamesdk/api/gamesdk.script_api').includes(`  - name: tournament_leave
    type: function
    desc: "tournament.leaveAsync of the SDK."
    parameters:
    - name: tournament_id
      type: string
    - name: reason
      type: string
      optional: true
    - name: callback
      type: function
      optional: true
`), 'script_api has the member skeleton with its parameters');
});

test('Browser script: the bridge host runs the operation, its arguments by position or by their names', () => {
  assert.match(out('browser-script/src/bridge/operations.generated.ts'), /\n {2}'tournament\.leaveAsync': \[1, \['tournamentId', 'reason'\]\],\n/);
});

test('Unity: the C# method and its Task form are declared, and the package compiles with them (mcs, warnings as errors, doc comments)', () => {
  const cs = out('unity-bridge/com.gamesdk.sdk/Runtime/Modules/Operations.generated.cs');
  assert.match(cs, /public static void LeaveAsync\(string tournamentId, string reason, Action onSuccess, Action<SdkError> onError\)\n {12}\{\n {16}Bridge\.Call\("tournament\.leaveAsync", new TournamentLeaveAsyncArgs \{ tournamentId = tournamentId, reason = reason \}, onSuccess, onError\);/);
  assert.match(cs, /public static Task LeaveAsync\(string tournamentId, string reason\)/);
  cpSync(`${root}unity-bridge/com.gamesdk.sdk/Runtime`, `${scratch}/Runtime`, { recursive: true });
  copyFileSync(`${scratch}/out/unity-bridge/com.gamesdk.sdk/Runtime/Modules/Operations.generated.cs`, `${scratch}/Runtime/Modules/Operations.generated.cs`);
  const stub = run('mcs', ['-langversion:7.2', '-nologo', '-target:library', `-out:${scratch}/UnityEngine.dll`, '-r:System.Json.dll', 'unity-bridge/test/stubs/UnityEngine.cs', 'unity-bridge/test/stubs/JsonUtility.cs']);
  assert.equal(stub.status, 0, stub.stdout + stub.stderr);
  const compiled = run('mcs', ['-langversion:7.2', '-warnaserror', '-nologo', '-target:library', `-out:${scratch}/GameSdk.Runtime.dll`, `-doc:${scratch}/GameSdk.Runtime.xml`, `-r:${scratch}/UnityEngine.dll`, `-recurse:${scratch}/Runtime/*.cs`]);
  assert.equal(compiled.status, 0, compiled.stdout + compiled.stderr);
  assert.match(readFileSync(`${scratch}/GameSdk.Runtime.xml`, 'utf8'), /M:Sdk\.Sdk\.Tournament\.LeaveAsync\(System\.String,System\.String\)/);
});

test('Unity: the bridge host knows the operation\'s optional argument, whose "" (JsonUtility\'s null) is not given', () => {
  const host = out('browser-script/src/bridge/operations.generated.ts');
  assert.ok(host.includes("  'tournament.leaveAsync': {'optional':['reason']},\n"), "the host's Unity dialect table has the operation's optional argument");
});

// sdk-core's own compiler options, on the one check file.
function typecheck() {
  writeFileSync(`${scratch}/tsconfig.json`, JSON.stringify({ extends: `${root}sdk-core/tsconfig.json`, compilerOptions: { noEmit: true, rootDir: '/', types: [] }, include: [], files: ['check.ts'] }));
  return run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${scratch}/tsconfig.json`]);
}

test('TypeScript: the surface check refuses an Sdk whose module lacks the operation', () => {
  const check = out('sdk-core/test/types/operations.generated.test-d.ts').replace("'../../src/index.js'", `'${root}sdk-core/src/index.js'`);
  assert.match(check, /check<Same<Parameters<Sdk\['tournament'\]\['leaveAsync'\]>, \[tournamentId: string, reason\?: string\]>>\(\);/);
  writeFileSync(`${scratch}/check.ts`, check);
  const tsc = typecheck();
  assert.notEqual(tsc.status, 0);
  assert.match(tsc.stdout, /check\.ts\(\d+,\d+\).*Property 'leaveAsync' does not exist/);
  // The same check on the manifest as it is compiles: the failure is the added operation's.
  writeFileSync(`${scratch}/check.ts`, readFileSync(`${root}sdk-core/test/types/operations.generated.test-d.ts`, 'utf8').replace("'../../src/index.js'", `'${root}sdk-core/src/index.js'`));
  const clean = typecheck();
  assert.equal(clean.status, 0, clean.stdout);
});

test('Godot: the operation reaches the addon\'s table and its module object, typed in GDScript, and the deprecated flat name', () => {
  const table = out('godot-bridge/addons/gamesdk/generated/operations.gd');
  assert.ok(table.includes('\t"tournament.leaveAsync": {"module": "tournament", "method": "leave", "plain": false, "kind": "async", "context": "tournament.leaveAsync", "partner": "notOffered", "mock": null, "anytime": false, "shape": null, "args": [{"name": "tournament_id", "type": "string", "optional": false}, {"name": "reason", "type": "string", "optional": true}], "keys": {"args": [], "result": null}},\n'), 'the operation table has its row');
  const modules = out('godot-bridge/addons/gamesdk/generated/modules.gd');
  // A check that cannot fail answers its bare bool; one that can (the player's id) keeps its result.
  assert.match(modules, /\n\tfunc is_supported\(\) -> bool:\n\t\treturn _sdk\._run_check\("tournament\.isSupported"\)\n/);
  assert.match(modules, /\nclass PlayerModule extends Module:\n(.*\n)*?\tfunc get_id\(\) -> Result:\n/);
  assert.match(modules, /\n\tfunc leave\(tournament_id: String, reason: Variant = null\) -> Result:\n\t\treturn await _sdk\._run_async\("tournament\.leaveAsync", \[tournament_id, reason\]\)\n/);
  const singleton = out('godot-bridge/addons/gamesdk/generated/game_sdk.gd');
  assert.match(singleton, /\nvar tournament := Modules\.TournamentModule\.new\(self\)\n/);
  assert.match(singleton, /\n## @deprecated\nfunc tournament_leave\(tournament_id: String, reason: Variant = null\) -> Result:\n\t_deprecated\("tournament_leave", "tournament\.leave"\)\n\treturn await tournament\.leave\(tournament_id, reason\)\n/);
});
