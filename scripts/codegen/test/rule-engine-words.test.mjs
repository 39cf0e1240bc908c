// A rules.json message worded in an engine language's own words (engines: GDScript's Callable, a
// Lua table): each engine's emitter renders its wording, the others the common text, and a wording
// whose parameters differ stops the generation.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRules } from '../tables/rules.mjs';
import { emit as emitGodot } from '../godot-rules.mjs';
import { emit as emitLua } from '../rules-lua.mjs';
import { emit as emitTs } from '../rules-ts.mjs';
import { emit as emitCpp } from '../rules-cpp.mjs';

const catalog = fileURLToPath(new URL('../../../sdk-core/api/mock-catalog.json', import.meta.url));

/** The rules table at a scratch path with these messages (and the real catalog beside it). */
function rulesWith(messages) {
  const dir = mkdtempSync(join(tmpdir(), 'rule-words-'));
  copyFileSync(catalog, join(dir, 'mock-catalog.json'));
  writeFileSync(join(dir, 'rules.json'), JSON.stringify({ limits: {}, messages }));
  return readRules(join(dir, 'rules.json'));
}

const worded = {
  unknownOption: { text: '{label}.{key} is not an option ({keys})', doc: 'd' },
  notACallbackTable: { text: '{label} must be an object of functions', engines: { lua: '{label} must be a table of functions', gdscript: '{label} must be a Dictionary of Callables' }, doc: 'd' },
  notAFunction: { text: '{label} must be a 100% function', engines: { gdscript: '{label} must be a Callable' }, doc: 'd' },
};

test('each engine renders its own wording of a message, the rest the common text', () => {
  const rules = rulesWith(worded);
  assert.match(emitGodot(rules), /static func not_a_function\(label\) -> String:\n\treturn str\(label\) \+ " must be a Callable"/);
  assert.match(emitLua(rules), /function M\.messages\.not_a_callback_table\(label\)\n {4}return tostring\(label\) \.\. " must be a table of functions"/);
  assert.match(emitTs(rules), /notAFunction: \(label: string \| number\) => `\$\{label\} must be a 100% function`/);
  // The C++ formats are Lua's words, a literal % doubled for printf.
  const cpp = emitCpp(rules);
  assert.match(cpp, /#define GAMESDK_RULE_NOT_A_CALLBACK_TABLE "%s must be a table of functions"/);
  assert.match(cpp, /#define GAMESDK_RULE_NOT_A_FUNCTION "%s must be a 100%% function"/);
});

test('a wording with other parameters, or for an unknown engine, stops the generation naming the message', () => {
  assert.throws(() => rulesWith({ ...worded, notAFunction: { text: '{label} must be a function', engines: { gdscript: '{key} must be a Callable' }, doc: 'd' } }), /message notAFunction: its gdscript text needs the parameters label/);
  assert.throws(() => rulesWith({ ...worded, notAFunction: { text: '{label} must be a function', engines: { csharp: '{label} must be a delegate' }, doc: 'd' } }), /message notAFunction: engines takes lua, gdscript/);
});
