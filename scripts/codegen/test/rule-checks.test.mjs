// rules.json `checks`, each operation's argument checks as data (the Godot mocks and the Defold
// desktop stubs run them, the Unity mocks' Checks.generated.cs is made from them): every operation
// an engine's mock answers with arguments has its checks, and a check that names an unknown kind,
// word, rule, limit, operation or argument fails generation once (tables/rule-checks.mjs), naming
// where it is, instead of passing every value or emitting code that cannot compile.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRules } from '../tables/rules.mjs';
import { bridgedArgs, pathOf, readOperations } from '../tables/operations.mjs';
import { emit as emitCs } from '../rules-checks-cs.mjs';

const api = fileURLToPath(new URL('../../../sdk-core/api/', import.meta.url));
// Arguments checked elsewhere, with why.
const CHECKED_ELSEWHERE = new Map([
  // A prompt id is checked against the prompts shown (state, not a rule of its value): unknownPrompt.
  ['auth.registrationPromptLogin', 'the mock knows the prompts it showed'],
  // Ad callbacks are each engine's own callables, checked where they are taken.
  ['ads.showInterstitial', 'callbacks are the engine\'s'],
  ['ads.showRewarded', 'callbacks are the engine\'s'],
]);

test('every operation a mock answers with arguments has its checks in rules.json', () => {
  const { checks } = readRules();
  const missing = readOperations()
    .filter((op) => op.partner === 'offered' && typeof op.mock === 'string' && bridgedArgs(op).some((arg) => arg.type !== 'function'))
    .map(pathOf)
    .filter((path) => !checks[path] && !CHECKED_ELSEWHERE.has(path));
  assert.deepEqual(missing, []);
});

test('a bound that names a limit is the limit\'s value', () => {
  const { checks, limits } = readRules();
  assert.equal(checks['player.getBotAvatarAsync'][1].max, limits.avatarSizeMax.value);
  assert.equal(checks['notifications.scheduleWeekAsync'][1].checks[3].fill.id, `${limits.weekIdPrefix.value}{day}`);
});

/** readRules on a copy of rules.json whose checks are `checks`. */
function readWith(checks) {
  const folder = mkdtempSync(join(tmpdir(), 'rule-checks-'));
  const rules = JSON.parse(readFileSync(join(api, 'rules.json'), 'utf8'));
  writeFileSync(join(folder, 'rules.json'), JSON.stringify({ ...rules, checks }));
  copyFileSync(join(api, 'mock-catalog.json'), join(folder, 'mock-catalog.json'));
  return () => readRules(join(folder, 'rules.json'));
}

test('what the checks cannot say stops the generation once, naming it and where it is (tables/rule-checks.mjs, for every engine)', () => {
  const avatar = (change) => ({ 'player.getBotAvatarAsync': [{ at: [1], is: 'number', min: 1, max: 'avatarSizeMax', rule: 'avatarSize', ...change }] });
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'txt', rule: 'blankText' }] }), /^Error: rules\.json checks\["data\.getString"\]\[0\]\.is: unknown kind "txt" \(text, string, /);
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'text', rule: 'blankText', max: 3 }] }), /checks\["data\.getString"\]\[0\]: unknown word "max" for a text check \(at, is, rule, label, optional\)/);
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'image', rule: 'blankText' }] }), /unknown word "rule" for a image check/);
  assert.throws(readWith(avatar({ max: 'avatarMax' })), /checks\["player\.getBotAvatarAsync"\]\[0\]\.max: the number check needs max, a number or a limit \("avatarMax" is neither\)/);
  assert.throws(readWith(avatar({ max: undefined })), /\.max: the number check needs max/);
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'either', rule: 'weekImageMissing' }] }), /\[0\]\.fields: the either check needs fields/);
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'text', rule: 'blankTxt' }] }), /\[0\]\.rule: blankTxt names no message of rules\.json/);
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'text' }] }), /checks\["data\.getString"\]\[0\]: a text check needs a rule \(a message of rules\.json\)/);
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'text', rule: 'reservedDataKey' }] }), /\[0\]\.rule: the rule reservedDataKey takes key, which a text check does not give/);
  assert.throws(readWith({ 'data.getString': [{ at: [0], is: 'each', checks: [{ at: [], is: 'like', operation: 'nope', fill: {} }] }] }), /checks\["data\.getString"\]\[0\]\.checks\[0\]\.operation: nope names no operation with checks/);
  assert.throws(readWith({ 'player.getAvatarAsync': [{ at: [0], is: 'text', rule: 'blankText' }] }), /checks\["player\.getAvatarAsync"\]: names no operation of operations\.json/);
  assert.throws(readWith({ 'data.getString': [{ at: [1], is: 'text', rule: 'blankText' }] }), /checks\["data\.getString"\]\[0\]\.at: argument 1 of 1/);
});

