// Emits the Godot addon mocks' share of the mock platform's data: its identities, outcomes, events
// and the control verbs with their argument checks (runtime/mock_platform.gd runs them).
import { gdComment, gdString as quote, gdValue } from './languages/gdscript.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';
import { snake } from './tables/operations.mjs';

export const from = 'mockPlatform';
export const target = 'godot-bridge/addons/gamesdk/generated/mock_platform.gd';

/** One argument's check as a GDScript Dictionary literal (an object's keys stay camelCase: GDScript values are). */
function argument(arg) {
  const check = { name: arg.name, type: arg.type };
  for (const key of ['optional', 'nonEmpty', 'nullable']) if (arg[key]) check[key] = true;
  for (const key of ['default', 'min', 'oneOf', 'choicesOf']) if (arg[key] !== undefined) check[key] = arg[key];
  if (arg.keys) check.keys = arg.keys.map(argument);
  return check;
}

export function emit(data = readMockPlatform()) {
  const verbs = data.engineVerbs.map((verb) => `${gdComment(verb.doc, { indent: '\t' })}\n\t${quote(snake(verb.name))}: ${gdValue(verb.args.map(argument))},`);
  return `# ${mockPlatformBanner}
#
# The mock platform's behaviour every engine's mock shares: who the player is, what signed values
# say, the player's scripted choices, the events, and the control verbs with their arguments.
extends RefCounted

## The player every mock starts with, a guest.
const FIRST_PLAYER_ID := ${quote(data.firstPlayerId)}
## A purchase token is this and a number counting from 1.
const PURCHASE_TOKEN_PREFIX := ${quote(data.purchaseTokenPrefix)}
## Every signed value: nothing is signed outside the mock platform server.
const UNSIGNED := ${quote(data.unsigned)}
## The choices of each kind of step the player decides (GameSdk.mock.set_outcome).
const OUTCOMES := ${gdValue(data.outcomes)}
## The events GameSdk.mock.fire raises, by the mock platform's names.
const EVENTS := ${gdValue(data.events)}
## The control verbs, snake_case, each with its arguments in order.
const VERBS := {
${verbs.join('\n')}
}
`;
}
