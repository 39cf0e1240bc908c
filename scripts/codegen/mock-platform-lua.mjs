// Emits the Defold desktop stubs' share of the mock platform's data: its identities, outcomes,
// events, the control verbs with their argument checks, and engineMock (what each feature and verb
// does) in Lua's names, which gamesdk/desktop.lua interprets.
import { luaComment, luaString as quote } from './languages/literal.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';
import { snake } from './tables/operations.mjs';

export const from = 'mockPlatform';
export const target = 'defold-bridge/gamesdk/generated/mock_platform.lua';

const list = (values) => (values.length ? `{ ${values.map(quote).join(', ')} }` : '{}');

const LUA_TYPES = { string: 'string', boolean: 'boolean', integer: 'number', object: 'table' };

/**
 * The Lua statements that check one argument `arg`, read as `value` (a local or a key of one), and
 * refuse the first problem in words every engine's mock shares: absent, then its type, its least
 * whole number, a non-empty string, the values it is one of, an object's keys and no other key.
 */
function checks(arg, value, pad) {
  const name = snake(arg.name);
  // The refusal of a value: what it must be, then the value given.
  const refuse = (what) => `refuse(${quote(`${name} must be ${what}, got `)} .. tostring(${value}))`;
  const lines = [];
  const wrong = arg.type === 'integer' ? `type(${value}) ~= "number" or ${value} % 1 ~= 0` : `type(${value}) ~= ${quote(LUA_TYPES[arg.type])}`;
  lines.push(`if ${wrong} then ${refuse(arg.type === 'integer' ? 'a whole number' : `a ${LUA_TYPES[arg.type]}`)} end`);
  if (arg.min !== undefined) lines.push(`if ${value} < ${arg.min} then ${refuse(`a whole number from ${arg.min}`)} end`);
  if (arg.nonEmpty) lines.push(`if ${value} == "" then refuse(${quote(`${name} must not be empty`)}) end`);
  const oneOf = arg.oneOf ? list(arg.oneOf) : arg.choicesOf && `M.OUTCOMES[${snake(arg.choicesOf)}]`;
  if (oneOf) lines.push(`if not has(${oneOf}, ${value}) then refuse(${quote(`${name} must be one of `)} .. table.concat(${oneOf}, ", ") .. ", got " .. tostring(${value})) end`);
  for (const key of arg.keys ?? []) lines.push(...checks(key, `${value}[${quote(snake(key.name))}]`, ''));
  if (arg.keys) {
    lines.push(`for key in pairs(${value}) do`, `    if not has(${list(arg.keys.map((key) => snake(key.name)))}, key) then refuse("unknown key '" .. tostring(key) .. ${quote(`' in ${name}`)}) end`, 'end');
  }
  // An absent argument that may be absent is checked no further; a required one is refused first.
  const absentOk = arg.optional || arg.nullable;
  const body = absentOk ? [`if ${value} ~= nil then`, ...lines.map((line) => `    ${line}`), 'end'] : [`if ${value} == nil then refuse(${quote(`${name} is required`)}) end`, ...lines];
  if (arg.default !== undefined) body.push(`if ${value} == nil then ${value} = ${typeof arg.default === 'string' ? quote(arg.default) : String(arg.default)} end`);
  return body.map((line) => pad + line);
}

/** A control verb's check: a function of the refusal and the verb's arguments answering them by position (n of them) and by name. */
function verbCheck(verb) {
  const names = verb.args.map((arg) => snake(arg.name));
  const pad = '        ';
  const body = [`${pad}if select("#", ...) > ${names.length} then refuse("takes ${names.length} arguments, got " .. select("#", ...)) end`];
  if (names.length) body.push(`${pad}local ${names.join(', ')} = ...`);
  for (const [i, arg] of verb.args.entries()) body.push(...checks(arg, names[i], pad));
  body.push(`${pad}return { n = ${names.length}${names.map((name) => `, ${name}`).join('')}${names.map((name) => `, ${name} = ${name}`).join('')} }`);
  return `    ${luaComment(verb.doc)}\n    ${snake(verb.name)} = function(refuse, ...)\n${body.join('\n')}\n    end,`;
}

const KEYWORDS = new Set(['and', 'break', 'do', 'else', 'elseif', 'end', 'false', 'for', 'function', 'if', 'in', 'local', 'nil', 'not', 'or', 'repeat', 'return', 'then', 'true', 'until', 'while']);
const key = (name) => (/^[A-Za-z_]\w*$/.test(name) && !KEYWORDS.has(name) ? name : `[${quote(name)}]`);

/** A JSON value as a Lua literal: null is nil (an absent key), lists are sequences. */
function luaValue(value) {
  if (Array.isArray(value)) return value.length ? `{ ${value.map(luaValue).join(', ')} }` : '{}';
  if (value === null) return 'nil';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([name, inner]) => `${key(name)} = ${luaValue(inner)}`).join(', ')} }` : '{}';
  }
  return typeof value === 'string' ? quote(value) : String(value);
}

/**
 * engineMock in Lua's names: state names, template references ('$name', '@name'), the keys of a
 * template's table, procedures and rules.json messages in snake_case; what is written as text stays.
 */
function inLua(value, field) {
  if (Array.isArray(value)) return value.map((inner) => inLua(inner, field));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name.startsWith('$') || name === 'then' || name === 'else' ? name : snake(name), inLua(inner, name)]));
  }
  if (typeof value !== 'string') return value;
  if (/^[$@]/.test(value)) return value[0] + snake(value.slice(1));
  return ['do', 'holds', 'rule', '$if'].includes(field) ? snake(value) : value;
}

/** The words a feature or verb of engineMock may hold; any other fails the generation naming it. */
const WORDS = new Set(['anytime', 'before', 'after', 'do', 'set', 'append', 'answer', 'later']);

/**
 * A template (already in Lua's names) as a Lua expression: '$name' a copy of the state's value (or
 * the unsigned placeholder, the catalog), '@name' a copy of the verb's argument, {"$if"} the state
 * name's branch, a table its templates, anything else as written.
 */
function template(value) {
  if (typeof value === 'string' && value.startsWith('$')) {
    const name = value.slice(1);
    if (name === 'unsigned') return 'M.UNSIGNED';
    return name === 'catalog' ? 'm.copy(RULES.CATALOG)' : `m.copy(m.state.${name})`;
  }
  if (typeof value === 'string' && value.startsWith('@')) return `m.copy(args.${value.slice(1)})`;
  if (Array.isArray(value)) return value.length ? `{ ${value.map(template).join(', ')} }` : '{}';
  if (value === null || typeof value !== 'object') return luaValue(value);
  if ('$if' in value) return `either(m.state.${value.$if}, ${template(value.then)}, ${template(value.else)})`;
  const entries = Object.entries(value);
  return entries.length ? `{ ${entries.map(([name, inner]) => `${key(name)} = ${template(inner)}`).join(', ')} }` : '{}';
}

/**
 * A feature (`feature`: true, given the operation's context) or a verb (given its name) as one Lua
 * function of the mock, its context and its checked arguments: for a feature, NOT_INITIALIZED
 * unless anytime, its guards before, the argument checks, its guards after; then its procedure,
 * its state changes and its answer (absent: the procedure's).
 */
function doing(name, row, guards, feature) {
  for (const word of Object.keys(row)) if (!WORDS.has(word)) throw new Error(`mock-platform.json engineMock ${name}: the Lua emitter has no meaning for "${word}"`);
  const lines = [];
  const guard = (which) => {
    const spec = guards[which];
    if (!spec) throw new Error(`mock-platform.json engineMock ${name}: no guard ${which}`);
    lines.push(`if m.state.${snake(spec.holds)} ~= ${spec.is ?? true} then m.raise(${quote(spec.code)}, say.${snake(spec.rule)}(context), context) end`);
  };
  if (feature && !row.anytime) lines.push('m.ready(context)');
  for (const which of row.before ?? []) guard(which);
  if (feature) lines.push('m.check(context, args)');
  for (const which of row.after ?? []) guard(which);
  const lua = inLua(row);
  const call = `m.procedures.${lua.do}(context, unpack(args, 1, args.n))`;
  // A procedure that is all the row does answers for it.
  if (lua.do && !lua.set && !lua.append && lua.answer === undefined) lines.push(`return ${call}`);
  else if (lua.do) lines.push(`local done = ${call}`);
  for (const [state, value] of Object.entries(lua.set ?? {})) lines.push(`m.state.${state} = ${template(value)}`);
  for (const [state, value] of Object.entries(lua.append ?? {})) lines.push(`table.insert(m.state.${state}, ${template(value)})`);
  if (lua.answer !== undefined) lines.push(`return ${template(lua.answer)}`);
  else if (lua.do && (lua.set || lua.append)) lines.push('return done');
  return `    ${key(feature ? name : snake(name))} = function(m, context, args)\n${lines.map((line) => `        ${line}\n`).join('')}    end,`;
}

export function emit(data = readMockPlatform()) {
  const { features, verbs: doings, launch, newPlayer, plan, guards } = data.engine;
  const rows = (table, feature) => Object.entries(table).map(([name, row]) => doing(name, row, guards, feature)).join('\n');
  const procedures = [...new Set([...Object.values(features), ...Object.values(doings)].filter((row) => row.do).map((row) => snake(row.do)))].sort();
  const verbs = data.engineVerbs.map(verbCheck);
  return `-- ${mockPlatformBanner}
