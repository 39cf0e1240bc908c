// The desktop stubs follow the operation manifest (issue 13): no hand-written stub file spells an
// operation's Lua name or context, and operations added to a copy of the manifest, generated into
// a scratch folder, are answered under LuaJIT with no hand-written change: one naming an existing
// feature of the mock, one a value and one a supports flag. A feature no row names, or a row's
// feature without a handler, fails desktop.new() with the feature's name.
// usage: node test/manifest-stubs-test.mjs   (from defold-bridge/); prints "N passed, N failed"
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bridge = `${root}defold-bridge/`;
const manifestPath = `${root}sdk-core/api/operations.json`;
const scratch = mkdtempSync(`${tmpdir()}/gamesdk-stubs-`);
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

let passed = 0;
let failed = 0;
function test(name, body) {
  try {
    body();
    passed += 1;
    console.log(`ok - ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`not ok - ${name}\n  ${String(error.stack ?? error).replace(/\n/g, '\n  ')}`);
  }
}

const run = (command, args, input) => spawnSync(command, args, { cwd: root, input, encoding: 'utf8', timeout: 60_000 });

// Generates the Lua tables from a changed copy of the manifest into scratch/<name>; returns its Defold folder.
function generate(name, change) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  change(manifest.operations);
  writeFileSync(`${scratch}/${name}.json`, JSON.stringify(manifest));
  const generated = run(process.execPath, ['scripts/generate.mjs', '--tables-only', '--manifest', `${scratch}/${name}.json`, '--out', `${scratch}/${name}`]);
  assert.equal(generated.status, 0, generated.stderr);
  return `${scratch}/${name}/defold-bridge/`;
}

// Runs a Lua chunk with the generated folder's modules ahead of the hand-written ones.
function lua(folder, body) {
  const script = `package.path = "${folder}?.lua;${bridge}?.lua;" .. package.path\n${body}`;
  return run('luajit', ['-'], script);
}

// The words an operation is spelled by in Lua: its Lua names and the context its errors name.
function spellings() {
  const { operations } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return operations.flatMap((op) => [...[].concat(op.lua ?? []), op.context ?? (op.module ? `${op.module}.${op.name}` : `Sdk.${op.name}`)]);
}

test('no hand-written desktop stub file spells an operation\'s Lua name or context', () => {
  const files = ['gamesdk/desktop.lua', 'gamesdk/desktop/calls.lua', ...readdirSync(`${bridge}gamesdk/desktop`).map((f) => `gamesdk/desktop/${f}`)];
  const found = [];
  for (const file of files) {
    const text = readFileSync(`${bridge}${file}`, 'utf8');
    for (const word of spellings()) {
      if (new RegExp(`(^|[^\\w.])${word.replace(/\./g, '\\.')}(?![\\w])`, 'm').test(text)) found.push(`${file}: ${word}`);
    }
  }
  assert.ok(files.includes('gamesdk/desktop/procedures.lua'), 'the stub files are found');
  assert.deepEqual(found, []);
});

test('operations added to the manifest are answered by the desktop stubs: a feature, a value, a supports flag', () => {
  const folder = generate('added', (operations) => operations.push(
    { module: 'player', name: 'getIdAsync', kind: 'async', args: [{ name: 'refresh', type: 'boolean', optional: true, ts: 'boolean' }], result: 'Promise<string>', partner: 'offered', mock: 'player.id', lua: 'player_get_id_async' },
    { module: 'session', name: 'getLimits', kind: 'sync', args: [], result: 'Limits', partner: 'offered', mock: { value: { maxLevel: 3, tags: ['a "b"\n', 'ü'] } }, lua: 'session_get_limits', returns: { value: { struct: 'DataUsage' } } },
    { module: 'session', name: 'isVibrationSupported', kind: 'sync', args: [], result: 'boolean', partner: 'offered', mock: { supports: true }, lua: 'session_is_vibration_supported' },
  ));
  const out = lua(folder, `
local sdk, control = require("gamesdk.desktop").new({})
local function show(fn, ...) local ok, err = pcall(fn, ...); print(ok and "ok" or (sdk.parse_error(err).code .. " | " .. sdk.parse_error(err).message .. " | " .. sdk.parse_error(err).context)) end
sdk.player_get_id_async(function(_, id, err) print("before: " .. tostring(id) .. " " .. err.code .. " " .. err.context) end)
control.update()
show(sdk.session_get_limits)
print("supports before: " .. tostring(sdk.session_is_vibration_supported()))
sdk.initialize(); control.update()
show(sdk.player_get_id_async, "yes")
sdk.player_get_id_async(true, function(_, id, err) print("after: " .. tostring(id) .. " " .. tostring(err)) end)
control.update()
local limits = sdk.session_get_limits()
print(limits.max_level .. " " .. #limits.tags .. " " .. string.format("%q", limits.tags[1]) .. " " .. limits.tags[2])
limits.max_level = 9
print("a copy: " .. sdk.session_get_limits().max_level)
print("supports after: " .. tostring(sdk.session_is_vibration_supported()))
`);
  assert.equal(out.status, 0, out.stderr);
  assert.equal(out.stdout, [
    'before: nil NOT_INITIALIZED player.getIdAsync',
    'NOT_INITIALIZED | session.getLimits was called before Sdk.initializeAsync() resolved | session.getLimits',
    'supports before: false',
    'INVALID_PARAM | refresh must be a boolean, got string | sdk.player_get_id_async',
    'after: player-1 nil',
    '3 2 "a \\"b\\"\\\n" ü',
    'a copy: 3',
    'supports after: true',
    '',
  ].join('\n'));
});

test('a row whose feature has no handler fails desktop.new() with the feature\'s name', () => {
  const folder = generate('unhandled', (operations) => operations.push(
    { module: 'player', name: 'getNickname', kind: 'sync', args: [], result: 'string', partner: 'offered', mock: 'player.nickname', lua: 'player_get_nickname' },
  ));
  const out = lua(folder, 'require("gamesdk.desktop").new({})');
  assert.notEqual(out.status, 0);
  assert.match(out.stderr, /no handler for the feature player\.nickname \(sdk\.player_get_nickname\)/);
});

test('a handler no row names fails desktop.new() with the feature\'s name', () => {
  const folder = generate('unnamed', (operations) => operations.splice(operations.findIndex((op) => op.mock === 'session.entryPoint'), 1));
  const out = lua(folder, 'require("gamesdk.desktop").new({})');
  assert.notEqual(out.status, 0);
  assert.match(out.stderr, /the feature session\.entryPoint is named by no row/);
});

console.log(`desktop stubs from the manifest: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
