// Emits the Defold desktop stubs' share of the mock platform's data: its identities, outcomes,
// events, the control verbs with their argument checks, and engineMock (what each feature and verb
// does) compiled to Lua functions from the tree tables/engine-mock.mjs reads it into, in Lua's names.
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

/**
 * A template (tables/engine-mock.mjs's tree) as a Lua expression, by its kind: a `state` value's or
 * an `argument`'s copy, the unsigned placeholder or a copy of the catalog (`platform`), an `if` the
 * state value's branch, a list or object its templates (keys in snake_case), a literal as written
 * (null: nil, an absent key).
 */
const LUA_OF = {
  state: ({ name }) => `m.copy(m.state.${snake(name)})`,
  platform: ({ name }) => (name === 'unsigned' ? 'M.UNSIGNED' : 'm.copy(RULES.CATALOG)'),
  argument: ({ name }) => `m.copy(args.${snake(name)})`,
  if: (node) => `either(m.state.${snake(node.holds)}, ${template(node.then)}, ${template(node.else)})`,
  list: ({ items }) => (items.length ? `{ ${items.map(template).join(', ')} }` : '{}'),
  object: ({ entries }) => table(entries.map(([name, inner]) => ({ name, value: inner }))),
  literal: ({ value }) => (value === null ? 'nil' : typeof value === 'string' ? quote(value) : String(value)),
};
const template = (node) => LUA_OF[node.kind](node);

/** A Lua table of named templates ({ name, value }), its keys in snake_case. */
const table = (entries) => (entries.length ? `{ ${entries.map(({ name, value }) => `${key(snake(name))} = ${template(value)}`).join(', ')} }` : '{}');

/**
 * A feature (`feature`: true, given the operation's context) or a verb as one Lua function of the
 * mock, its context and its checked arguments: for a feature, NOT_INITIALIZED unless anytime, its
 * guards before, the argument checks, its guards after; then its procedure, its state changes and
 * its answer (absent: the procedure's).
 */
function doing(row, guards, feature) {
  const lines = [];
  const guard = (name) => {
    const spec = guards.find((each) => each.name === name);
    lines.push(`if m.state.${snake(spec.holds)} ~= ${spec.is} then m.raise(${quote(spec.code)}, say.${snake(spec.rule)}(context), context) end`);
  };
  if (feature && !row.anytime) lines.push('m.ready(context)');
  row.before.forEach(guard);
  if (feature) lines.push('m.check(context, args)');
  row.after.forEach(guard);
  if (row.procedure) {
    const call = `m.procedures.${snake(row.procedure)}(context, unpack(args, 1, args.n))`;
    // A procedure is all a row changes (it sets or appends nothing): it answers unless the row does.
    lines.push(row.answer ? `local done = ${call}` : `return ${call}`);
  }
  for (const { name, value } of row.set) lines.push(`m.state.${snake(name)} = ${template(value)}`);
  for (const { name, value } of row.append) lines.push(`table.insert(m.state.${snake(name)}, ${template(value)})`);
  if (row.answer) lines.push(`return ${template(row.answer)}`);
  return `    ${key(feature ? row.name : snake(row.name))} = function(m, context, args)\n${lines.map((line) => `        ${line}\n`).join('')}    end,`;
}

export function emit(data = readMockPlatform()) {
  const { features, verbs: doings, launch, newPlayer, plan, guards } = data.engine;
  const rows = (list, feature) => list.map((row) => doing(row, guards, feature)).join('\n');
  const procedures = [...new Set([...features, ...doings].filter((row) => row.procedure).map((row) => snake(row.procedure)))].sort();
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
M.LAUNCH = ${table(launch)}
M.NEW_PLAYER = ${table(newPlayer)}
function M.plan(m)
    return ${template(plan)}
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
