// The C# emitter: C# rendered from the manifest's data (value kinds, the neutral doc) by C#'s
// naming rules, a callback operation's method from its bridge shape, and a clear refusal of
// what it cannot render.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emit } from '../cs-operations.mjs';

const op = (fields) => ({ module: 'stats', args: [], partner: 'notOffered', ...fields });

test('a nullable string result reads through NullableString; the neutral doc renders as C# XML doc', () => {
  const cs = emit([
    op({ name: 'getLabel', kind: 'sync', result: 'string | null', returns: { value: 'string', nullable: true }, args: [{ name: 'key', type: 'string' }], doc: ['A label for {@key}, or {INVALID_PARAM} (see {stats.resetAsync} and `x < y`).'] }),
    op({ name: 'resetAsync', kind: 'async', result: 'Promise<void>', args: [{ name: 'count', type: 'number', integer: true }] }),
  ]);
  assert.match(cs, / {12}\/\/\/ <summary>A label for <paramref name="key"\/>, or <see cref="ErrorCode\.InvalidParam"\/> \(see <see cref="Stats\.ResetAsync\(int\)"\/> and <c>x &lt; y<\/c>\)\.<\/summary>\n {12}public static string GetLabel\(string key\)\n {12}\{\n {16}return Bridge\.CallSync<NullableString>\("stats\.getLabel", new StatsGetLabelArgs \{ key = key \}\)\.Get\(\);/);
});

test('an async list result with its own arguments class and renames, without a Task form', () => {
  const cs = emit([op({ name: 'getStatsAsync', kind: 'async', result: 'Promise<Stats>', returns: { value: 'numberMap' }, args: [{ name: 'names', type: 'table', value: { list: 'string' } }], unity: { args: 'StatsArgs', wire: { keys: 'names' }, task: false } })]);
  assert.match(cs, /public static void GetStatsAsync\(string\[\] names, Action<Stat\[\]> onSuccess, Action<SdkError> onError\)\n {12}\{\n {16}Bridge\.CallList\("stats\.getStatsAsync", new StatsArgs \{ keys = names \}, onSuccess, onError\);/);
  assert.doesNotMatch(cs, /Task<Stat\[\]>/);
  assert.doesNotMatch(cs, /class StatsGetStatsAsyncArgs/);
});

test('a struct argument is the arguments object; an object argument is JSON text; an unnamed object is flattened', () => {
  const cs = emit([
    op({ name: 'shareAsync', kind: 'async', result: 'Promise<void>', args: [{ name: 'options', type: 'table', optional: true, value: { struct: 'ShareOptions' } }] }),
    op({ name: 'logAsync', kind: 'async', result: 'Promise<void>', args: [{ name: 'params', type: 'table', optional: true, value: 'object' }] }),
    op({ name: 'createAsync', kind: 'async', result: 'Promise<Tournament>', returns: { value: { struct: 'Tournament' } }, args: [{ name: 'options', type: 'table', value: { fields: [{ name: 'score', type: 'number' }, { name: 'title', type: 'string', optional: true }] } }] }),
    op({ module: 'tournament', name: 'getAllAsync', kind: 'async', result: 'Promise<Tournament[]>', returns: { value: { list: 'Tournament' } } }),
  ]);
  assert.match(cs, /Bridge\.Call\("stats\.shareAsync", options \?\? new ShareOptions\(\), onSuccess, onError\);/);
  assert.match(cs, /public static void LogAsync\(string paramsJson, Action onSuccess, Action<SdkError> onError\)\n {12}\{\n {16}Bridge\.Call\("stats\.logAsync", new StatsLogAsyncArgs \{ dataJson = paramsJson \}/);
  assert.match(cs, /public static void CreateAsync\(double score, string title, Action<global::Sdk\.Tournament> onSuccess/, 'a struct named as a module class is qualified');
  assert.match(cs, /Bridge\.CallList\("tournament\.getAllAsync", null, onSuccess, onError\);/);
});

test('the Task form inherits the callback form\'s doc through a cref of its parameter types', () => {
  const cs = emit([op({ name: 'postAsync', kind: 'async', result: 'Promise<void>', args: [{ name: 'score', type: 'number' }], unity: { args: 'ScoreArgs' } })]);
  assert.match(cs, /\/\/\/ <inheritdoc cref="PostAsync\(double, Action, Action\{SdkError\}\)"\/>\n {12}public static Task PostAsync\(double score\)\n {12}\{\n {16}return Callbacks\.AsTask\(\(done, fail\) => PostAsync\(score, done, fail\)\);/);
});

test('a new operation gets a placeholder doc, default types and a generated arguments object', () => {
  const cs = emit([op({ name: 'resetAsync', kind: 'async', result: 'Promise<boolean>', args: [{ name: 'key', type: 'string' }, { name: 'hard', type: 'boolean' }] })]);
  assert.match(cs, /\/\/\/ <summary><c>stats\.resetAsync<\/c> of the SDK\.<\/summary>\n {12}public static void ResetAsync\(string key, bool hard, Action<bool> onSuccess, Action<SdkError> onError\)/);
  assert.match(cs, /internal sealed class StatsResetAsyncArgs\n {4}\{\n {8}public string key;\n {8}public bool hard;/);
});

test('what C# cannot render fails generation with the operation', () => {
  assert.throws(() => emit([op({ name: 'fAsync', kind: 'async', result: 'Promise<Stat[]>' })]), /stats\.fAsync: C# has no type for the result Promise<Stat\[\]>: give it returns/);
  assert.throws(() => emit([op({ name: 'gAsync', kind: 'async', result: 'Promise<void>', args: [{ name: 'options', type: 'table' }] })]), /stats\.gAsync: C# has no type for the table argument options: give it a value kind/);
  assert.throws(() => emit([op({ name: 'hAsync', kind: 'async', result: 'Promise<void>', doc: ['Fails with {NOPE}.'] })]), /stats\.hAsync: doc names \{NOPE\}, which is no code of the error table/);
  assert.throws(() => emit([op({ name: 'iAsync', kind: 'async', result: 'Promise<void>', doc: ['See {stats.nothing}.'] })]), /stats\.iAsync: doc names \{stats\.nothing\}/);
});

const callback = (fields) => ({ module: 'ads', kind: 'callback', result: 'void', partner: 'offered', args: [{ name: 'callbacks', type: 'table', optional: true }], ...fields });
const login = { module: 'auth', name: 'promptLogin', kind: 'async', bridge: 'promptLogin', bridgeOnly: true, context: 'auth.showPrompt.login', result: 'Promise<void>', args: [{ name: 'prompt', type: 'number' }] };

test('a callback operation gets its shape\'s signature and hands its path, the one name every engine sends, to the hand-written shape method', () => {
  const cs = emit([
    callback({ name: 'showRewardedInterstitial', bridge: 'ad', doc: ['An interstitial with a reward.'] }),
    callback({ name: 'showBonus', bridge: 'rewardedAd' }),
    callback({ module: 'auth', name: 'showPrompt', bridge: 'prompt', result: 'RegistrationPrompt', args: [{ name: 'options', type: 'table' }] }),
    login,
  ]);
  assert.match(cs, / {12}\/\/\/ <summary>An interstitial with a reward\.<\/summary>\n {12}public static void ShowRewardedInterstitial\(Action beforeAd, Action afterAd, Action<SdkError> onError\)\n {12}\{\n {16}ShowAd\("ads\.showRewardedInterstitial", beforeAd, afterAd, onError\);\n {12}\}/);
  assert.match(cs, /public static void ShowBonus\(Action beforeAd, Action<bool> afterAd, Action<SdkError> onError\)\n {12}\{\n {16}ShowRewardedAd\("ads\.showBonus", beforeAd, afterAd, onError\);/);
  assert.match(cs, /public static RegistrationPrompt ShowPrompt\(RegistrationPromptOptions options, Action<RegistrationPromptCloseResult> onClose, Action<SdkError> onError\)\n {12}\{\n {16}return ShowPrompt\("auth\.showPrompt", "auth\.promptLogin", options, onClose, onError\);/);
  assert.doesNotMatch(cs, /PromptLogin/, 'the login has no method of its own: RegistrationPrompt.Login sends the name it was given');
});

test('a prompt without its one login operation fails generation, naming it', () => {
  const prompt = callback({ module: 'auth', name: 'showPrompt', bridge: 'prompt', result: 'RegistrationPrompt' });
  assert.throws(() => emit([prompt]), /auth\.showPrompt: a prompt operation logs in through the one promptLogin operation of its module; auth has 0/);
  assert.throws(() => emit([prompt, login, { ...login, name: 'otherLogin' }]), /auth has 2/);
});
