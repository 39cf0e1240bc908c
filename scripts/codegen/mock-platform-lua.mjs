// Emits the Defold desktop stubs' share of the mock platform's data: its identities, outcomes,
// events and the control verbs with their argument checks (gamesdk/desktop/control.lua runs them).
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

export function emit(data = readMockPlatform()) {
  const guarded = Object.entries(data.engine.features).filter(([, feature]) => feature.before || feature.after);
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
-- The faults a test injects, by kind: the control verb (count, after) and the failure's code and message.
M.FAULTS = {
${Object.entries(data.faults).map(([kind, fault]) => `    ${kind} = { verb = ${quote(snake(fault.verb))}, code = ${quote(fault.code)}, message = ${quote(snake(fault.message))} },`).join('\n')}
}
-- What an operation needs of the state before it acts (engineMock guards): the state value it
-- reads, the value it needs, and the refusal's code and message (given the operation's context).
M.GUARDS = {
${Object.entries(data.engine.guards).map(([name, guard]) => `    ${name} = { holds = ${quote(snake(guard.holds))}, is = ${guard.is ?? true}, code = ${quote(guard.code)}, rule = ${quote(snake(guard.rule))} },`).join('\n')}
}
-- The guards of each mock feature that has any, in order before and after its argument checks.
M.FEATURE_GUARDS = {
${guarded.map(([feature, { before = [], after = [] }]) => `    [${quote(feature)}] = { before = ${list(before)}, after = ${list(after)} },`).join('\n')}
}
-- The control verbs, snake_case, each with its arguments in order.
M.VERBS = {
${verbs.join('\n')}
}

return M
`;
}
