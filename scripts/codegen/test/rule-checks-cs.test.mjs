// rules.json's checks (each operation's argument checks, which the Unity mocks' Checks.generated.cs
// is made from) are held to their kinds, limits, messages and the manifest's operations: a check
// naming what the table lacks fails the generation instead of emitting code that cannot compile.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRules } from '../tables/rules.mjs';
import { emit } from '../rules-checks-cs.mjs';

const api = fileURLToPath(new URL('../../../sdk-core/api/', import.meta.url));

/** The rules table with `change` applied to its checks, read from a scratch copy. */
function rulesWith(change) {
  const dir = mkdtempSync(join(tmpdir(), 'rule-checks-'));
  const table = JSON.parse(readFileSync(join(api, 'rules.json'), 'utf8'));
  change(table.checks);
  writeFileSync(join(dir, 'rules.json'), JSON.stringify(table));
  copyFileSync(join(api, 'mock-catalog.json'), join(dir, 'mock-catalog.json'));
  return () => readRules(join(dir, 'rules.json'));
}

test('each check set becomes one C# method chaining its checks in order', () => {
  const code = emit(readRules());
  assert.match(code, /internal static Problem BotAvatar\(string username, int size\)\n\s+\{\n\s+return Text\("username", username\)\n\s+\?\? \(size >= 1 && size <= AvatarSizeMax \? null : new Problem\("avatarSize", size\)\);/);
});

test('a check of an unknown kind, limit or message is refused, naming it', () => {
  assert.throws(rulesWith((checks) => { checks.botAvatar.args[0].check = 'nonBlank'; }), /checks botAvatar: .*a check of text/);
  assert.throws(rulesWith((checks) => { checks.botAvatar.args[1].max = 'avatarMax'; }), /checks botAvatar: avatarMax is not a limit/);
  assert.throws(rulesWith((checks) => { checks.botAvatar.args[1].message = 'avatarTooBig'; }), /checks botAvatar: avatarTooBig is not a message/);
  assert.throws(rulesWith((checks) => { delete checks.botAvatar.args[1].min; }), /the range check of size needs min/);
});

test('a check set applying to an operation the manifest lacks is refused', () => {
  const read = rulesWith((checks) => { checks.botAvatar.appliesTo.push('player.getAvatarAsync'); });
  assert.throws(() => emit(read()), /checks botAvatar: appliesTo names no operation: player.getAvatarAsync/);
});
