// The jslib's table from the manifest's unity.wire, unity.shape and unity.result, and the checks
// that keep C#'s arguments object, the jslib and the bridge host from drifting apart: a bad row
// fails generation naming the operation.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emit as emitJslib, argumentOf } from '../jslib-operations.mjs';
import { emit as emitCs } from '../cs-operations.mjs';

const jslib = `var GameSdk = {
    shapes: {
      json: function (text) {},
      stats: function (list) {},
      player: function (p) {},
    },
    calls: {
      ad: function (callId, operation, a) {},
      prompt: function (callId, operation, a) {},
    },
    operations: {
      // <generated: Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.>
      // </generated>
    },
};
`;
const op = (fields) => ({ module: 'stats', args: [], partner: 'notOffered', kind: 'async', result: 'Promise<void>', ...fields });
const share = (unity) => op({ name: 'shareAsync', args: [{ name: 'options', type: 'table' }], unity });

test('a row holds the renames, shapes, result shape and the optional arguments JsonUtility sends as "" or []', () => {
  const text = emitJslib([
    op({ name: 'joinAsync', args: [{ name: 'tournamentId', type: 'string' }], unity: { wire: { id: 'tournamentId' } } }),
    share({ wire: { score: 'options.score', dataJson: 'options.data' }, shape: { 'options.data': 'json' } }),
    op({ name: 'signInAsync', result: 'Promise<Player>', unity: { result: 'player' } }),
    op({ name: 'triggerAsync', args: [{ name: 'style', type: 'string', optional: true }, { name: 'count', type: 'number', optional: true }] }),
    op({ name: 'plainAsync', args: [{ name: 'key', type: 'string' }] }),
  ], jslib);
  assert.match(text, /\n {6}'stats\.joinAsync': \{ wire: \{ id: 'tournamentId' \} \},\n/);
  assert.match(text, /\n {6}'stats\.shareAsync': \{ wire: \{ score: 'options\.score', dataJson: 'options\.data' \}, shape: \{ 'options\.data': 'json' \} \},\n/);
  assert.match(text, /\n {6}'stats\.signInAsync': \{ result: 'player' \},\n/);
  assert.match(text, /\n {6}'stats\.triggerAsync': \{ optional: \['style'\] \},\n/);
  assert.doesNotMatch(text, /plainAsync/);
});

test('argumentOf: a rename, a field of the whole-object argument, or the field itself', () => {
  const row = share({ wire: { '*': 'options', dataJson: 'options.data' } });
  assert.equal(argumentOf(row, 'dataJson'), 'options.data');
  assert.equal(argumentOf(row, 'text'), 'options.text');
  assert.equal(argumentOf(op({ name: 'x' }), 'key'), 'key');
});

test('a unity.wire, unity.shape or unity.result the jslib would misapply fails generation, naming the operation', () => {
  const bad = (unity, fields = {}) => () => emitJslib([op({ name: 'badAsync', args: [{ name: 'options', type: 'table' }, { name: 'id', type: 'string' }], unity, ...fields })], jslib);
  assert.throws(bad({ jslib: 'return 1;' }), /stats\.badAsync: unity\.jslib is gone/);
  assert.throws(bad({ wire: { name: 'level' } }), /stats\.badAsync: unity\.wire name -> level names no argument/);
  assert.throws(bad({ wire: { score: 'id.score' } }), /stats\.badAsync: unity\.wire score -> id\.score names no argument \(or field of an object argument\)/);
  assert.throws(bad({ wire: { '*': 'id' } }), /stats\.badAsync: unity\.wire \* -> id names no object \(table\) argument/);
  assert.throws(bad({ shape: { options: 'record' } }), /stats\.badAsync: unity\.shape options: record is not a shape of GameSdk\.shapes \(json, stats, player\)/);
  assert.throws(bad({ shape: { data: 'json' } }), /stats\.badAsync: unity\.shape data names no argument/);
  assert.throws(bad({ result: 'player' }), /stats\.badAsync: unity\.result shapes a result, and the operation has none/);
  assert.throws(bad({ result: 'nope' }, { result: 'Promise<Player>' }), /stats\.badAsync: unity\.result nope is not a shape/);
});