test('the read checks of a small sample are what the table says: limits resolved, an each\'s checks read alike', () => {
  const { limits } = readRules();
  const { checks } = readWith({
    'player.getBotAvatarAsync': [{ at: [1], is: 'number', min: 1, max: 'avatarSizeMax', whole: true, rule: 'avatarSize' }],
    'data.getString': [{ at: [0], is: 'each', keys: true, label: 'key {index}', checks: [{ at: [], is: 'oneOf', of: 'shareIntents', rule: 'shareIntent' }] }],
  })();
  assert.deepEqual(checks, {
    'player.getBotAvatarAsync': [{ at: [1], is: 'number', min: 1, max: limits.avatarSizeMax.value, whole: true, rule: 'avatarSize' }],
    'data.getString': [{ at: [0], is: 'each', keys: true, label: 'key {index}', checks: [{ at: [], is: 'oneOf', of: limits.shareIntents.value, rule: 'shareIntent' }] }],
  });
});

test('the Unity mocks: each operation\'s checks are one C# method of its arguments, in order', () => {
  const { limits } = readRules();
  const code = emitCs(readRules());
  assert.match(code, new RegExp(String.raw`internal static Problem PlayerGetBotAvatarAsync\(string username, int size\)\n\s+\{\n\s+return \(NonBlank\(username\) \? null : new Problem\("blankText", "username"\)\)\n\s+\?\? \(size >= 1 && size <= ${limits.avatarSizeMax.value} \? null : new Problem\("avatarSize", size\)\);`));
  // The week: an entry's problem wrapped with its day and index; the notification's checks run on
  // the entry with the id and day the week fills in; without of fields C# cannot hold is left out.
  assert.match(code, /return new Problem\("weekEntry", index \+ 1, index, problem\.Message\);/);
  assert.ok(code.includes(`NonBlank(${JSON.stringify(limits.weekIdPrefix.value)} + day)`));
  assert.doesNotMatch(code, /weekSetsIdAndDay/);
});

test('the Defold stubs\' compiled checks run rules.json\'s on their Lua arguments under LuaJIT, by the context errors name, fields in snake_case', async () => {
  const bridge = fileURLToPath(new URL('../../../defold-bridge/', import.meta.url));
  const { emit } = await import('../rules-checks-lua.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'rule-checks-lua-'));
  writeFileSync(join(dir, 'checks.lua'), emit(readRules()));
  // The stubs' runtime (desktop/rules.lua) with this emitter's output as gamesdk.generated.checks.
  const script = `package.preload["gamesdk.generated.checks"] = function() return dofile(${JSON.stringify(join(dir, 'checks.lua'))}) end
local rules = require("gamesdk.desktop.rules")
local function refusal(context, ...)
  local ok, err = pcall(rules.check, context, { ... })
  print(ok and "ok" or (err:gsub("^.-:%d+: ", "")))
end
refusal("Sdk.setLoadingProgress", 101)
refusal("notifications.scheduleAsync", { id = "a", title = "t", body = "b", scheduled_in_days = 1.5, image_asset_id = "i" })
local entry = function(day) return { title = "t" .. day, body = "b" .. day, image_asset_id = "i" } end
local week = { entry(1), entry(2), entry(3), entry(4), entry(5), entry(6), entry(7) }
refusal("notifications.scheduleWeekAsync", week)
week[3].body = "b1"
refusal("notifications.scheduleWeekAsync", week)`;
  const run = spawnSync('luajit', ['-e', script], { cwd: bridge, encoding: 'utf8', env: { ...process.env, LUA_PATH: `${bridge}?.lua;;` } });
  assert.equal(run.status, 0, run.stderr);
  const lines = run.stdout.trim().split('\n');
  assert.deepEqual(lines, [
    'INVALID_PARAM: progress must be a number from 0 to 100, got 101 (Sdk.setLoadingProgress)',
    'INVALID_PARAM: scheduled_in_days must be a whole number from 0 to 7, got 1.5 (notifications.scheduleAsync)',
    'ok',
    // The week's third entry (day 3, index 2) repeats day 1's body.
    "INVALID_PARAM: day 3 (entries[2]): body repeats day 1's (notifications.scheduleWeekAsync)",
  ]);
});
