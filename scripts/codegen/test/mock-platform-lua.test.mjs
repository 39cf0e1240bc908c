// The Defold desktop stubs' behaviour is engineMock compiled into Lua (mock-platform-lua.mjs): a
// feature or verb written in mock-platform.json's template language becomes a Lua function with no
// hand-written change (a word the language lacks is refused before, by tables/engine-mock.mjs).
// The control verbs' argument checks are compiled too; LuaJIT runs what comes out.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockPlatformPath, readMockPlatform } from '../tables/mock-platform.mjs';
import { emit } from '../mock-platform-lua.mjs';

/** The mock platform's data with `change` applied to it, from a scratch copy. */
function dataWith(change) {
  const data = JSON.parse(readFileSync(mockPlatformPath, 'utf8'));
  change(data);
  const path = join(mkdtempSync(join(tmpdir(), 'mock-lua-')), 'mock-platform.json');
  writeFileSync(path, JSON.stringify(data));
  return readMockPlatform(path);
}

const gamesdk = fileURLToPath(new URL('../../../defold-bridge/', import.meta.url));

/** Runs `script` under LuaJIT with `code` as gamesdk.generated.mock_platform; answers its stdout. */
function luajit(code, script) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-lua-run-'));
  writeFileSync(join(dir, 'mock_platform.lua'), code);
  const preload = `package.preload["gamesdk.generated.mock_platform"] = function() return dofile(${JSON.stringify(join(dir, 'mock_platform.lua'))}) end\n`;
  const run = spawnSync('luajit', ['-e', preload + script], { cwd: gamesdk, encoding: 'utf8', env: { ...process.env, LUA_PATH: `${gamesdk}?.lua;;` } });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
}

test('verbs combining set, append, $name, @name, $if, objects and lists run as their rows say', () => {
  const data = dataWith((all) => {
    all.engineMock.verbs.addReferral = {
      append: { referrals: { playerId: '@playerId', mode: { $if: 'registered', then: 'authorized', else: ['lite', '$playerId'] } } },
      answer: '$referrals',
    };
    all.engineMock.verbs.setEntryPayload = { set: { entryPayload: { by: '@payload', signed: '$unsigned' } } };
  });
  const out = luajit(emit(data), `
    local MOCK = require("gamesdk.generated.mock_platform")
    local copy = function(v) return v end
    local m = { copy = copy, state = { referrals = {}, registered = false, player_id = "p-1" } }
    local args = MOCK.VERBS.add_referral(error, "p-2")
    local answer = MOCK.DOINGS.add_referral(m, "add_referral", args)
    MOCK.DOINGS.set_entry_payload(m, "set_entry_payload", MOCK.VERBS.set_entry_payload(error, { level = "p-2" }))
    print(answer[1].player_id, answer[1].mode[1], answer[1].mode[2], m.state.entry_payload.by.level, m.state.entry_payload.signed)
  `);
  assert.equal(out, 'p-2\tlite\tp-1\tp-2\tmock-unsigned');
});

test('a control verb refuses a bad argument in the shared words, and gives an absent one its default', () => {
  const out = luajit(emit(readMockPlatform()), `
    local MOCK = require("gamesdk.generated.mock_platform")
    local refusal = function(fn, ...)
      local ok, err = pcall(fn, function(what) error(what, 0) end, ...)
      return ok and "ok" or err
    end
    print(refusal(MOCK.VERBS.set_outcome, "checkout", "maybe"))
    print(refusal(MOCK.VERBS.set_player, { id = "x", regsitered = true }))
    print(refusal(MOCK.VERBS.seed_purchases, 1.5))
    print(refusal(MOCK.VERBS.fail_next_consume, 1, 2, 3))
    print(MOCK.VERBS.fail_next_consume(error).count, MOCK.VERBS.fail_next_consume(error).after)
  `);
  assert.deepEqual(out.split('\n'), [
    'choice must be one of buy, close, got maybe',
    "unknown key 'regsitered' in player",
    'count must be a whole number, got 1.5',
    'takes 2 arguments, got 3',
    '1\t0',
  ]);
});
