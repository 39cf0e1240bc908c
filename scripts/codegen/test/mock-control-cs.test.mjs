// The Unity mocks' control verbs are generated from mock-platform.json: a verb's C# signature and
// its refusals follow its arguments there (a least count, a non-empty id, one of the events), and
// the C# shim's dispatch reads each argument as that signature takes it.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockPlatformPath, readMockPlatform } from '../tables/mock-platform.mjs';
import { emit } from '../mock-control-cs.mjs';
import { emit as emitShim } from '../mock-control-shim-cs.mjs';

/** The mock platform's data with `change` applied to its verbs, from a scratch copy. */
function dataWith(change) {
  const data = JSON.parse(readFileSync(mockPlatformPath, 'utf8'));
  change(Object.fromEntries(data.control.map((verb) => [verb.name, verb])));
  const path = join(mkdtempSync(join(tmpdir(), 'mock-control-')), 'mock-platform.json');
  writeFileSync(path, JSON.stringify(data));
  return readMockPlatform(path);
}

test('a verb\'s C# method takes its arguments and refuses what the data refuses', () => {
  const code = emit(readMockPlatform());
  assert.match(code, /public static Purchase\[\] SeedPurchases\(int count, string productId = null\)\n\s+\{\n\s+if \(count < 1\) throw new ArgumentOutOfRangeException\("count", "count must be 1 or more"\);\n\s+return Instance\.SeedPurchases\(count, productId\);/);
  assert.match(code, /public static void SetPlayer\(string id = null, bool\? registered = null\)/);
  assert.match(code, /public static void Fire\(string eventName\)\n\s+\{\n\s+if \(Array\.IndexOf\(new\[\] \{ "pause", "resume", "exitRequested" \}, eventName\) < 0\)/);
  assert.doesNotMatch(code, /public static \w+ (State|SetNetwork)\(/, 'the server\'s verbs are not the engines\'');
});

test('a changed argument changes the C# check and the shim\'s reading, with no hand-written change', () => {
  const data = dataWith((verbs) => { verbs.seedPurchases.args[0].min = 2; verbs.setOutcome.args[2].default = 3; });
  assert.match(emit(data), /if \(count < 2\) throw new ArgumentOutOfRangeException\("count", "count must be 2 or more"\);/);
  assert.match(emit(data), /SetOutcome\(string kind, string choice, int times = 3\)/);
  assert.match(emitShim(data), /case "setOutcome": MockPlatform\.SetOutcome\(\(string\)at\(0\), \(string\)at\(1\), at\(2\) == null \? 3 : \(int\)at\(2\)\); return null;/);
});

test('the shim gives an object argument\'s keys as the verb\'s named parameters (an unknown key is refused before: unity-bridge/test/support/cs-fit.ts)', () => {
  assert.match(emitShim(readMockPlatform()), /case "setPlayer": MockPlatform\.SetPlayer\(Key\(at\(0\), "id"\) == null \? null : \(string\)Key\(at\(0\), "id"\), /);
});

test('a verb that answers needs its C# type', () => {
  const data = dataWith((verbs) => { verbs.clearOutcomes.answers = 'list'; });
  assert.throws(() => emit(data), /verb clearOutcomes answers; give its C# type in ANSWERS/);
});
