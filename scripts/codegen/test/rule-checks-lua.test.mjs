// rules.json's checks as the emitters read them: an alias is the list it names, a limit's name its
// value; a check naming an unknown rule, field or message fails the generation with its place.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRules } from '../tables/rules.mjs';

const api = fileURLToPath(new URL('../../../sdk-core/api/', import.meta.url));
const table = JSON.parse(readFileSync(join(api, 'rules.json'), 'utf8'));

/** The rules table with `checks` replaced, read from a folder of its own. */
function readWith(checks) {
  const dir = mkdtempSync(join(tmpdir(), 'rule-checks-'));
  writeFileSync(join(dir, 'rules.json'), JSON.stringify({ ...table, checks }));
  copyFileSync(join(api, 'mock-catalog.json'), join(dir, 'mock-catalog.json'));
  return readRules(join(dir, 'rules.json'));
}

test('an alias reads as the list it names, and limits by name as their values', () => {
  const { checks } = readWith({
    'data.getString': [{ arg: 'key', rule: 'range', min: 0, max: 'avatarSizeMax', message: 'avatarSize' }],
    'data.removeKey': 'data.getString',
  });
  assert.deepEqual(checks['data.removeKey'], [{ arg: 'key', rule: 'range', min: 0, max: table.limits.avatarSizeMax.value, message: 'avatarSize' }]);
  assert.equal(checks['data.getString'][0].max, 1024);
});

test('an unknown rule, a field its rule does not take, an unknown message or list fails naming the list', () => {
  assert.throws(() => readWith({ 'data.getString': [{ arg: 'key', rule: 'nonBlank' }] }), /checks data\.getString: unknown rule nonBlank/);
  assert.throws(() => readWith({ 'data.getString': [{ arg: 'key', rule: 'text', max: 3 }] }), /checks data\.getString: .*field max/);
  assert.throws(() => readWith({ 'data.getString': [{ arg: 'key', rule: 'range', min: 0, max: 1, message: 'noSuchMessage' }] }), /no message noSuchMessage/);
  assert.throws(() => readWith({ 'data.getString': [{ arg: 'key', rule: 'checks', of: 'NoSuchList' }] }), /no list NoSuchList/);
  assert.throws(() => readWith({ 'data.getString': 'data.nothing' }), /checks data\.getString: a list of checks or the name of one/);
});

test('the repository\'s checks name only messages of the table and read without error', () => {
  const { checks, messages } = readRules();
  const names = new Set(messages.map((message) => message.name));
  const named = (list) => list.flatMap((check) => [check.message, check.countMessage, check.wrap, ...named(check.each ?? [])]).filter(Boolean);
  for (const [context, list] of Object.entries(checks)) for (const name of named(list)) assert.ok(names.has(name), `${context}: ${name}`);
  assert.ok(checks['notifications.scheduleAsync'].length > 0);
});
