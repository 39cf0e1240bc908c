// engineMock's language is read once (tables/engine-mock.mjs) into a tree the C# and Lua emitters
// compile and whose data the Godot mocks interpret: a word, template form or reference it does not
// know stops the generation once, naming it and where it is in mock-platform.json, whichever
// engine would have met it; and the tree of a small sample is what the language says.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEngineMock } from '../tables/engine-mock.mjs';
import { mockPlatformPath, readMockPlatform } from '../tables/mock-platform.mjs';
import { emit as emitGd } from '../mock-platform-gd.mjs';

/** readMockPlatform of a scratch copy of mock-platform.json whose engineMock `change` changed. */
function readWith(change) {
  const data = JSON.parse(readFileSync(mockPlatformPath, 'utf8'));
  change(data.engineMock);
  const path = join(mkdtempSync(join(tmpdir(), 'engine-mock-')), 'mock-platform.json');
  writeFileSync(path, JSON.stringify(data));
  return () => readMockPlatform(path);
}

test('a word the language does not have is refused where it is, whichever part holds it', () => {
  assert.throws(readWith((engine) => { engine.verbs.setPlayer.sett = { registered: true }; }), /^Error: mock-platform\.json engineMock\.verbs\.setPlayer: unknown word "sett" \(set, append, do, answer, later\)$/);
  // later is a verb's word, anytime, before and after a feature's.
  assert.throws(readWith((engine) => { engine.features['store.flush'].later = true; }), /engineMock\.features\["store\.flush"\]: unknown word "later"/);
  assert.throws(readWith((engine) => { engine.verbs.reset.anytime = true; }), /engineMock\.verbs\.reset: unknown word "anytime"/);
  assert.throws(readWith((engine) => { engine.guards.started.unless = 'initialized'; }), /engineMock\.guards\.started: unknown word "unless" \(holds, is, code, rule\)/);
  assert.throws(readWith((engine) => { engine.startup = {}; }), /engineMock: unknown word "startup"/);
  assert.throws(readWith((engine) => { delete engine.guards; }), /engineMock\.guards: needs an object/);
});

test('a malformed template is refused where it is', () => {
  assert.throws(readWith((engine) => { engine.features['player.id'] = { answer: { name: { $concat: ['a', '$playerId'] } } }; }), /engineMock\.features\["player\.id"\]\.answer\.name: unknown word "\$concat" \(\$if, then, else\)/);
  assert.throws(readWith((engine) => { engine.features['player.id'] = { answer: { $if: 'registered', then: 1 } }; }), /engineMock\.features\["player\.id"\]\.answer: \{"\$if"\} needs \$if, then and else/);
  assert.throws(readWith((engine) => { engine.features['player.id'] = { answer: { $if: 'registered', then: 1, else: 2, mode: 3 } }; }), /answer: unknown word "mode"/);
  assert.throws(readWith((engine) => { engine.features['player.id'] = { answer: [1, { $if: 'playerId', then: 1, else: 2 }] }; }), /engineMock\.features\["player\.id"\]\.answer\[1\]\.\$if: playerId is no boolean of the state/);
});

