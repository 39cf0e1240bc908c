// Emits the desktop stubs' operation table: per Lua function its kind, the argument specs the
// stubs check (the same checks as the extension's), its SDK context, what the partner platform
// does with it and how the desktop mock answers it (the manifest's mock column). desktop.lua builds
// every sdk.<name> from these rows; gamesdk/desktop/<area>.lua implement the mock's features.
import { operationsBanner, readOperations, luaNamesOf, luaArgName, bridgedArgs, contextOf, isPlain, isModuleCheck, pathOf, eventOfLuaName, luaShapesOf, snake } from './tables/operations.mjs';
import { luaString as luaLiteral } from './languages/literal.mjs';
import { readRules } from './tables/rules.mjs';

// The options types whose keys the rules table lists: such an argument names its type, and the
// stubs refuse any other key (generated/rules.lua's OPTION_KEYS).
const optionTypes = new Set(Object.keys(readRules().options));

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/generated/desktop_ops.lua';

// A Lua string literal of a manifest value; what Lua cannot hold fails naming the row.
function luaString(where, text) {
  try {
    return luaLiteral(text);
  } catch (error) {
    throw new Error(`${where}: ${error.message}`);
  }
}

// The extension hands results to Lua with camelCase keys in snake_case (the bridge host's Lua
// dialect, the same rule as `snake`); a value answered on desktop is spelled the same way.
/** A JSON value of the manifest as a Lua literal (object keys in snake_case unless the result is a payload). */
function luaValue(where, value, rekey) {
  if (value === null) return 'nil';
  if (typeof value === 'string') return luaString(where, value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.includes(null)) throw new Error(`${where}: a list holding null has no Lua table form`);
    return `{ ${value.map((item) => luaValue(where, item, rekey)).join(', ')} }`;
  }
  const fields = Object.entries(value).filter(([, item]) => item !== null);
  return `{ ${fields.map(([key, item]) => `[${luaString(where, rekey ? snake(key) : key)}] = ${luaValue(where, item, rekey)}`).join(', ')} }`;
}

// Events and helpers have no mock column: their bridge shape is their feature of the stubs
// ("bridge.listener", "bridge.unlisten", "bridge.parseError"), checking their own arguments.
function mockOf(op) {
  if (op.kind === 'event' || op.kind === 'helper') return `{ feature = ${luaLiteral(`bridge.${op.bridge}`)} }`;
  if (op.mock === undefined) return undefined;
  if (typeof op.mock === 'string') return `{ feature = ${luaLiteral(op.mock)} }`;
  if ('supports' in op.mock) return `{ supports = ${op.mock.supports} }`;
  return `{ value = ${luaValue(`operations.json ${pathOf(op)} mock`, op.mock.value, luaShapesOf(op).result !== 'payload')} }`;
}

const TYPE_NAMES = { string: 'a string', number: 'a number', boolean: 'a boolean', table: 'a table', level: 'a string or a number' };
/**
 * A row's argument check as a Lua function (where, args, last): the extension's checks in its words
 * (gamesdk_args.cpp), args[1..last] the arguments before any callback. Too many arguments, a required
 * one absent, a wrong type, and an options table's key its type lacks (a misspelt or camelCase key
 * would otherwise be ignored without a word) each raise INVALID_PARAM naming `where`.
 */
function argumentCheck(specs) {
  const pad = '        ';
  const lines = [`if last > ${specs.length} then fail(where, "expected at most ${specs.length} argument(s) before the callback, got " .. last) end`];
  specs.forEach((spec, i) => {
    const name = spec.name;
    // The argument in its place, nil past \`last\` (a trailing callback is no argument).
    lines.push(`local ${name} = select(${i + 1}, unpack(args, 1, last))`);
    const wrong = spec.type === 'level' ? `type(${name}) ~= "string" and type(${name}) ~= "number"` : `type(${name}) ~= ${luaLiteral(spec.type)}`;
    if (spec.optional) lines.push(`if ${name} ~= nil and ${wrong} then`);
    else lines.push(`if ${name} == nil then fail(where, ${luaLiteral(`${name} is required`)}) end`, `if ${wrong} then`);
    lines.push(`    fail(where, ${luaLiteral(`${name} must be ${TYPE_NAMES[spec.type]}, got `)} .. type(${name}))`, 'end');
    if (spec.options) {
      const keys = `rules.OPTION_KEYS.${spec.options}`;
      lines.push(`for key in pairs(${name} or {}) do`);
      lines.push(`    if not rules.has(${keys}, key) then fail(where, rules.messages.unknown_option(${luaLiteral(name)}, tostring(key), table.concat(${keys}, ", "))) end`, 'end');
    }
  });
  return `function(where, args, last)\n${lines.map((line) => pad + line).join('\n')}\n    end`;
}

function rows(op) {
  const fields = [`kind = ${luaLiteral(op.kind)}`, `context = ${luaLiteral(contextOf(op))}`, `partner = ${luaLiteral(op.partner ?? 'offered')}`];
  if (isModuleCheck(op)) fields.push('module_check = true');
  if (op.anytime) fields.push('anytime = true');
  // An ad's own callbacks (its row's column): an interstitial's table takes no ad_viewed, as on every engine.
  if (op.callbacks) fields.push(`callbacks = { ${op.callbacks.map((name) => luaLiteral(snake(name))).join(', ')} }`);
  const mock = mockOf(op);
  if (mock) fields.push(`mock = ${mock}`);
  // Event and helper functions take Lua arguments of their own (a listener, an error), checked by their feature.
  if (isPlain(op) || op.kind === 'callback') {
    const specs = bridgedArgs(op).map((arg) => ({ name: luaArgName(arg), type: arg.type, optional: arg.optional, options: optionTypes.has(arg.ts) ? arg.ts : undefined }));
    const args = specs.map((spec) => `{ name = ${luaLiteral(spec.name)}, type = ${luaLiteral(spec.type)}${spec.optional ? ', optional = true' : ''}${spec.options ? `, options = ${luaLiteral(spec.options)}` : ''} }`);
    fields.push(`args = { ${args.join(', ')} }`, `check = ${argumentCheck(specs)}`);
  }
  return luaNamesOf(op).map((name) => {
    const event = op.kind === 'event' && op.name === 'on' ? [`event = ${luaLiteral(eventOfLuaName(op, name))}`] : [];
    return `    ${name} = { ${[...fields, ...event].join(', ')} },`;
  });
}

export function emit(operations = readOperations()) {
  const lines = operations.filter((op) => op.kind !== 'composed').flatMap(rows);
  return `-- ${operationsBanner}
--
-- The desktop stubs' table of the Lua API, one row per function: kind ("sync", "void", "async",
-- "callback", "event", "helper"), the SDK context, the partner platform's behaviour ("offered",
-- "quiet": accepted and dropped, "notOffered": FEATURE_NOT_SUPPORTED), module_check (a module's
-- is_supported, answered from partner), mock (how the desktop mock answers an offered function: a
-- feature of gamesdk/desktop/, a value once initialised, or supports: false before initialisation,
-- then the flag), event (the event an on_* function listens to), callbacks (an ad's: the names of
-- the callbacks its table may hold) and the argument specs checked
-- before any call (options: the SDK's options type, whose keys generated/rules.lua's OPTION_KEYS lists),
-- compiled into check(where, args, last).
local rules = require("gamesdk.desktop.rules")

-- Raises the extension's INVALID_PARAM for a bad argument of the function \`where\`.
local function fail(where, message) rules.raise("INVALID_PARAM", message, where) end

return {
${lines.join('\n')}
}
`;
}
