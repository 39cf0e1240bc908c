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

export function emit(data = readMockPlatform()) {
  const { features, verbs: doings, launch, newPlayer, plan, guards } = data.engine;
  const rows = (table, name) => Object.entries(table).map(([row, doing]) => `    ${key(name(row))} = ${luaValue(inLua(doing))},`).join('\n');
  const verbs = data.engineVerbs.map(verbCheck);
  return `-- ${mockPlatformBanner}
--
-- The mock platform's behaviour every engine's mock shares: who the player is, what signed values
-- say, the player's scripted choices, the events, and the control verbs with their arguments.

local M = {}

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
-- a new player, what each catalog plan adds for them, and the guards around an argument check.
M.LAUNCH = ${luaValue(inLua(launch))}
M.NEW_PLAYER = ${luaValue(inLua(newPlayer))}
M.PLAN = ${luaValue(inLua(plan))}
M.GUARDS = {
${Object.entries(guards).map(([name, guard]) => `    ${key(name)} = ${luaValue(inLua({ is: true, ...guard }))},`).join('\n')}
}
-- Each mock feature of the operation table: anytime, before, after, and do, set or append, then answer.
M.FEATURES = {
${rows(features, (name) => name)}
}
-- Each control verb, snake_case: do, set or append, then answer.
M.DOINGS = {
${rows(doings, snake)}
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
