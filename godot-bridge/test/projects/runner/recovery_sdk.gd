# The GameSdk calls the recovery helper makes (runtime/recover_purchases.gd), forwarded to the
# GameSdk singleton, with the one fault of the recovery scenarios GDScript cannot script on the
# singleton itself: `fail_next_save`, the next write of the player's data not stored (data_flush
# answers false, as the SDK does for a save the platform did not keep).
extends Node

const Result = preload("res://addons/gamesdk/runtime/result.gd")

var fail_next_save := false


func iap_is_supported() -> bool:
	return GameSdk.iap_is_supported()


func iap_get_purchases() -> Result:
	return await GameSdk.iap_get_purchases()


func iap_consume_purchase(token: String) -> Result:
	return await GameSdk.iap_consume_purchase(token)


func data_flush() -> Result:
	if fail_next_save:
		fail_next_save = false
		await get_tree().process_frame
		return GameSdk.success(false)
	return await GameSdk.data_flush()


func success(value: Variant = null) -> Result:
	return GameSdk.success(value)


func failure(code: String, message: String, context: String) -> Result:
	return GameSdk.failure(code, message, context)
