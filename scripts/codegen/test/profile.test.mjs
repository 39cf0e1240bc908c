// The partner adapter's capability profile is the manifest's partner column: each module whose
// isSupported the manifest offers is one the adapter supports, and nothing else (subscriptions
// are iap.isSubscriptionSupported). The adapter is the real platform; the manifest feeds the
// desktop stubs and the Unity mocks, so the three cannot drift apart. Below: the Unity mocks'
// profile (profile-cs.mjs), the table the mocks dispatch on.
// Run: node --test scripts/codegen/test/   (after npm run build: it loads the built adapter)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { partnerPlatform } from '@gamesdk/adapter-partner';
import { readOperations } from '../tables/operations.mjs';
import { emit } from '../profile-cs.mjs';

test('the partner adapter supports exactly the modules the manifest offers on the partner platform', () => {
  const operations = readOperations();
  const offered = (module, name) => operations.some((op) => op.module === module && op.name === name && op.partner === 'offered');
  const manifest = operations.filter((op) => op.name === 'isSupported' && op.partner === 'offered').map((op) => op.module);
  if (offered('iap', 'isSubscriptionSupported')) manifest.push('subscriptions');
  const adapter = Object.entries(partnerPlatform.create().supports).filter(([, on]) => on).map(([module]) => module);
  assert.deepEqual(adapter.sort(), manifest.sort());
});

// The Unity mocks' profile: one row per operation the C# bridge sends, with its context, the
// partner column, when the answer arrives and the mock column; the mocks dispatch on nothing else.
const profile = emit();
const row = (name) => profile.split('\n').find((line) => line.startsWith(`            { "${name}", `));

test('the Unity profile gives each operation its context, partner behaviour, reply timing, mock answer and result shape', () => {
  assert.equal(row('data.getString'), '            { "data.getString", new MockOperation { Context = "data.getString", Partner = "offered", Now = true, Feature = "store.getString", Shape = "nullable" } },');
  assert.match(row('data.setStringAsync'), /Partner = "offered", Feature = "store\.setString" \} \},$/, 'a feature several operations share; async answers on the next frame');
  assert.match(row('initializeAsync'), /new MockOperation \{ Context = "Sdk\.initializeAsync", /, 'an operation of Sdk itself names Sdk in its context');
  assert.match(row('session.getPlatform'), /Now = true, ValueJson = "\\"partner\\"" \} \},$/);
  assert.match(row('iap.isSubscriptionSupported'), /Partner = "offered", Now = true, Supports = true \} \},$/);
  assert.match(row('ads.isBannerSupported'), /Supports = false \} \},$/);
  assert.match(row('game.gameplayStart'), /Partner = "quiet", Now = true \} \},$/);
  assert.match(row('leaderboard.submitScoreAsync'), /Partner = "notOffered" \} \},$/);
  assert.match(row('auth.showRegistrationPrompt'), /Now = true, Feature = "prompt\.open"/, 'a callback operation returning a value answers in the call');
  assert.match(row('ads.showRewarded'), /Partner = "offered", Feature = "ads\.rewarded"/, 'a void callback operation answers later');
  assert.match(row('session.getEntryPointData'), /Feature = "session\.entryPoint", Shape = "nullableJson" \} \},$/, 'a nullable object reaches JsonUtility as text');
  assert.match(row('auth.signInAsync'), /Shape = "player" \} \},$/);
});

test('the Unity profile answers a module\'s isSupported from the partner column, and keys a bridge-only operation by its path (the one wire name), naming its context', () => {
  assert.match(row('auth.isSupported'), /Partner = "offered", Now = true, Supports = true \} \},$/);
  assert.match(row('data.isSupported'), /Partner = "offered", Now = true, Supports = true, Anytime = true \} \},$/, 'data (anytime): before initialisation too');
  assert.match(row('ads.isSupported'), /Partner = "notOffered", Now = true, Supports = false \} \},$/);
  assert.match(row('auth.registrationPromptLogin'), /new MockOperation \{ Context = "auth\.showRegistrationPrompt\.login", Partner = "offered", Feature = "prompt\.login" \}/);
  assert.equal(row('auth.showRegistrationPrompt.login'), undefined);
});

test('the Unity profile lists every sync, void, async and callback operation once, and no event, composed or helper one', () => {
  const operations = readOperations();
  const rows = profile.split('\n').filter((line) => line.startsWith('            { "'));
  assert.equal(rows.length, operations.filter((op) => ['sync', 'void', 'async', 'callback'].includes(op.kind)).length);
  for (const name of ['on', 'off', 'parseError', 'iap.recoverPurchasesAsync']) assert.equal(row(name), undefined, name);
});

test('a constant answer is a C# literal of its JSON, whatever characters it holds', () => {
  const value = { text: 'say "hi"\\ \u00e9 \u2028 \ud83c\udf3d', n: [1, null] };
  const [line] = emit([{ module: 'session', name: 'getMotto', kind: 'sync', args: [], result: 'string', partner: 'offered', mock: { value } }]).split('\n').filter((l) => l.includes('getMotto'));
  const literal = /ValueJson = ("(?:[^"\\]|\\.)*")/.exec(line)[1];
  assert.match(literal, /^"[\x20-\x7e]*"$/, 'printable ASCII only');
  assert.equal(JSON.parse(literal), JSON.stringify(value), 'C#\'s escapes here are JSON\'s, so it reads back as the JSON text');
});
