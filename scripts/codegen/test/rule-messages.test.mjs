// Every INVALID_PARAM (and limit) message is written once, in sdk-core/api/rules.json, and each
// engine renders it with its generated function: no hand-written source of an engine, the core,
// the bridge host or the mock platform spells a message's text itself (copies drifted before).
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRules } from '../tables/rules.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['sdk-core/src', 'unity-bridge/com.gamesdk.sdk/Runtime', 'defold-bridge/gamesdk', 'godot-bridge/addons/gamesdk/runtime', 'mock-platform/src', 'browser-script/src', 'adapter-partner/src'];
// Generated files, and the bundled copies of the browser script.
const GENERATED = /generated|\/res\/web\/|\/web\/gamesdk\.js$/;
// Texts that are not copies of a message, with why.
const NOT_COPIES = new Map([
  // A comment in a doc example, not a message.
  ['unity-bridge/com.gamesdk.sdk/Runtime/Errors/SdkError.cs', ['the player closed the checkout']],
  // A message of its own ("options must be an object with hasToken and grant functions").
  ['sdk-core/src/modules/iap-recovery.ts', ['options must be an object']],
  // The Defold JS library answers before any SDK script is loaded and reads no generated table
  // yet; its not-loaded answers move to the host's generated tables (issue 33, item 6).
  ['defold-bridge/gamesdk/lib/web/library_gamesdk.js', ['was called before Sdk.initializeAsync() resolved']],
  // The bridge host's own prompt table; @gamesdk/core does not export its rule messages.
  ['browser-script/src/bridge/calls.ts', ['no registration prompt']],
]);

const filesUnder = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? filesUnder(path) : [path];
});

test('no hand-written source spells a rules.json message', () => {
  // A message's literal words (its text between parameters), long enough to be the message's own.
  const words = readRules().messages.flatMap((message) => message.parts.filter((part) => part.text?.trim().length >= 14).map((part) => ({ name: message.name, text: part.text.trim() })));
  assert.ok(words.length > 20);
  const copies = [];
  for (const dir of SOURCES) {
    for (const path of filesUnder(join(root, dir))) {
      const file = path.slice(root.length);
      if (GENERATED.test(file) || !/\.(ts|cs|lua|gd|js|cpp)$/.test(file)) continue;
      const text = readFileSync(path, 'utf8');
      for (const { name, text: spelt } of words) {
        if (text.includes(spelt) && !NOT_COPIES.get(file)?.includes(spelt)) copies.push(`${file}: ${name} ("${spelt}")`);
      }
    }
  }
  assert.deepEqual(copies, [], `use the generated message function instead of its text:\n${copies.join('\n')}`);
});
