# The runtime under the GameSdk singleton (game_sdk.gd, generated from the manifest, extends this)
# and its module objects (generated/modules.gd, whose methods call it): where each operation runs.
# On a web export whose page has the SDK (the addon's HTML shell loads it) every call goes to
# Sdk.bridge through JavaScriptBridge (web_transport.gd); in the editor, on
# desktop, or with the project setting gamesdk/use_mocks set, the mocks (mock_platform.gd) answer
# like the partner platform, from the same generated rules. Both answer with a Result.
extends Node

## The platform asked the game to exit (save now: the page may close).
signal exit_requested
## The platform paused the game (the page was hidden, an overlay opened): pause it.
signal paused
## The platform resumed the game: it may play again.
signal resumed

const Result = preload("res://addons/gamesdk/runtime/result.gd")
const ErrorCode = preload("res://addons/gamesdk/generated/error_codes.gd")
const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Rules = preload("res://addons/gamesdk/generated/rules.gd")
const WebTransport = preload("res://addons/gamesdk/runtime/web_transport.gd")
const MockPlatform = preload("res://addons/gamesdk/runtime/mock_platform.gd")
const RegistrationPrompt = preload("res://addons/gamesdk/runtime/registration_prompt.gd")
const RecoverPurchases = preload("res://addons/gamesdk/runtime/recover_purchases.gd")
const FormatOffer = preload("res://addons/gamesdk/runtime/format_offer.gd")
const ValueKeys = preload("res://addons/gamesdk/runtime/value_keys.gd")

## The project setting that makes a web export use the mocks too (to try a build off the platform).
const USE_MOCKS_SETTING := "gamesdk/use_mocks"

## The mocks' control object (set_registered, seed_purchases, set_outcome, fire, ...), or null on
## a web export, where the platform itself answers.
var mock: MockPlatform = null

var _web: WebTransport = null
var _recovery: RecoverPurchases
var _warned := {}


func _init() -> void:
	if uses_web():
		_web = WebTransport.new()
		for event in Operations.EVENTS:
			_web.listen(event, _emit_event)
	else:
		mock = MockPlatform.new(self)
	_recovery = RecoverPurchases.new(self)


## Whether calls go to the page's SDK: a web export (JavaScriptBridge present) without gamesdk/use_mocks.
static func uses_web() -> bool:
	return OS.has_feature("web") and Engine.has_singleton("JavaScriptBridge") and not ProjectSettings.get_setting(USE_MOCKS_SETTING, false)


## Runs any operation by its SDK path (data.getString, initializeAsync, ...) with its arguments
## in order, as the typed methods do but without GDScript's argument types: a wrong type answers
## INVALID_PARAM as on the web. Await it (sync operations answer at once).
func run_operation(path: String, args: Array = []) -> Result:
	var row: Variant = Operations.OPERATIONS.get(path)
	if row == null or row.method == null:
		return failure(ErrorCode.FEATURE_NOT_SUPPORTED, "%s is not an operation of this SDK" % path, path)
	match row.kind:
		"sync", "void":
			return _run_sync(path, args)
		"async":
			return await _run_async(path, args)
	match row.shape:
		"ad", "rewardedAd":
			return _run_ad(path, args)
		"prompt":
			return _run_prompt(path, args)
		"recovery":
			return await _run_recovery(path, args)
		"offerText":
			return _run_offer_text(path, args)
	return failure(ErrorCode.FEATURE_NOT_SUPPORTED, "%s has no GameSdk form" % path, path)


## A successful Result (for claim callbacks of the recovery helper and tests).
func success(value: Variant = null) -> Result:
	return Result.new(true, value)


## A failed Result with one of GameSdk.ErrorCode.
func failure(code: String, message: String, context: String) -> Result:
	return Result.new(false, null, Result.SdkError.new(code, message, context))


# A deprecated flat name (GameSdk.player_get_id) says once, as a warning, which call replaces it.
func _deprecated(flat: String, now: String) -> void:
	if not _warned.has(flat):
		_warned[flat] = true
		push_warning("GameSdk.%s is deprecated and goes in the next release: call GameSdk.%s()" % [flat, now])


# A check that cannot fail answers its bool: the core answers false before initialisation, where
# the mocks answer NOT_INITIALIZED for a {"supports": B} check, and a page without the SDK fails
# every call; none of these is an error a game could act on.
func _run_check(path: String) -> bool:
	var answered := _run_sync(path, [])
	return answered.ok and answered.value == true


func _run_sync(path: String, args: Array) -> Result:
	var sdk_args := ValueKeys.to_sdk(path, _given(args))
	if _web != null:
		return _in_game_keys(_from_envelope(_web.call_sync(path, sdk_args), path), path)
	return _in_game_keys(mock.run_sync(path, sdk_args), path)


