// Emits the Godot addon's operation table (generated/operations.gd) from the manifest: each
// operation by its SDK path with its GDScript method, kind, context, partner behaviour, mock
// behaviour and arguments, and the events the singleton's signals carry. The singleton's methods
// (godot-singleton.mjs), its web transport and its mocks all read this one table.
import { bridgedArgs, contextOf, eventOfLuaName, isModuleCheck, luaArgName, luaNamesOf, luaShapesOf, operationsBanner, pathOf, readOperations, snake } from './tables/operations.mjs';
import { gdString, gdValue } from './languages/gdscript.mjs';

export const from = 'operations';
export const target = 'godot-bridge/addons/gamesdk/generated/operations.gd';

/**
 * The GDScript name of an operation before the module objects (`player_get_id`): its snake_case
 * (Lua) name; none for events, helpers and the bridges' own operations. The deprecated flat
 * methods of GameSdk keep it for one release.
 */
export function godotFlatNameOf(op) {
  if (['event', 'helper'].includes(op.kind) || op.bridgeOnly) return null;
  const [name] = luaNamesOf(op);
  return name ?? snake(op.name);
}

/** The GameSdk property holding an operation's module object (`player`, `remote_config`); null for the SDK's own operations, methods of GameSdk itself. */
export const godotModuleOf = (op) => (op.module ? snake(op.module) : null);

/**
 * The GDScript method of an operation on its module object (`get_id` of `GameSdk.player`), or on
 * GameSdk for the SDK's own (`initialize`): its flat name without the module's prefix. None for
 * events, helpers and the bridges' own operations.
 */
export function godotMethodOf(op) {
  const flat = godotFlatNameOf(op);
  const module = godotModuleOf(op);
  if (flat === null || module === null) return flat;
  if (!flat.startsWith(`${module}_`)) throw new Error(`operations.json ${pathOf(op)}: its lua name ${flat} must start with ${module}_, so its Godot method is named on GameSdk.${module}`);
  return flat.slice(module.length + 1);
}

/** How a game calls an operation in GDScript, without its arguments: `GameSdk.player.get_id`, `GameSdk.initialize`; null where GameSdk has another form. */
export function godotCallOf(op) {
  const method = godotMethodOf(op);
  if (method === null) return null;
  return godotModuleOf(op) ? `GameSdk.${godotModuleOf(op)}.${method}` : `GameSdk.${method}`;
}

/**
 * Whether the GameSdk method answers its bare value, not a Result: a check that cannot fail. The
 * core answers these from what it knows, false before initialisation rather than NOT_INITIALIZED
 * (isInitialized, a module's isSupported, a {"supports": B} check), so a Result would only wrap a
 * bool a game must unwrap. Everything else that reads state (the player's id, the locale) fails
 * NOT_INITIALIZED before initialisation and keeps its Result.
 */
export function godotAnswersPlain(op) {
  return op.kind === 'sync' && (op.mock === 'lifecycle.initialized' || isModuleCheck(op) || (typeof op.mock === 'object' && op.mock !== null && 'supports' in op.mock));
}

/** The events of the manifest's listener operation, as { event, signal }: the signal is its godot name, in the order of its lua names. */
export function godotEventsOf(operations) {
  const listener = operations.find((op) => op.bridge === 'listener');
  if (!listener) return [];
  const names = luaNamesOf(listener);
  const signals = listener.godot ?? [];
  if (signals.length !== names.length || !signals.every((signal) => /^[a-z][a-z0-9_]*$/.test(signal))) {
    throw new Error(`operations.json ${pathOf(listener)}: godot must name one snake_case signal for each of its lua names (${names.join(', ')})`);
  }
  return names.map((name, i) => ({ event: eventOfLuaName(listener, name), signal: signals[i] }));
}

const row = (op) => {
  const fields = {
    module: godotModuleOf(op),
    method: godotMethodOf(op),
    plain: godotAnswersPlain(op),
    kind: op.kind,
    context: contextOf(op),
    partner: op.partner ?? 'offered',
    mock: op.mock ?? null,
    anytime: op.anytime === true,
    shape: op.bridge ?? null,
    ...(op.callbacks ? { callbacks: op.callbacks.map(snake) } : {}),
    args: bridgedArgs(op).filter((arg) => arg.type !== 'function').map((arg) => ({ name: luaArgName(arg), type: arg.type, optional: arg.optional === true })),
    keys: ((shapes) => ({ args: shapes.args.map((shape) => shape ?? null), result: shapes.result ?? null }))(luaShapesOf(op)),
  };
  return `\t${gdString(pathOf(op))}: ${gdValue(fields)},`;
};

export function emit(operations = readOperations()) {
  const contextOfMock = (feature) => {
    const op = operations.find((candidate) => candidate.mock === feature);
    if (!op) throw new Error(`operations.json: no operation has the mock ${feature}`);
    return contextOf(op);
  };
  const plain = operations.filter((op) => !['event', 'helper'].includes(op.kind));
  return `# ${operationsBanner}
#
# Every operation of the SDK by its path (module.name, or the name on Sdk itself): module (the
# GameSdk property holding its module object, null for a method of GameSdk itself), method (its
# method there, null where the addon has another form), plain (the method answers its bare
# value, a check that cannot fail, not a Result), kind (sync, void, async, callback,
# composed), context (what its errors name), partner (offered, quiet: accepted and dropped,
# notOffered: FEATURE_NOT_SUPPORTED), mock (how the editor and desktop mocks answer an offered
# operation: a feature of runtime/mock_platform.gd, {"value": V} or {"supports": B}), anytime (a
# module's isSupported that answers before initialisation too), shape (the
# call shape written once by hand: ad, rewardedAd, prompt, promptLogin, recovery), callbacks (an
# ad's: the names of the Callables its Dictionary may hold), args (name,
# type: string, number, boolean, table or level, optional) and keys (which arguments are SDK
# records or lists of them, whose snake_case keys become camelCase, and whether the answer is the
# game's own data, kept as written: runtime/value_keys.gd).
extends RefCounted

const OPERATIONS := {
${plain.map(row).join('\n')}
}

## The SDK's events and the GameSdk signal each is emitted as.
const EVENTS := ${gdValue(Object.fromEntries(godotEventsOf(operations).map(({ event, signal }) => [event, signal])))}

## The context of initialisation: on a page without the SDK's script it fails as INITIALIZATION_ERROR.
const INITIALIZE_CONTEXT := ${gdString(contextOfMock('lifecycle.initialize'))}
`;
}
