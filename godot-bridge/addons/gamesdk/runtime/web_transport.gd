# The addon's web transport: on a web export, every operation, ad, registration prompt and prompt
# login runs on the page's Sdk.bridge (the browser script's bridge host, browser-script/src/bridge)
# in its 'godot' dialect, through JavaScriptBridge, with JSON text both ways: a GDScript
# Dictionary or Array does not cross JavaScriptBridge as a JS object (it arrives as undefined).
#   call_sync(path, args)        -> Sdk.bridge.callSync(path, argsJson, options)
#   await call_async(path, args) -> Sdk.bridge.call(path, argsJson, options): a JS promise whose
#                                   envelope comes back through a create_callback callback
#   call_signalling(...)         -> Sdk.bridge.callSync with a signal: the host answers at once and
#                                   sends each callback of the call (an ad's, a prompt's close) as
#                                   a signal of it, the last one ending it
# Each returns the host's envelope as a Dictionary: {"ok": true, "value": ...} (no "value" when
# the operation returns nothing) or {"ok": false, "error": {"code", "message", "context"}}. The
# host owns the envelope, the calls that signal later and what a failure answers; the events come
# from the page's public Sdk.on.
extends RefCounted

signal _settled(call_id: int, outcome: Dictionary)

# The one piece of glue: the options object {dialect, id, signal}, which GDScript cannot build
# (a Dictionary arrives in JS as undefined).
const OPTIONS_GLUE := "window.GameSdkGodotOptions = function (id, signal) { return { dialect: 'godot', id: id, signal: signal || undefined }; };"

var _sdk: JavaScriptObject = null
var _bridge: JavaScriptObject = null
var _window: JavaScriptObject = null
var _next_call_id := 0
# Call id -> its JavaScriptBridge callback: a callback is freed with its last GDScript reference,
# so each is kept until JS has called it for the last time (event callbacks for the page's life).
var _pending := {}
var _kept: Array[JavaScriptObject] = []


func _init() -> void:
	# Asked first: get_interface of a name the page lacks prints an engine ERROR. A number, as
	# eval answers a JS boolean with the int 1 or 0 (4.6), not a bool.
	if JavaScriptBridge.eval("typeof Sdk === 'object' && Sdk !== null && typeof Sdk.bridge === 'object' ? 1 : 0", true) == 1:
		_sdk = JavaScriptBridge.get_interface("Sdk")
		_bridge = _sdk.bridge
		JavaScriptBridge.eval(OPTIONS_GLUE, true)
		_window = JavaScriptBridge.get_interface("window")


## Whether the page's Sdk.bridge is reachable: a web export whose page loads the SDK's script.
func is_available() -> bool:
	return _bridge != null


## A new id for a call: a registration prompt shown under it is logged in by it.
func new_call_id() -> int:
	_next_call_id += 1
	return _next_call_id


## Runs an operation that answers at once and returns its envelope.
func call_sync(path: String, args: Array = []) -> Dictionary:
	if _bridge == null:
		return _unavailable(path)
	return _envelope(path, _bridge.callSync(path, JSON.stringify(args), _options(new_call_id(), null)))


## Runs any operation; await it for its envelope. Never fails: a failure is an envelope. It waits
## for the SDK's own answer (the SDK bounds its calls; a purchase waits for the player).
func call_async(path: String, args: Array = []) -> Dictionary:
	if _bridge == null:
		return _unavailable(path)
	var call_id := new_call_id()
	# callv: in GDScript `_bridge.call(name, ...)` is Object.call, which calls the JS method `name`.
	var promise: JavaScriptObject = _bridge.callv("call", [path, JSON.stringify(args), _options(call_id, null)])
	var callback := JavaScriptBridge.create_callback(_on_settled.bind(call_id, path))
	_pending[call_id] = callback
	promise.then(callback)
	while true:
		var settled: Array = await _settled
		if settled[0] == call_id:
			return settled[1]
	return {}


## Runs a call that signals later (ads.showRewarded, auth.showRegistrationPrompt) under `call_id`:
## answers its envelope at once; `on_signal` gets each signal's SDK name (beforeAd, adViewed,
## adDismissed, noFill, afterAd; close) and value (close: {"registered": bool}).
func call_signalling(path: String, args: Array, call_id: int, on_signal: Callable) -> Dictionary:
	if _bridge == null:
		return _unavailable(path)
	var callback := JavaScriptBridge.create_callback(_on_signal.bind(call_id, on_signal))
	_pending[call_id] = callback
	var answer := _envelope(path, _bridge.callSync(path, JSON.stringify(args), _options(call_id, callback)))
	if answer.get("ok") != true:
		_pending.erase(call_id)
	return answer


## Calls `listener` with the event's name whenever the page's Sdk emits `event` (exitRequested,
## pause, resume), through the SDK's public Sdk.on.
func listen(event: String, listener: Callable) -> void:
	if _sdk == null:
		return
	var callback := JavaScriptBridge.create_callback(func(_js_args: Array) -> void: listener.call(event))
	_kept.append(callback)
	_sdk.on(event, callback)


func _options(call_id: int, signal_callback: Variant) -> JavaScriptObject:
	return _window.GameSdkGodotOptions(call_id, signal_callback)


func _on_settled(js_args: Array, call_id: int, path: String) -> void:
	_release(call_id)
	_settled.emit(call_id, _envelope(path, js_args[0] if js_args.size() > 0 else null))


func _on_signal(js_args: Array, call_id: int, on_signal: Callable) -> void:
	if js_args.size() > 1 and js_args[1] == true:
		_release(call_id)
	var sent: Variant = JSON.parse_string(str(js_args[0])) if js_args.size() > 0 and js_args[0] is String else null
	if sent is Dictionary and sent.get("signal") is String:
		on_signal.call(sent.signal, sent.get("value"))


# Dropped after this callback returns, never while JS is still inside it.
func _release(call_id: int) -> void:
	(func() -> void: _pending.erase(call_id)).call_deferred()


func _envelope(path: String, text: Variant) -> Dictionary:
	var parsed: Variant = JSON.parse_string(text) if text is String else null
	if parsed is Dictionary and parsed.get("ok") is bool:
		return parsed
	# The host always answers an envelope: anything else is a page whose Sdk.bridge is not this
	# addon's (web/gamesdk.js), which does not offer what the addon asks.
	return _failure("FEATURE_NOT_SUPPORTED", "the page's Sdk.bridge answered %s with something that is not an envelope (%s): load the addon's web/gamesdk.js" % [path, str(text)], path)


func _unavailable(path: String) -> Dictionary:
	return _failure("FEATURE_NOT_SUPPORTED", "the page has no Sdk.bridge: a web export's page loads the SDK's script before the engine (use the addon's HTML shell)", path)


func _failure(code: String, message: String, context: String) -> Dictionary:
	return {"ok": false, "error": {"code": code, "message": message, "context": context}}
