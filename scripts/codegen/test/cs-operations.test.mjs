// The C# emitter's manifest fields: the defaults for a new operation, each unity.cs override as
// the generated C# spells it, a callback operation's method from its bridge shape, and a clear
// refusal of a field it would misread.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emit } from '../cs-operations.mjs';

const op = (fields) => ({ module: 'stats', args: [], partner: 'notOffered', ...fields });

test('a sync result read through another wire type, with its doc comment lines', () => {
  const cs = emit([op({ name: 'getLabel', kind: 'sync', result: 'string | null', unity: { doc: ['<summary>A label.</summary>', ''], cs: { result: 'string', as: 'NullableString', read: '$.Get()' } } })]);
  assert.match(cs, / {12}\/\/\/ <summary>A label\.<\/summary>\n {12}\/\/\/\n {12}public static string GetLabel\(\)\n {12}\{\n {16}return Bridge\.CallSync<NullableString>\("stats\.getLabel", null\)\.Get\(\);/);
});

test('an async list result with its own parameters and wire, without a Task form', () => {
  const cs = emit([op({ name: 'getStatsAsync', kind: 'async', result: 'Promise<Stat[]>', args: [{ name: 'keys', type: 'table' }], unity: { cs: { params: 'string[] keys', result: 'Stat[]', list: true, wire: 'new StatsArgs { keys = keys }', task: false } } })]);
  assert.match(cs, /public static void GetStatsAsync\(string\[\] keys, Action<Stat\[\]> onSuccess, Action<SdkError> onError\)\n {12}\{\n {16}Bridge\.CallList\("stats\.getStatsAsync", new StatsArgs \{ keys = keys \}, onSuccess, onError\);/);
  assert.doesNotMatch(cs, /Task<Stat\[\]>/);
  assert.doesNotMatch(cs, /class StatsGetStatsAsyncArgs/);
});

test('the Task form inherits the callback form\'s doc through a cref of its parameter types', () => {
  const cs = emit([op({ name: 'postAsync', kind: 'async', result: 'Promise<void>', args: [{ name: 'score', type: 'number' }], unity: { cs: { params: 'double score', wire: 'new ScoreArgs { score = score }' } } })]);
  assert.match(cs, /\/\/\/ <inheritdoc cref="PostAsync\(double, Action, Action\{SdkError\}\)"\/>\n {12}public static Task PostAsync\(double score\)\n {12}\{\n {16}return Callbacks\.AsTask\(\(done, fail\) => PostAsync\(score, done, fail\)\);/);
});

test('a new operation gets a placeholder doc, default types and a generated arguments object', () => {
  const cs = emit([op({ name: 'resetAsync', kind: 'async', result: 'Promise<boolean>', args: [{ name: 'key', type: 'string' }, { name: 'hard', type: 'boolean' }] })]);
  assert.match(cs, /\/\/\/ <summary><c>stats\.resetAsync<\/c> of the SDK\.<\/summary>\n {12}public static void ResetAsync\(string key, bool hard, Action<bool> onSuccess, Action<SdkError> onError\)/);
  assert.match(cs, /internal sealed class StatsResetAsyncArgs\n {4}\{\n {8}public string key;\n {8}public bool hard;/);
});

test('a unity.cs field the emitter would misread fails generation with the operation and the field', () => {
  const bad = (name, kind, cs) => () => emit([op({ name, kind, result: kind === 'async' ? 'Promise<void>' : 'boolean', unity: { cs } })]);
  assert.throws(bad('aSync', 'sync', { wires: 'null' }), /stats\.aSync: unity\.cs\.wires is not a field/);
  assert.throws(bad('bSync', 'sync', { list: true }), /stats\.bSync: unity\.cs\.list and task are for an async operation/);
  assert.throws(bad('cAsync', 'async', { read: '$.Get()' }), /stats\.cAsync: unity\.cs\.as and read are for a sync operation/);
  assert.throws(bad('dSync', 'sync', { read: 'Get()' }), /stats\.dSync: unity\.cs\.read names the call once, as \$/);
  assert.throws(bad('eSync', 'sync', { task: 'no' }), /stats\.eSync: unity\.cs\.task must be a boolean/);
  assert.throws(() => emit([op({ name: 'fAsync', kind: 'async', result: 'Promise<Stat[]>', args: [] })]), /stats\.fAsync: C# has no default type for a Promise<Stat\[\]> result/);
});

const callback = (fields) => ({ module: 'ads', kind: 'callback', result: 'void', partner: 'offered', args: [{ name: 'callbacks', type: 'table', optional: true }], ...fields });
const login = { module: 'auth', name: 'promptLogin', kind: 'async', bridge: 'promptLogin', bridgeOnly: true, context: 'auth.showPrompt.login', result: 'Promise<void>', args: [{ name: 'prompt', type: 'number' }] };

test('a callback operation gets its shape\'s signature and hands its wire name to the hand-written shape method', () => {
  const cs = emit([
    callback({ name: 'showRewardedInterstitial', bridge: 'ad', unity: { doc: ['<summary>An interstitial with a reward.</summary>'] } }),
    callback({ name: 'showBonus', bridge: 'rewardedAd' }),
    callback({ module: 'auth', name: 'showPrompt', bridge: 'prompt', result: 'RegistrationPrompt', args: [{ name: 'options', type: 'table' }] }),
    login,
  ]);
  assert.match(cs, / {12}\/\/\/ <summary>An interstitial with a reward\.<\/summary>\n {12}public static void ShowRewardedInterstitial\(Action beforeAd, Action afterAd, Action<SdkError> onError\)\n {12}\{\n {16}ShowAd\("ads\.showRewardedInterstitial", beforeAd, afterAd, onError\);\n {12}\}/);
  assert.match(cs, /public static void ShowBonus\(Action beforeAd, Action<bool> afterAd, Action<SdkError> onError\)\n {12}\{\n {16}ShowRewardedAd\("ads\.showBonus", beforeAd, afterAd, onError\);/);
  assert.match(cs, /public static RegistrationPrompt ShowPrompt\(RegistrationPromptOptions options, Action<RegistrationPromptCloseResult> onClose, Action<SdkError> onError\)\n {12}\{\n {16}return ShowPrompt\("auth\.showPrompt", "auth\.showPrompt\.login", options, onClose, onError\);/);
  assert.doesNotMatch(cs, /PromptLogin/, 'the login has no method of its own: RegistrationPrompt.Login sends the name it was given');
});

test('a callback operation C# cannot hand to a shape fails generation, naming it', () => {
  assert.throws(() => emit([callback({ module: 'stats', name: 'showAd', bridge: 'ad' })]), /stats\.showAd: the ad shape needs its method ShowAd in a hand-written part of the class Stats/);
  assert.throws(() => emit([callback({ name: 'showOther', bridge: 'ad', unity: { cs: { params: 'Action done' } } })]), /ads\.showOther: bridge ad: the shape fixes the C# signature; unity\.cs is for plain operations/);
  const prompt = callback({ module: 'auth', name: 'showPrompt', bridge: 'prompt', result: 'RegistrationPrompt' });
  assert.throws(() => emit([prompt]), /auth\.showPrompt: a prompt operation logs in through the one promptLogin operation of its module; auth has 0/);
  assert.throws(() => emit([prompt, login, { ...login, name: 'otherLogin' }]), /auth has 2/);
});
