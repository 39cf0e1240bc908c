// Emits the Godot addon's autoload singleton (game_sdk.gd, GameSdk): the SDK's own operations as
// its methods, one property per module holding that module's object (generated/modules.gd,
// godot-modules.mjs), and, for one release, the flat names of the API before the module objects
// as deprecated methods that forward to the module's. Every method hands its path and arguments to
// the hand-written runtime (runtime/sdk_node.gd), which runs it on the page's Sdk.bridge or on the mocks.
import { bridgedArgs, contextOf, operationsBanner, pathOf, readOperations, luaArgName, pascal, snake } from './tables/operations.mjs';
import { godotAnswersPlain, godotCallOf, godotEventsOf, godotFlatNameOf, godotMethodOf, godotModuleOf } from './godot-operations.mjs';
import { gdDoc } from './languages/gd-doc.mjs';
import { gdComment } from './languages/gdscript.mjs';

export const from = 'operations';
export const target = 'godot-bridge/addons/gamesdk/generated/game_sdk.gd';

const TYPES = { string: 'String', number: 'float', boolean: 'bool' };

/** The arguments a GDScript method takes: the bridged ones but callbacks (the addon's own forms carry those). */
const argsOf = (op) => bridgedArgs(op).filter((arg) => arg.type !== 'function');

/** A parameter: typed when required and of a plain type; optional ones default to null (not given). */
const param = (arg) => {
  const name = luaArgName(arg);
  if (arg.optional) return `${name}: Variant = null`;
  return TYPES[arg.type] ? `${name}: ${TYPES[arg.type]}` : `${name}: Variant`;
};

/** The module object class of a module (`PlayerModule`): suffixed, so no game's own class_name (Player) is shadowed. */
export const godotModuleClassOf = (module) => `${pascal(module)}Module`;

/** What a GameSdk method answers: a bool for a check that cannot fail, else a GameSdkResult (declared by its preload, Result). */
const answerOf = (op) => (godotAnswersPlain(op) ? 'bool' : 'Result');

/**
 * An operation's declaration where a game calls it, `func name(params) -> Result` (or `-> bool` for a
 * check that cannot fail; the API reference shows it too), named on its module object or on GameSdk.
 * Result is the preload of the class GameSdkResult, not the global name: the addon must parse
 * before the editor (or an export) has written the global class cache that declares GameSdkResult.
 */
export function godotSignatureOf(op, name = godotMethodOf(op)) {
  return `func ${name}(${argsOf(op).map(param).join(', ')}) -> ${answerOf(op)}`;
}

const KIND_DOC = {
  sync: 'Answers at once: the result holds the value or the error.',
  void: 'Answers at once: the result is ok or holds the error.',
  async: 'Await it: `var result := await %s(...)`.',
  composed: 'Await it: `var result := await %s(...)`.',
  callback: '',
};

/**
 * An operation as a GDScript method with its `##` doc: the manifest's doc, then how it answers;
 * `runtime` is how the method reaches the runtime (`` on GameSdk itself, `_sdk.` on a module object).
 */
