// Emits the Godot addon's autoload singleton (game_sdk.gd, GameSdk): one typed method per
// operation of the manifest, each handing its path and arguments to the hand-written runtime
// (runtime/sdk_node.gd), which runs it on the page's Sdk.bridge or on the mocks.
import { bridgedArgs, contextOf, operationsBanner, pathOf, readOperations } from './tables/operations.mjs';
import { godotAnswersPlain, godotEventsOf, godotMethodOf } from './godot-operations.mjs';
import { luaArgName, snake } from './tables/operations.mjs';

export const from = 'operations';
export const target = 'godot-bridge/addons/gamesdk/generated/game_sdk.gd';

const TYPES = { string: 'String', number: 'float', boolean: 'bool' };

/** A parameter: typed when required and of a plain type; optional ones default to null (not given). */
const param = (arg) => {
  const name = luaArgName(arg);
  if (arg.optional) return `${name}: Variant = null`;
  return TYPES[arg.type] ? `${name}: ${TYPES[arg.type]}` : `${name}: Variant`;
};

const KIND_DOC = {
  sync: 'Answers at once: the result holds the value or the error.',
  void: 'Answers at once: the result is ok or holds the error.',
  async: 'Await it: `var result := await GameSdk.%s(...)`.',
  callback: '',
  composed: 'Await it: `var result := await GameSdk.%s(...)`.',
};

/**
 * The singleton's declaration of an operation, `func name(params) -> Result` (or `-> bool` for a
 * check that cannot fail; the API reference shows it too). Result is the singleton's preload of
 * the class GameSdkResult, not the global name: the addon must parse before the editor (or an
 * export) has written the global class cache that declares GameSdkResult.
 */
export function godotSignatureOf(op) {
  const args = bridgedArgs(op).filter((arg) => arg.type !== 'function');
  return `func ${godotMethodOf(op)}(${args.map(param).join(', ')}) -> ${godotAnswersPlain(op) ? 'bool' : 'Result'}`;
}

function method(op) {
  const name = godotMethodOf(op);
  const args = bridgedArgs(op).filter((arg) => arg.type !== 'function');
  const list = `[${args.map(luaArgName).join(', ')}]`;
  const path = JSON.stringify(pathOf(op));
  const doc = [`## ${pathOf(op)} of the SDK (errors name ${contextOf(op)}). ${KIND_DOC[op.kind].replace('%s', name)}`.trimEnd()];
  let body;
  if (godotAnswersPlain(op)) {
    doc[0] = `## ${pathOf(op)} of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).`;
    body = `return _run_check(${path})`;
  } else if (op.kind === 'sync' || op.kind === 'void') body = `return _run_sync(${path}, ${list})`;
  else if (op.kind === 'async') body = `return await _run_async(${path}, ${list})`;
  else if (op.bridge === 'ad' || op.bridge === 'rewardedAd') {
    doc.push(`## ${args[0] ? luaArgName(args[0]) : 'callbacks'}: a Dictionary of Callables (${op.callbacks.map(snake).join(', ')}), each optional.`);
    body = `return _run_ad(${path}, ${list})`;
  } else if (op.bridge === 'prompt') {
    doc.push('## The result\'s value is the prompt (runtime/registration_prompt.gd): its `closed` signal, and `await prompt.login()`.');
    body = `return _run_prompt(${path}, ${list})`;
  } else if (op.bridge === 'recovery') {
    doc.push('## options: has_token, grant and optional claim Callables (see runtime/recover_purchases.gd).');
    body = `return await _run_recovery(${path}, ${list})`;
  } else if (op.bridge === 'offerText') {
    // Formatted in GDScript from the offer table, on the web and the mocks alike: it answers at once.
    doc[0] = `## ${pathOf(op)} of the SDK (errors name ${contextOf(op)}). ${KIND_DOC.sync}`;
    body = `return _run_offer_text(${path}, ${list})`;
  } else throw new Error(`operations.json ${pathOf(op)}: the Godot addon has no form for a ${op.kind} operation of shape ${op.bridge}`);
  return `${doc.join('\n')}\n${godotSignatureOf(op)}:\n\t${body}`;
}

export function emit(operations = readOperations()) {
  const methods = operations.filter((op) => godotMethodOf(op) !== null).map(method);
  return `# ${operationsBanner}
#
# The GameSdk autoload singleton (registered by the plugin): the whole SDK in Godot's style. Every
# method returns a GameSdkResult (runtime/result.gd): ok, value, and error (code, message, context)
# with a code of GameSdk.ErrorCode; the checks that cannot fail (is_initialized, the *_is_supported
# checks) answer a bool. Async methods are coroutines: \`await\` them. The events are the
# signals ${godotEventsOf(operations).map(({ signal }) => signal).join(', ')}. On a web export every call goes to the page's
# Sdk.bridge through JavaScriptBridge; in the editor and on desktop the mocks answer like the
# partner platform (GameSdk.mock scripts them).
extends "res://addons/gamesdk/runtime/sdk_node.gd"

${methods.join('\n\n\n')}
`;
}
