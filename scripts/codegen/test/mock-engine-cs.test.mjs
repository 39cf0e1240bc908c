// The Unity mocks' behaviour is engineMock compiled into C# (mock-engine-cs.mjs): a feature or verb
// written in the template language of mock-platform.json's $comment becomes C# with no hand-written
// change, whatever it combines (guards, set, append, $name, @name, $if, objects and lists), and what
// C# cannot build fails the generation naming it, rather than compiling to something else (what the
// language cannot say is refused before, by tables/engine-mock.mjs: engine-mock-language.test.mjs).
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockPlatformPath, readMockPlatform } from '../tables/mock-platform.mjs';
import { emit } from '../mock-engine-cs.mjs';

/** The mock platform's data with `change` applied to its engineMock, from a scratch copy. */
function dataWith(change) {
  const data = JSON.parse(readFileSync(mockPlatformPath, 'utf8'));
  change(data.engineMock);
  const path = join(mkdtempSync(join(tmpdir(), 'mock-engine-')), 'mock-platform.json');
  writeFileSync(path, JSON.stringify(data));
  return readMockPlatform(path);
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const mcs = (args) => spawnSync('mcs', ['-langversion:7.2', '-nologo', ...args], { cwd: root, encoding: 'utf8', timeout: 300_000 });

/** Compiles the package's runtime with `code` as its MockEngine.generated.cs under mcs (C# 7.2, warnings as errors); answers mcs's run. */
function compileWith(code) {
  const scratch = mkdtempSync(join(tmpdir(), 'mock-engine-mcs-'));
  cpSync(`${root}unity-bridge/com.gamesdk.sdk/Runtime`, `${scratch}/Runtime`, { recursive: true });
  writeFileSync(`${scratch}/Runtime/Mocks/MockEngine.generated.cs`, code);
  const stub = mcs(['-target:library', `-out:${scratch}/UnityEngine.dll`, '-r:System.Json.dll', 'unity-bridge/test/stubs/UnityEngine.cs', 'unity-bridge/test/stubs/JsonUtility.cs']);
  assert.equal(stub.status, 0, stub.stdout + stub.stderr);
  return mcs(['-warnaserror', '-target:library', `-out:${scratch}/GameSdk.Runtime.dll`, `-r:${scratch}/UnityEngine.dll`, `-recurse:${scratch}/Runtime/*.cs`]);
}

/** The lines of a feature's case of Run. */
const caseOf = (code, feature) => {
  const start = code.indexOf(`                case "${feature}":\n`);
  assert.ok(start >= 0, `no case for ${feature}`);
  return code.slice(start, code.indexOf('\n                case ', start + 1)).split('\n').slice(1).map((line) => line.trim());
};

test('a feature\'s guards run around the operation\'s argument checks, in the data\'s order', () => {
  const code = emit(readMockPlatform());
  assert.deepEqual(caseOf(code, 'shop.purchase'), ['GuardStarted(context);', 'CheckArguments(operation, args);', 'return DoPurchase(Parse<PurchaseOptions>(args));']);
  assert.deepEqual(caseOf(code, 'prompt.open'), ['CheckArguments(operation, args);', 'GuardGuest(context);', 'return DoOpenPrompt(Parse<PromptArgs>(args));']);
  assert.match(code, /private void GuardGuest\(string context\)\n\s+\{\n\s+if \(Registered != false\) throw new Problem\(ErrorCodes\.FromCode\("INVALID_OPERATION"\), Rules\.Render\("alreadyRegistered", new object\[0\]\)\);/);
  assert.match(code, /case "data\.setStringAsync": \{ var a = Parse<KeyValueArgs>\(args\); Check\(Rules\.DataSetStringAsync\(a\.key, a\.value\)\); return; \}/, 'the checks read the wire class C# sends');
});

test('the state of a launch and of a new player are typed fields, reset as the data says', () => {
  const code = emit(readMockPlatform());
  assert.match(code, /internal readonly List<Purchase> Purchases = new List<Purchase>\(\);/);
  assert.match(code, /internal sealed class ConsumeFaultsState\n\s+\{\n\s+internal int Count;\n\s+internal int After;/);
  assert.match(code, /ConsumeFaults = new ConsumeFaultsState \{ Count = 0, After = 0 \};/);
  assert.match(code, /Plans\.Add\(new Subscription\(plan\.ProductId, false, plan\.TrialDays > 0, "inactive", MockData\.Unsigned, plan\.Title,/, 'each catalog plan with engineMock.plan over it');
});

test('a new feature and verb written in the template language compile with no hand-written change', () => {
  const data = dataWith((engine) => {
    engine.features['player.mode'] = {
      after: ['registered'],
      set: { started: true },
      answer: { mode: { $if: 'registered', then: '$playerId', else: null }, held: ['$unsigned', 2, { $if: 'started', then: true, else: false }], plans: '$plans' },
    };
    engine.verbs.addReferral = { append: { referrals: { playerId: '@playerId', registeredAt: '$unsigned' } } };
    engine.verbs.clearOutcomes = { set: { entryPayload: null, nextToken: 7, outcomes: {} }, later: true };
  });
  const code = emit(data);
  assert.deepEqual(caseOf(code, 'player.mode'), [
    'CheckArguments(operation, args);',
    'GuardRegistered(context);',
    'Started = true;',
    'return "{\\"mode\\":" + (Registered ? JsonText.Quote(PlayerId) : "null") + ",\\"held\\":" + "[" + JsonText.Quote(MockData.Unsigned) + "," + "2" + "," + (Started ? "true" : "false") + "]" + ",\\"plans\\":" + ListJson(Plans) + "}";',
  ]);
  assert.match(code, /internal void AddReferral\(string playerId\)\n\s+\{\n\s+Referrals\.Add\(new Referral\(playerId, MockData\.Unsigned\)\);/);
  assert.match(code, /internal void ClearOutcomes\(\)\n\s+\{\n\s+Later\(\(\) =>\n\s+\{\n\s+EntryPayload = null;\n\s+NextToken = 7;\n\s+Outcomes\.Clear\(\);\n\s+\}\);/);
  const compiled = compileWith(code);
  assert.equal(compiled.status, 0, compiled.stdout + compiled.stderr);
});

test('what C# cannot build fails the generation, naming it (the language itself is checked by tables/engine-mock.mjs)', () => {
  assert.throws(() => emit(dataWith((engine) => { engine.verbs.addReferral = { append: { referrals: { playerId: '@playerId', rank: 1 } } }; })), /verb addReferral: Referral has no field rank/);
  assert.throws(() => emit(dataWith((engine) => { engine.launch.lastSeen = null; })), /the state value lastSeen \(a literal null\) needs its C# type in STATE_TYPES/);
  assert.throws(() => emit(dataWith((engine) => { engine.verbs.setPlayer = { set: { entryPayload: '@player' } }; })), /verb setPlayer: @player is an object argument, which C# takes key by key/);
  assert.throws(() => emit(dataWith((engine) => { engine.verbs.clearOutcomes = { set: { entryPayload: ['$playerId'] } }; })), /verb clearOutcomes: a list template is no C# value/);
});
