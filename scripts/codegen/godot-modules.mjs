// Emits the Godot addon's module objects (generated/modules.gd): one class per module of the
// manifest (PlayerModule, IapModule, ...), each a RefCounted whose typed, documented methods are
// the module's operations, so that `GameSdk.player.` autocompletes the player's calls. GameSdk
// (game_sdk.gd, godot-singleton.mjs) holds one object of each; their methods hand the call to the
// runtime of that GameSdk node (runtime/sdk_node.gd).
import { operationsBanner, readOperations } from './tables/operations.mjs';
import { godotModuleOf } from './godot-operations.mjs';
import { godotMethod, godotModuleClassOf, godotModuleDoc, godotModulesOf, hasGodotMethod } from './godot-singleton.mjs';
import { gdComment } from './languages/gdscript.mjs';

export const from = 'operations';
export const target = 'godot-bridge/addons/gamesdk/generated/modules.gd';

const indented = (text) => text.split('\n').map((line) => (line ? `\t${line}` : line)).join('\n');

function moduleClass(module, operations) {
  const methods = operations.filter((op) => op.module === module && hasGodotMethod(op)).map((op) => indented(godotMethod(op, operations, '_sdk.')));
  return `${gdComment(`GameSdk.${godotModuleOf({ module })}. ${godotModuleDoc(module, operations)}`)}
class ${godotModuleClassOf(module)} extends Module:
${methods.join('\n\n\n')}`;
}

export function emit(operations = readOperations()) {
  return `# ${operationsBanner}
#
# The module objects of the GameSdk singleton (GameSdk.player, GameSdk.iap, ...): one class per
# module of the SDK, each method one operation of it, run by the GameSdk node that made the object.
extends RefCounted

const Result = preload("res://addons/gamesdk/runtime/result.gd")
const SdkNode = preload("res://addons/gamesdk/runtime/sdk_node.gd")


## What every module object holds: the GameSdk node whose runtime runs its calls.
class Module extends RefCounted:
	var _sdk: SdkNode


	func _init(sdk: SdkNode) -> void:
		_sdk = sdk


${godotModulesOf(operations).map((module) => moduleClass(module, operations)).join('\n\n\n')}
`;
}
