// The jslib's table, derived from the manifest's data: C#'s field renames (unity.wire), the value
// dialect's shapes from the value kinds, and the optional arguments JsonUtility sends as "" or [].
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emit as emitJslib } from '../jslib-operations.mjs';

const jslib = `var GameSdk = {
    operations: {
      // <generated: Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.>
      // </generated>
    },
};
`;
const op = (fields) => ({ module: 'stats', args: [], partner: 'notOffered', kind: 'async', result: 'Promise<void>', ...fields });

test('a row holds the renames, the shapes from value kinds, the result shape and the optional arguments', () => {
  const text = emitJslib([
    op({ name: 'joinAsync', args: [{ name: 'tournamentId', type: 'string' }], unity: { wire: { id: 'tournamentId' } } }),
    op({ name: 'shareAsync', args: [{ name: 'options', type: 'table', value: { fields: [{ name: 'score', type: 'number' }, { name: 'data', type: 'table', value: 'object' }] } }], unity: { wire: { score: 'options.score', dataJson: 'options.data' } } }),
    op({ name: 'postAsync', args: [{ name: 'stats', type: 'table', value: 'numberMap' }] }),
    op({ name: 'signInAsync', result: 'Promise<Player>', returns: { value: { struct: 'Player' } }, unity: { result: 'player' } }),
    op({ name: 'getName', kind: 'sync', result: 'string | null', returns: { value: 'string', nullable: true }, unity: { nullString: 'empty' } }),
    op({ name: 'getText', kind: 'sync', result: 'string | null', returns: { value: 'string', nullable: true } }),
    op({ name: 'getConfigAsync', result: 'Promise<RemoteConfig>', returns: { value: 'stringMap' } }),
    op({ name: 'triggerAsync', args: [{ name: 'style', type: 'string', optional: true }, { name: 'count', type: 'number', optional: true }] }),
    op({ name: 'plainAsync', args: [{ name: 'key', type: 'string' }] }),
  ], jslib);
  assert.match(text, /\n {6}'stats\.joinAsync': \{ wire: \{ id: 'tournamentId' \} \},\n/);
  assert.match(text, /\n {6}'stats\.shareAsync': \{ wire: \{ score: 'options\.score', dataJson: 'options\.data' \}, shape: \{ 'options\.data': 'json' \} \},\n/);
  assert.match(text, /\n {6}'stats\.postAsync': \{ shape: \{ stats: 'stats' \} \},\n/);
  assert.match(text, /\n {6}'stats\.signInAsync': \{ result: 'player' \},\n/);
  assert.match(text, /\n {6}'stats\.getName': \{ result: 'text' \},\n/);
  assert.match(text, /\n {6}'stats\.getText': \{ result: 'nullable' \},\n/);
  assert.match(text, /\n {6}'stats\.getConfigAsync': \{ result: 'keyValues' \},\n/);
  assert.match(text, /\n {6}'stats\.triggerAsync': \{ optional: \['style'\] \},\n/);
  assert.doesNotMatch(text, /plainAsync/);
});

test('a callback operation has a row naming its bridge shape, keyed by the name C# sends (a bridge-only one by its context)', () => {
  const text = emitJslib([
    op({ module: 'ads', name: 'showRewardedInterstitial', kind: 'callback', bridge: 'ad', result: 'void', args: [{ name: 'callbacks', type: 'table', optional: true }] }),
    op({ module: 'auth', name: 'showPrompt', kind: 'callback', bridge: 'prompt', result: 'RegistrationPrompt', args: [{ name: 'options', type: 'table' }] }),
    op({ module: 'auth', name: 'promptLogin', kind: 'async', bridge: 'promptLogin', bridgeOnly: true, context: 'auth.showPrompt.login', args: [{ name: 'prompt', type: 'number' }] }),
    op({ module: '', name: 'on', kind: 'event', bridge: 'listener', result: '() => void', args: [] }),
  ], jslib);
  assert.match(text, /\n {6}'ads\.showRewardedInterstitial': \{ bridge: 'ad' \},\n {6}'auth\.showPrompt': \{ bridge: 'prompt' \},\n {6}'auth\.showPrompt\.login': \{ bridge: 'promptLogin' \},\n/);
  assert.doesNotMatch(text, /'on'/, 'events reach C# through GameSdk.listen, not through a row');
});