func _run_async(path: String, args: Array) -> Result:
	var sdk_args := ValueKeys.to_sdk(path, _given(args))
	if _web != null:
		return _in_game_keys(_from_envelope(await _web.call_async(path, sdk_args), path), path)
	return _in_game_keys(await mock.run_async(path, sdk_args), path)


# A successful answer's value in the game's key style (runtime/value_keys.gd).
func _in_game_keys(answer: Result, path: String) -> Result:
	if answer.ok:
		answer.value = ValueKeys.to_game(path, answer.value)
	return answer


func _run_ad(path: String, args: Array) -> Result:
	var context: String = Operations.OPERATIONS[path].context
	var callbacks: Variant = args[0] if args.size() > 0 else null
	var names: Array = Operations.OPERATIONS[path].callbacks
	if callbacks == null:
		callbacks = {}
	if not callbacks is Dictionary:
		return failure(ErrorCode.INVALID_PARAM, Rules.not_a_callback_table("callbacks"), context)
	for key in callbacks:
		if not key in names:
			return failure(ErrorCode.INVALID_PARAM, Rules.unknown_option("callbacks", key, ", ".join(names)), context)
		if not callbacks[key] is Callable:
			return failure(ErrorCode.INVALID_PARAM, Rules.not_a_function("callbacks.%s" % key), context)
	var deliver := func(sdk_name: String) -> void:
		var key := ValueKeys.snake(sdk_name)
		if callbacks.has(key):
			callbacks[key].call()
	if _web != null:
		var on_signal := func(sdk_name: String, _value: Variant) -> void: deliver.call(sdk_name)
		return _from_envelope(_web.call_signalling(path, [], _web.new_call_id(), on_signal), path)
	return mock.run_sync(path, [deliver])


func _run_prompt(path: String, args: Array) -> Result:
	var options: Variant = ValueKeys.to_sdk(path, args)[0] if args.size() > 0 else null
	var login_path := _path_of_shape("promptLogin")
	# Made first: GDScript lambdas capture by value, and on_close must reach this very prompt.
	var prompt := RegistrationPrompt.new()
	var on_close := func(result: Dictionary) -> void: prompt._close(result)
	var shown: Result
	if _web != null:
		var prompt_id := _web.new_call_id()
		var on_signal := func(name: String, value: Variant) -> void:
			if name == "close":
				on_close.call(value if value is Dictionary else {})
		shown = _from_envelope(_web.call_signalling(path, [options], prompt_id, on_signal), path)
		if shown.ok:
			prompt._run_login = func(): return _from_envelope(await _web.call_async(login_path, [prompt_id]), login_path)
	else:
		shown = mock.run_sync(path, [options, on_close])
		if shown.ok:
			var prompt_id: int = shown.value
			prompt._run_login = func(): return await mock.run_async(login_path, [prompt_id])
	if not shown.ok:
		return shown
	return success(prompt)


func _run_recovery(path: String, args: Array) -> Result:
	return await _recovery.run(Operations.OPERATIONS[path].context, args[0] if args.size() > 0 else null)


# Formatted in GDScript from the offer table (runtime/format_offer.gd), on the web and the mocks alike.
func _run_offer_text(path: String, args: Array) -> Result:
	var sdk_args := ValueKeys.to_sdk(path, args)
	var formatted := FormatOffer.format(sdk_args[0] if sdk_args.size() > 0 else null, sdk_args[1] if sdk_args.size() > 1 else null)
	if formatted.has("problem"):
		return failure(ErrorCode.INVALID_PARAM, formatted.problem, Operations.OPERATIONS[path].context)
	return success(formatted.text)


func _path_of_shape(shape: String) -> String:
	for path in Operations.OPERATIONS:
		if Operations.OPERATIONS[path].shape == shape:
			return path
	return ""


func _emit_event(event: String) -> void:
	emit_signal(Operations.EVENTS[event])


func _from_envelope(envelope: Dictionary, path: String) -> Result:
	if envelope.get("ok") == true:
		return success(envelope.get("value"))
	var error: Variant = envelope.get("error")
	if not error is Dictionary:
		error = {}
	# The host's code as it is: it answers only the error table's codes.
	var code := str(error.get("code", ""))
	if code == ErrorCode.FEATURE_NOT_SUPPORTED and path == _path_of_context(Operations.INITIALIZE_CONTEXT) and not _web.is_available():
		code = ErrorCode.INITIALIZATION_ERROR
	return failure(code, str(error.get("message", "")), str(error.get("context", path)))


func _path_of_context(context: String) -> String:
	for path in Operations.OPERATIONS:
		if Operations.OPERATIONS[path].context == context:
			return path
	return ""


# Optional arguments not given are null: the SDK sees them as not given.
static func _given(args: Array) -> Array:
	var given := args.duplicate()
	while given.size() > 0 and given[-1] == null:
		given.pop_back()
	return given


