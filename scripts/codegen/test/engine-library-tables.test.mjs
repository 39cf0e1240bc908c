// The engine libraries' tables: each marked region rewritten at its indentation with the rest of
// the file untouched, a library without a region refused, and the answers before the browser
// script loaded decided by the manifests (a capability check false unless it needs no
// initialisation; a mock feature that runs before initialisation from the mock's launch state).
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emit, notLoadedValues, REGION_END, REGION_START, targets } from '../engine-library-tables.mjs';
import { readOperations } from '../tables/operations.mjs';
import { readMockPlatform } from '../tables/mock-platform.mjs';

const [jslib, defold] = targets;
const file = (indent) => `var Library = {\n${indent}before: 1,\n${indent}${REGION_START}\n${indent}events: old,\n${indent}${REGION_END}\n${indent}after: 2,\n};\n`;

test('the region is rewritten at its indentation; the rest of the file stays as written', () => {
  const text = emit(readOperations(), file('    '), jslib);
  assert.match(text, /^var Library = \{\n    before: 1,\n    \/\/ generated from sdk-core\/api/);
  assert.match(text, /\n    events: \{'exitRequested': 1, 'pause': 2, 'resume': 3\},\n    \/\/ generated: end\n    after: 2,\n\};\n$/);
  assert.doesNotMatch(text, /events: old/);
  assert.equal(emit(readOperations(), text, jslib), text);
});

test('Defold\'s library gets the events by name and the answers before the browser script loaded', () => {
  const text = emit(readOperations(), file('\t'), defold);
  assert.match(text, /\n\tevents: \['exitRequested', 'pause', 'resume'\],\n/);
  assert.match(text, /\n\tnotLoadedValues: \{'isInitialized': false, 'data\.isSupported': true, /);
});

test('a library without its region is refused, naming the marker', () => {
  assert.throws(() => emit(readOperations(), 'var Library = {};\n', jslib), /no generated region/);
  assert.throws(() => emit(readOperations(), null, jslib), /the file is missing/);
});

test('before the browser script: capability checks answer false, an anytime one true, isInitialized the launch state; nothing else answers', () => {
  const operations = readOperations();
  const values = notLoadedValues(operations);
  assert.equal(values['data.isSupported'], true);
  assert.equal(values['ads.isBannerSupported'], false);
  assert.equal(values['iap.isSubscriptionSupported'], false);
  assert.equal(values.isInitialized, false);
  assert.equal('player.getId' in values, false);
  assert.equal('player.isBotAvatarSupported' in values, false); // a value once initialised: NOT_INITIALIZED before
  // The launch state decides: a mock launched initialised would answer true.
  const mock = readMockPlatform();
  const launch = mock.engine.launch.map((state) => (state.name === 'initialized' ? { name: state.name, value: { kind: 'literal', value: true } } : state));
  assert.equal(notLoadedValues(operations, { ...mock, engine: { ...mock.engine, launch } }).isInitialized, true);
});
