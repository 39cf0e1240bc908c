// The desktop stubs' table: the manifest's mock column as Lua (features, values, supports flags),
// values Lua cannot hold refused at generation with the operation's path.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { emit } from '../lua-desktop-ops.mjs';

const op = (mock, extra = {}) => ({ module: 'session', name: 'getThing', kind: 'sync', args: [], result: 'unknown', partner: 'offered', mock, lua: 'session_get_thing', ...extra });
const rowOf = (text) => text.split('\n').find((line) => line.includes('session_get_thing ='));
// The generated table requires the stubs' rules (its checks raise through them): LuaJIT runs it from the bridge.
const bridge = fileURLToPath(new URL('../../../defold-bridge/', import.meta.url));
const luajit = (script) => spawnSync('luajit', ['-e', script], { cwd: bridge, encoding: 'utf8', env: { ...process.env, LUA_PATH: `${bridge}?.lua;;` } });

test('a value becomes a Lua literal LuaJIT reads back as the JSON value, keys in snake_case as the extension hands results', () => {
  const value = { maxLevel: 3, ratio: -1.5e-7, tags: ['tab\there', 'quote " and \\', 'bell \u0007', 'ü ✓ 😀'], nested: { isOn: false, gone: null } };
  const text = emit([op({ value })]);
  const lua = luajit(`local t = (function() ${text.replace(/^--.*$/gm, '')} end)().session_get_thing.mock.value
print(t.max_level, t.ratio, #t.tags, t.tags[1], t.tags[2], t.tags[3]:byte(-1), t.tags[4], t.nested.is_on, t.nested.gone, t.maxLevel)`);
  assert.equal(lua.status, 0, lua.stderr);
  assert.equal(lua.stdout, '3\t-1.5e-07\t4\ttab\there\tquote " and \\\t7\tü ✓ 😀\tfalse\tnil\tnil\n');
});

test('a payload result keeps its keys; a feature and a supports flag are named as they are', () => {
  assert.match(rowOf(emit([op({ value: { someKey: 1 } }, { returns: { value: 'object' } })])), /mock = \{ value = \{ \["someKey"\] = 1 \} \}/);
  assert.match(rowOf(emit([op('store.getString')])), /mock = \{ feature = "store\.getString" \}/);
  assert.match(rowOf(emit([op({ supports: false })])), /mock = \{ supports = false \}/);
  assert.match(rowOf(emit([op({ value: null })])), /mock = \{ value = nil \}/);
});

test('a value Lua cannot hold fails generation naming the operation', () => {
  assert.throws(() => emit([op({ value: ['a', null] })]), /operations\.json session\.getThing mock: a list holding null has no Lua table form/);
  assert.throws(() => emit([op({ value: 'broken \ud800' })]), /operations\.json session\.getThing mock: a lone surrogate \(U\+D800\) has no UTF-8 form for a Lua string/);
});

test('each on_* function carries its event and its bridge shape as its feature; an event listener named otherwise fails generation', () => {
  const on = { module: '', name: 'on', kind: 'event', args: [], result: '() => void', partner: 'offered', bridge: 'listener', lua: ['on_exit_requested', 'on_pause'] };
  const text = emit([on]);
  assert.match(text, /on_exit_requested = \{ kind = "event", context = "Sdk\.on", partner = "offered", mock = \{ feature = "bridge\.listener" \}, event = "exitRequested" \},/);
  assert.match(text, /on_pause = .*event = "pause" \},/);
  assert.throws(() => emit([{ ...on, lua: ['when_paused'] }]), /operations\.json on: the Lua name when_paused of an event listener must start with on_/);
});

test("a row's generated check refuses as the extension does: too many arguments, a required one absent, a wrong type, an options key its type lacks", () => {
  const args = [
    { name: 'level', type: 'level' },
    { name: 'options', ts: 'PurchaseOptions', type: 'table', optional: true },
  ];
  const text = emit([op(undefined, { kind: 'void', partner: 'quiet', args })]);
  const lua = luajit(`local check = (function() ${text.replace(/^--.*$/gm, '')} end)().session_get_thing.check
local function refusal(args, last)
  local ok, err = pcall(check, "sdk.session_get_thing", args, last)
  print(ok and "ok" or err)
end
refusal({ 1, {}, 3 }, 3)
refusal({ print }, 0)
refusal({ true }, 1)
refusal({ "l1", { product_id = "p", productId = "p" } }, 2)
refusal({ 2, { product_id = "p" }, print }, 2)
refusal({ false }, 1)`);
  assert.equal(lua.status, 0, lua.stderr);
  // Each error carries the caller's position first (here LuaJIT's command line), as the extension's do.
  assert.deepEqual(lua.stdout.trim().split('\n').map((line) => line.replace(/^\(command line\):\d+: /, '')), [
    'INVALID_PARAM: expected at most 2 argument(s) before the callback, got 3 (sdk.session_get_thing)',
    'INVALID_PARAM: level is required (sdk.session_get_thing)',
    'INVALID_PARAM: level must be a string or a number, got boolean (sdk.session_get_thing)',
    'INVALID_PARAM: options.productId is not an option (product_id, developer_payload) (sdk.session_get_thing)',
    'ok',
    'INVALID_PARAM: level must be a string or a number, got boolean (sdk.session_get_thing)',
  ]);
});
