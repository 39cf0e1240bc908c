# The GameSdk the recovery helper (runtime/recover_purchases.gd) calls: the singleton's own iap
# module, and a data module (this node) whose flush carries the one fault of the recovery scenarios
# GDScript cannot script on the singleton itself: `fail_next_save`, the next write of the player's
# data not stored (flush answers false, as the SDK does for a save the platform did not keep).
extends Node

const Result = preload("res://addons/gamesdk/runtime/result.gd")

var fail_next_save := false
var iap: RefCounted = GameSdk.iap
var data: Node = self


func flush() -> Result:
	if fail_next_save:
		fail_next_save = false
		await get_tree().process_frame
		return GameSdk.success(false)
	return await GameSdk.data.flush()


func success(value: Variant = null) -> Result:
	return GameSdk.success(value)


func failure(code: String, message: String, context: String) -> Result:
	return GameSdk.failure(code, message, context)