test('a reference to something undefined is refused where it is', () => {
  assert.throws(readWith((engine) => { engine.features['player.id'] = { answer: '$nickname' }; }), /engineMock\.features\["player\.id"\]\.answer: \$nickname names no state value/);
  assert.throws(readWith((engine) => { engine.features['player.id'] = { answer: '@id' }; }), /engineMock\.features\["player\.id"\]\.answer: @id names no argument: only a verb's template has arguments/);
  assert.throws(readWith((engine) => { engine.verbs.addReferral.append.referrals.playerId = '@player'; }), /engineMock\.verbs\.addReferral\.append\.referrals\.playerId: @player names no argument of the verb \(playerId\)/);
  assert.throws(readWith((engine) => { engine.launch.nextToken = '$unsigned'; }), /engineMock\.launch\.nextToken: \$unsigned names no state value/);
  assert.throws(readWith((engine) => { engine.verbs.clearOutcomes = { set: { outcome: {} } }; }), /engineMock\.verbs\.clearOutcomes\.set\.outcome: outcome names no state value/);
  assert.throws(readWith((engine) => { engine.features['shop.purchase'].before = ['started', 'startd']; }), /engineMock\.features\["shop\.purchase"\]\.before\[1\]: startd names no guard/);
  assert.throws(readWith((engine) => { engine.guards.started.holds = 'begun'; }), /engineMock\.guards\.started\.holds: begun names no state value/);
  assert.throws(readWith((engine) => { engine.guards.started.rule = 'notBegun'; }), /engineMock\.guards\.started\.rule: notBegun names no message of rules\.json/);
  assert.throws(readWith((engine) => { engine.guards.started.rule = 'blankText'; }), /engineMock\.guards\.started\.rule: blankText takes label; a guard gives its context only/);
  assert.throws(readWith((engine) => { delete engine.features['store.flush']; }), /engineMock\.features: has no feature store\.flush \(operations\.json names it\)/);
  assert.throws(readWith((engine) => { delete engine.verbs.fire; }), /engineMock\.verbs: has no verb fire/);
  assert.throws(readWith((engine) => { engine.verbs.answer = { do: 'answer' }; }), /engineMock\.verbs\.answer: answer is no engine verb of the control table/);
});

test('what a feature or verb changes is refused where the language cannot say it', () => {
  assert.throws(readWith((engine) => { engine.verbs.seedPurchases.set = { nextToken: 0 }; }), /engineMock\.verbs\.seedPurchases: does set and do: at most one of set, append, do/);
  assert.throws(readWith((engine) => { engine.verbs.addReferral = { append: { store: '@playerId' } }; }), /engineMock\.verbs\.addReferral\.append\.store: store is no list/);
  assert.throws(readWith((engine) => { engine.verbs.clearOutcomes = { set: { outcomes: { checkout: ['buy'] } } }; }), /engineMock\.verbs\.clearOutcomes\.set\.outcomes: a list or map of the state is only set empty/);
  assert.throws(readWith((engine) => { engine.verbs.failNextConsume.set.consumeFaults = { count: '@count' }; }), /engineMock\.verbs\.failNextConsume\.set\.consumeFaults: sets count, after, the value's keys/);
  assert.throws(readWith((engine) => { engine.verbs.fire.do = 'fire-event'; }), /engineMock\.verbs\.fire\.do: "fire-event" is no camelCase procedure name/);
});

test('the tree of a small sample is what the language says, each node\'s kind named', () => {
  const engine = {
    $comment: 'a sample',
    launch: { started: false, faults: { count: 0 } },
    newPlayer: { registered: false, referrals: [] },
    plan: { signedRequest: '$unsigned' },
    guards: { started: { holds: 'started', code: 'INVALID_OPERATION', rule: 'notStarted' }, guest: { holds: 'registered', is: false, code: 'INVALID_OPERATION', rule: 'alreadyRegistered' } },
    features: {
      'player.mode': { anytime: true, answer: { $if: 'registered', then: 'authorized', else: ['lite', '$playerId', null] } },
      'shop.purchase': { before: ['started'], after: ['guest'], do: 'purchase' },
    },
    verbs: {
      addReferral: { append: { referrals: { playerId: '@playerId', catalog: '$catalog' } }, answer: '$referrals' },
      fire: { do: 'fire', later: true },
    },
  };
  const tree = readEngineMock(engine, {
    verbs: [{ name: 'addReferral', args: [{ name: 'playerId' }] }, { name: 'fire', args: [{ name: 'event' }] }],
    features: ['shop.purchase'],
    messages: new Map([['notStarted', ['context']], ['alreadyRegistered', []]]),
  });
  const literal = (value) => ({ kind: 'literal', value });
  const doing = { anytime: false, before: [], after: [], set: [], append: [], procedure: undefined, answer: undefined, later: false };
  assert.deepEqual(tree, {
    launch: [{ name: 'started', value: literal(false) }, { name: 'faults', value: { kind: 'object', entries: [['count', literal(0)]] } }],
    newPlayer: [{ name: 'registered', value: literal(false) }, { name: 'referrals', value: { kind: 'list', items: [] } }],
    plan: { kind: 'object', entries: [['signedRequest', { kind: 'platform', name: 'unsigned' }]] },
    guards: [
      { name: 'started', holds: 'started', is: true, code: 'INVALID_OPERATION', rule: 'notStarted', takesContext: true },
      { name: 'guest', holds: 'registered', is: false, code: 'INVALID_OPERATION', rule: 'alreadyRegistered', takesContext: false },
    ],
    features: [
      { ...doing, name: 'player.mode', anytime: true, answer: { kind: 'if', holds: 'registered', then: literal('authorized'), else: { kind: 'list', items: [literal('lite'), { kind: 'state', name: 'playerId' }, literal(null)] } } },
      { ...doing, name: 'shop.purchase', before: ['started'], after: ['guest'], procedure: 'purchase' },
    ],
    verbs: [
      { ...doing, name: 'addReferral', append: [{ name: 'referrals', value: { kind: 'object', entries: [['playerId', { kind: 'argument', name: 'playerId' }], ['catalog', { kind: 'platform', name: 'catalog' }]] } }], answer: { kind: 'state', name: 'referrals' } },
      { ...doing, name: 'fire', procedure: 'fire', later: true },
    ],
  });
});

test('the Godot mocks interpret engineMock as written, once the same reading accepted it', () => {
  const data = readMockPlatform();
  assert.deepEqual(Object.keys(data.engineData), ['launch', 'newPlayer', 'plan', 'guards', 'features', 'verbs']);
  assert.deepEqual(Object.keys(data.engineData.features), data.engine.features.map((feature) => feature.name));
  assert.match(emitGd(data), /\nconst FEATURES := \{\n\t"lifecycle\.initialize": \{"anytime": true, "set": \{"initialized": true\}\},/);
  // A word runtime/mock_platform.gd would not read never reaches generated/mock_platform.gd.
  assert.throws(() => emitGd(readWith((engine) => { engine.features['store.flush'].afterwards = ['registered']; })()), /engineMock\.features\["store\.flush"\]: unknown word "afterwards"/);
});