--
-- The mock platform's behaviour every engine's mock shares: who the player is, what signed values
-- say, the player's scripted choices, the events, and the control verbs with their arguments.

local RULES = require("gamesdk.generated.rules")
local say = RULES.messages

local M = {}

-- a when \`holds\`, else b (a template's {"$if"}; either may be false or nil).
local function either(holds, a, b)
    if holds then return a end
    return b
end

M.FIRST_PLAYER_ID = ${quote(data.firstPlayerId)}
-- A purchase token is this and a number counting from 1.
M.PURCHASE_TOKEN_PREFIX = ${quote(data.purchaseTokenPrefix)}
-- Every signed value: nothing is signed outside the mock platform server.
M.UNSIGNED = ${quote(data.unsigned)}
-- The choices of each kind of step the player decides (control.set_outcome).
M.OUTCOMES = {
${Object.entries(data.outcomes).map(([kind, choices]) => `    ${kind} = ${list(choices)},`).join('\n')}
}
M.EVENTS = ${list(data.events)}
-- What the mock does (mock-platform.json engineMock, in snake_case): the state of a launch and of
-- a new player, and what each catalog plan adds for them (m: the mock, gamesdk/desktop.lua).
M.LAUNCH = ${luaValue(inLua(launch))}
M.NEW_PLAYER = ${luaValue(inLua(newPlayer))}
function M.plan(m)
    return ${template(inLua(plan))}
end
-- The procedures the features and verbs call (gamesdk/desktop/procedures.lua writes each).
M.PROCEDURES = ${list(procedures)}
-- Each mock feature of the operation table, compiled: (m, context, args) -> its answer, raising
-- its error; the guards, argument checks, procedure, state changes and answer its row says.
M.FEATURES = {
${rows(features, true)}
}
-- Each control verb, snake_case, compiled: (m, verb, checked arguments) -> its answer.
M.DOINGS = {
${rows(doings, false)}
}
-- Whether \`value\` is one of the list's.
local function has(list, value)
    for _, each in ipairs(list) do
        if each == value then return true end
    end
    return false
end

-- The control verbs, snake_case: each checks its arguments (refuse(what) raises the refusal; an
-- absent optional one gets its default) and answers them by position (n of them) and by name.
M.VERBS = {
${verbs.join('\n')}
}

return M
`;
}