test("C#'s arguments object: every field it sets must be a manifest argument, through unity.wire", () => {
  const cs = (wire, unity = {}, args = [{ name: 'tournamentId', type: 'string' }]) => () =>
    emitCs([op({ name: 'joinAsync', args, unity: { ...unity, cs: { params: 'string tournamentId', wire, task: false } } })]);
  assert.throws(cs('new IdArgs { id = tournamentId }'), /stats\.joinAsync: C# sets id in new IdArgs \{ id = tournamentId \}, which is no argument of the manifest \(tournamentId\): rename it with unity\.wire/);
  assert.doesNotThrow(cs('new IdArgs { id = tournamentId }', { wire: { id: 'tournamentId' } }));
  assert.throws(cs('options'), /stats\.joinAsync: C# passes options as the arguments object: unity\.wire "\*" must name the argument it is/);
  assert.throws(cs('new LeaveArgs { reason = 1 }', { wire: { reason: 'tournamentId' } }, [{ name: 'tournamentId', type: 'string' }, { name: 'title', type: 'string' }]), /stats\.joinAsync: C#'s arguments object new LeaveArgs \{ reason = 1 \} sets no title: the host would call without it/);
  assert.doesNotThrow(cs('new LeaveArgs { reason = 1 }', { wire: { reason: 'tournamentId' } }, [{ name: 'tournamentId', type: 'string' }, { name: 'title', type: 'string', optional: true }]));
});

test("a field of C#'s arguments class left unset must not be an argument: JsonUtility sends its default", () => {
  const args = [{ name: 'tutorial', type: 'string', optional: true }, { name: 'wasCompleted', type: 'boolean', optional: true }];
  const cs = (wire) => () => emitCs([op({ module: 'analytics', name: 'logTutorialEnd', kind: 'void', result: 'void', args, unity: { wire: { name: 'tutorial' }, cs: { params: 'string tutorial, bool wasCompleted', wire } } })]);
  assert.throws(cs('new AnalyticsArgs { name = tutorial }'), /analytics\.logTutorialEnd: new AnalyticsArgs \{ name = tutorial \} leaves wasCompleted unset, and JsonUtility still sends it \(as its default\), as the argument wasCompleted/);
  assert.doesNotThrow(cs('new AnalyticsArgs { name = tutorial, wasCompleted = wasCompleted }'));
});

test('a callback operation has a row naming its bridge shape, keyed by the name C# sends (a bridge-only one by its context)', () => {
  const text = emitJslib([
    op({ module: 'ads', name: 'showRewardedInterstitial', kind: 'callback', bridge: 'ad', result: 'void', args: [{ name: 'callbacks', type: 'table', optional: true }] }),
    op({ module: 'auth', name: 'showPrompt', kind: 'callback', bridge: 'prompt', result: 'RegistrationPrompt', args: [{ name: 'options', type: 'table' }] }),
    op({ module: 'auth', name: 'promptLogin', kind: 'async', bridge: 'promptLogin', bridgeOnly: true, context: 'auth.showPrompt.login', args: [{ name: 'prompt', type: 'number' }] }),
    op({ module: '', name: 'on', kind: 'event', bridge: 'listener', result: '() => void', args: [] }),
  ], jslib.replace("      prompt: function", "      promptLogin: function (callId, operation, a) {},\n      prompt: function"));
  assert.match(text, /\n {6}'ads\.showRewardedInterstitial': \{ bridge: 'ad' \},\n {6}'auth\.showPrompt': \{ bridge: 'prompt' \},\n {6}'auth\.showPrompt\.login': \{ bridge: 'promptLogin' \},\n/);
  assert.doesNotMatch(text, /'on'/, 'events reach C# through GameSdk.listen, not through a row');
});

test('a callback operation the jslib has no shape for, or with the unity fields of a plain one, fails generation naming it', () => {
  const ad = (fields) => () => emitJslib([op({ module: 'ads', name: 'showOther', kind: 'callback', bridge: 'ad', result: 'void', args: [{ name: 'callbacks', type: 'table', optional: true }], ...fields })], jslib);
  assert.throws(ad({ bridge: 'rewardedAd' }), /ads\.showOther: bridge rewardedAd is not a function of GameSdk\.calls \(ad, prompt\)/);
  assert.throws(ad({ unity: { wire: { '*': 'callbacks' } } }), /ads\.showOther: bridge ad: the shape passes the arguments; unity\.wire is for plain operations/);
  assert.throws(() => emitJslib([], jslib.replace(/ {4}calls: \{[\s\S]*?\n {4}\},\n/, '')), /the jslib has no GameSdk\.calls block for the bridge column/);
});