export function godotMethod(op, operations, runtime) {
  const args = argsOf(op);
  const list = `[${args.map(luaArgName).join(', ')}]`;
  const path = JSON.stringify(pathOf(op));
  const described = gdDoc(op, operations, godotCallOf);
  const doc = described ? [described] : [];
  const answers = (text) => doc.push(`${pathOf(op)} of the SDK (errors name ${contextOf(op)}). ${text}`.trimEnd());
  let body;
  if (godotAnswersPlain(op)) {
    doc.push(`${pathOf(op)} of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).`);
    body = `return ${runtime}_run_check(${path})`;
  } else if (op.kind === 'sync' || op.kind === 'void') {
    answers(KIND_DOC[op.kind]);
    body = `return ${runtime}_run_sync(${path}, ${list})`;
  } else if (op.kind === 'async') {
    answers(KIND_DOC.async.replace('%s', godotCallOf(op)));
    body = `return await ${runtime}_run_async(${path}, ${list})`;
  } else if (op.bridge === 'ad' || op.bridge === 'rewardedAd') {
    answers(`${args[0] ? luaArgName(args[0]) : 'callbacks'}: a Dictionary of Callables (${op.callbacks.map(snake).join(', ')}), each optional.`);
    body = `return ${runtime}_run_ad(${path}, ${list})`;
  } else if (op.bridge === 'prompt') {
    answers('The result\'s value is the prompt (runtime/registration_prompt.gd): its `closed` signal, and `await prompt.login()`.');
    body = `return ${runtime}_run_prompt(${path}, ${list})`;
  } else if (op.bridge === 'recovery') {
    answers(`${KIND_DOC.composed.replace('%s', godotCallOf(op))} options: has_token, grant and optional claim Callables (see runtime/recover_purchases.gd).`);
    body = `return await ${runtime}_run_recovery(${path}, ${list})`;
  } else if (op.bridge === 'offerText') {
    // Formatted in GDScript from the offer table, on the web and the mocks alike: it answers at once.
    answers(KIND_DOC.sync);
    body = `return ${runtime}_run_offer_text(${path}, ${list})`;
  } else throw new Error(`operations.json ${pathOf(op)}: the Godot addon has no form for a ${op.kind} operation of shape ${op.bridge}`);
  // Godot's help reads BBCode: a code span is [code].
  const bbcode = (line) => line.replace(/`([^`]+)`/g, '[code]$1[/code]');
  return `${doc.map((line) => gdComment(bbcode(line))).join('\n')}\n${godotSignatureOf(op)}:\n\t${body}`;
}

/** Whether GameSdk has a method for the operation (events are signals, helpers and the bridges' own operations have none). */
export const hasGodotMethod = (op) => godotMethodOf(op) !== null;

/** A module object's doc: the module and its methods, so the editor's help lists them where the property is. */
export const godotModuleDoc = (module, operations) =>
  `The ${module} module of the SDK: ${operations.filter((op) => op.module === module && hasGodotMethod(op)).map((op) => `[code]${godotMethodOf(op)}()[/code]`).join(', ')}.`;

/** The modules in the manifest's order, each once. */
export const godotModulesOf = (operations) => [...new Set(operations.filter((op) => hasGodotMethod(op) && op.module).map((op) => op.module))];

// A flat name of the API before the module objects: it forwards to the module's method and says once, as a warning, what replaces it.
// An argument named as a module (player_set_data's data) is renamed here, so it does not shadow the module's property.
function deprecated(op, modules) {
  const renamed = (arg) => (modules.has(luaArgName(arg)) ? { ...arg, lua: `${luaArgName(arg)}_arg` } : arg);
  const flat = { ...op, args: op.args.map(renamed) };
  const now = `${godotModuleOf(op)}.${godotMethodOf(op)}`;
  const awaited = godotAnswersPlain(op) || op.kind === 'sync' || op.kind === 'void' || ['ad', 'rewardedAd', 'prompt', 'offerText'].includes(op.bridge) ? '' : 'await ';
  return `## Deprecated, removed in the next release: call [code]GameSdk.${now}()[/code], which this forwards to.
## @deprecated
${godotSignatureOf(flat, godotFlatNameOf(op))}:
\t_deprecated(${JSON.stringify(godotFlatNameOf(op))}, ${JSON.stringify(now)})
\treturn ${awaited}${now}(${argsOf(flat).map(luaArgName).join(', ')})`;
}

export function emit(operations = readOperations()) {
  const callable = operations.filter(hasGodotMethod);
  const properties = new Set(godotModulesOf(operations).map((module) => godotModuleOf({ module })));
  const modules = godotModulesOf(operations).map((module) => `${gdComment(godotModuleDoc(module, operations))}\nvar ${godotModuleOf({ module })} := Modules.${godotModuleClassOf(module)}.new(self)`);
  return `# ${operationsBanner}
#
# The GameSdk autoload singleton (registered by the plugin): the whole SDK in Godot's style. The
# SDK's own calls (initialize, start_game, ...) are its methods; every module is an object on it
# (GameSdk.player, GameSdk.iap, ...: generated/modules.gd) whose methods are the module's
# operations. Every method returns a GameSdkResult (runtime/result.gd): ok, value, and error
# (code, message, context) with a code of GameSdk.ErrorCode; the checks that cannot fail
# (is_initialized, the is_supported checks) answer a bool. Async methods are coroutines: \`await\`
# them. The events are the signals ${godotEventsOf(operations).map(({ signal }) => signal).join(', ')} of GameSdk. On a web export every call
# goes to the page's Sdk.bridge through JavaScriptBridge; in the editor and on desktop the mocks
# answer like the partner platform (GameSdk.mock scripts them).
extends "res://addons/gamesdk/runtime/sdk_node.gd"

const Modules = preload("res://addons/gamesdk/generated/modules.gd")

${modules.join('\n')}


${callable.filter((op) => !op.module).map((op) => godotMethod(op, operations, '')).join('\n\n\n')}


# ---- The flat names before the module objects (GameSdk.player_get_id): deprecated, removed in the next release ----


${callable.filter((op) => op.module).map((op) => deprecated(op, properties)).join('\n\n\n')}
`;
}
