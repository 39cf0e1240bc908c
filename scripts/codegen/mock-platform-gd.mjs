// Emits the Godot addon mocks' share of the mock platform's data: its identities, outcomes, events,
// the control verbs with their argument checks, what the mock does (engineMock), and GameSdk.mock's
// verb methods, which hand their arguments to runtime/mock_platform.gd (it extends this file).
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

const GD_TYPES = { string: 'String', integer: 'int', boolean: 'bool', object: 'Dictionary' };
const EMPTY = { string: '', integer: 0, boolean: false };

/** A verb's parameter: typed (a nullable object is any Variant), its default or, when optional, its type's empty value. */
function parameter(arg) {
  const type = arg.nullable ? 'Variant' : GD_TYPES[arg.type];
  const fallback = arg.default !== undefined ? arg.default : arg.optional ? EMPTY[arg.type] : undefined;
  return `${snake(arg.name)}: ${type}${fallback === undefined ? '' : ` = ${gdValue(fallback)}`}`;
}

/** What a verb answers: a state value's type, an object template, a list where the row says so, else nothing. */
function returnType(verb, engine) {
  const answer = engine.verbs[verb.name].answer;
  const state = { ...engine.launch, ...engine.newPlayer };
  const shape = typeof answer === 'string' && answer.startsWith('$') ? state[answer.slice(1)] : answer;
  if (Array.isArray(shape) || verb.answers === 'list') return 'Array';
  return shape !== undefined && typeof shape === 'object' ? 'Dictionary' : 'void';
}

/**
 * The mock's state a game reads as it wrote it, in GameSdk.mock's answers: the player's data (a
 * payload: the game's keys) and the notifications by the game's own ids (each an SDK record). Every
 * other answer is SDK records, whose keys the game reads in snake_case (runtime/value_keys.gd).
 */
const GAME_KEYED = { store: 'payload', notifications: 'byId' };

/** How a verb's answer reaches the game: as the mock holds it (payload), its records' keys in snake_case, or by id with each record's. */
function inGameKeys(verb, engine, call) {
  const answer = engine.verbs[verb.name].answer;
  const state = typeof answer === 'string' && answer.startsWith('$') ? answer.slice(1) : null;
  for (const name of Object.keys(GAME_KEYED)) if (!(name in engine.newPlayer) && !(name in engine.launch)) throw new Error(`mock-platform.json engineMock: no state ${name} (the Godot mock answers it in the game's keys)`);
  const keyed = GAME_KEYED[state] ?? 'record';
  if (keyed === 'payload') return call;
  return keyed === 'byId' ? `ValueKeys.rekey_by_id(${call})` : `ValueKeys.rekey(${call}, true)`;
}

/** A verb as a method of GameSdk.mock: its checked arguments go to _verb, which the mock runs; what it answers in the game's key style. */
function method(verb, engine) {
  const returns = returnType(verb, engine);
  const call = `_verb(${quote(snake(verb.name))}, [${verb.args.map((arg) => snake(arg.name)).join(', ')}])`;
  // A verb whose effect comes later is awaited until it came (the mock defers it by one frame too).
  const later = engine.verbs[verb.name].later ? '\n\tawait Engine.get_main_loop().process_frame' : '';
  return `${gdComment(verb.doc)}\nfunc ${snake(verb.name)}(${verb.args.map(parameter).join(', ')}) -> ${returns}:\n\t${returns === 'void' ? call : `return ${inGameKeys(verb, engine, call)}`}${later}`;
}

export function emit(data = readMockPlatform()) {
  const verbs = data.engineVerbs.map((verb) => `${gdComment(verb.doc, { indent: '\t' })}\n\t${quote(snake(verb.name))}: ${gdValue(verb.args.map(argument))},`);
  const { features, verbs: doings, ...engine } = data.engineData;
  const rows = (table, key = (name) => name) => Object.entries(table).map(([name, doing]) => `\t${quote(key(name))}: ${gdValue(doing)},`).join('\n');
  return `# ${mockPlatformBanner}
#
# The mock platform's behaviour every engine's mock shares: who the player is, what signed values
# say, the player's scripted choices, the events, and the control verbs with their arguments
# (GameSdk.mock's methods, answering in the game's key style: snake_case, the game's data as written).
extends RefCounted

const ValueKeys = preload("res://addons/gamesdk/runtime/value_keys.gd")

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
## What the mock does (mock-platform.json engineMock): the state of a launch and of a new player,
## each catalog plan's status for them, and the guards around an operation's argument checks.
const ENGINE := ${gdValue(engine)}
## Each mock feature of the operation table: anytime, before, after, and do, set or append, then answer.
const FEATURES := {
${rows(features)}
}
## Each control verb, snake_case: set, append or do, then answer.
const DOINGS := {
${rows(doings, snake)}
}


## Runs the control verb \`verb\` (snake_case) with its arguments (runtime/mock_platform.gd).
func _verb(_verb_name: String, _args: Array) -> Variant:
\treturn null


${data.engineVerbs.map((verb) => method(verb, data.engineData)).join('\n\n\n')}
`;
}
