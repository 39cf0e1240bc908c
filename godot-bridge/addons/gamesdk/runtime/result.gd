## The answer of every GameSdk method: `ok` and `value`, or `error` (code, message, context).
## A sync method returns it at once; an async one is a coroutine: `var result := await GameSdk.x()`.
##   var result := await GameSdk.player.get_data(["coins"])
##   if result.ok: print(result.value)
##   elif result.error.code == GameSdk.ErrorCode.NOT_INITIALIZED: ...
## Annotate with its class name: `var bought: GameSdkResult = await GameSdk.iap.purchase(...)`
## (GameSdk, not plain Result, so it cannot clash with a game's own Result class). The addon's own
## scripts name it by preload (`Result`): they parse before the global class cache lists it.
class_name GameSdkResult
extends RefCounted


## A failure: `code` is one of GameSdk.ErrorCode (the SDK's error table), `message` says what
## happened, `context` names the call (data.getString, Sdk.initializeAsync, ...).
class SdkError:
	extends RefCounted
	var code: String
	var message: String
	var context: String

	func _init(error_code: String, error_message: String, error_context: String) -> void:
		code = error_code
		message = error_message
		context = error_context

	func _to_string() -> String:
		return "%s: %s (%s)" % [code, message, context]


## Whether the operation succeeded.
var ok: bool
## What the operation answered: null when it answers nothing or failed. Numbers from the web are
## float (JSON); objects are Dictionaries with the SDK's own keys (productId, purchaseToken, ...).
var value: Variant
## The error when `ok` is false, else null.
var error: SdkError


func _init(succeeded: bool, answer: Variant = null, failure: SdkError = null) -> void:
	ok = succeeded
	value = answer
	error = failure


func _to_string() -> String:
	return "ok(%s)" % str(value) if ok else "error(%s)" % str(error)
