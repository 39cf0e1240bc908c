// Emits the Defold desktop stubs' share of the mock platform's data: its identities, outcomes,
// events, the control verbs with their argument checks, and engineMock (what each feature and verb
// does) in Lua's names, which gamesdk/desktop.lua interprets.
import { luaComment, luaString as quote } from './languages/literal.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';
import { snake } from './tables/operations.mjs';

export const from = 'mockPlatform';
export const target = 'defold-bridge/gamesdk/generated/mock_platform.lua';

const list = (values) => (values.length ? `{ ${values.map(quote).join(', ')} }` : '{}');

/** A Lua table of one argument's check; an object's keys stay camelCase in TypeScript and snake_case in Lua. */
function argument(arg) {
  const parts = [`name = ${quote(snake(arg.name))}`, `type = ${quote(arg.type)}`];
  if (arg.optional) parts.push('optional = true');
  if (arg.default !== undefined) parts.push(`default = ${typeof arg.default === 'string' ? quote(arg.default) : String(arg.default)}`);
  if (arg.min !== undefined) parts.push(`min = ${arg.min}`);
  if (arg.nonEmpty) parts.push('non_empty = true');
  if (arg.nullable) parts.push('nullable = true');
  if (arg.oneOf) parts.push(`one_of = ${list(arg.oneOf)}`);
  if (arg.choicesOf) parts.push(`choices_of = ${quote(arg.choicesOf)}`);
  if (arg.keys) parts.push(`keys = { ${arg.keys.map(argument).join(', ')} }`);
  return `{ ${parts.join(', ')} }`;
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
  const verbs = data.engineVerbs.map((verb) => `    ${luaComment(verb.doc)}\n    ${snake(verb.name)} = ${verb.args.length ? `{ ${verb.args.map(argument).join(', ')} }` : '{}'},`);
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
-- The control verbs, snake_case, each with its arguments in order.
M.VERBS = {
${verbs.join('\n')}
}

return M
`;
}
