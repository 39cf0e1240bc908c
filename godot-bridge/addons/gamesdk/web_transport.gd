# SEED of the Godot addon's web transport (issue 26). Hand-written and deliberately small for now:
# it will be generated from the manifest (sdk-core/api/operations.json) once issue 25 has reshaped
# the manifest and the bridge host's envelope. The addon itself (the GameSdk singleton, its
# signals, mocks and generated tables) waits for issues 21 and 25.
#
# On a web export it runs SDK operations on the page's Sdk.bridge (browser-script/src/bridge)
# through JavaScriptBridge, with JSON text both ways: a GDScript Dictionary or Array does not cross
# JavaScriptBridge as a JS object (it arrives as undefined).
#   call_sync(operation, args)        -> Sdk.bridge.callSync(operation, argsJson)
#   await call_async(operation, args) -> Sdk.bridge.call(operation, argsJson): a JS promise whose
#                                        envelope comes back through a create_callback callback
# Both return the host's envelope as a Dictionary: {"ok": true, "value": ...} (no "value" when the
# operation returns nothing) or {"ok": false, "error": {"code": ..., "message": ..., "context": ...}}
# with a code of the SDK's error table. Numbers come back as float (JSON).
extends RefCounted

signal _settled(call_id: int, outcome: Dictionary)

var _bridge: JavaScriptObject = null
var _next_call_id := 0
# Call id -> its JavaScriptBridge callback: a callback is freed with its last GDScript reference,
# so each is kept until JS has called it.
var _pending := {}


func _init() -> void:
	# Asked first: get_interface of a name the page lacks prints an engine ERROR. A number, as
	# eval answers a JS boolean with the int 1 or 0 (4.6), not a bool.
	if OS.has_feature("web") and JavaScriptBridge.eval("typeof Sdk === 'object' && Sdk !== null && typeof Sdk.bridge === 'object' ? 1 : 0", true) == 1:
		_bridge = JavaScriptBridge.get_interface("Sdk").bridge


## Whether the page's Sdk.bridge is reachable: a web export whose page loads gamesdk.js.
func is_available() -> bool:
	return _bridge != null


## Runs an operation that answers at once (Sdk.bridge.isSync) and returns its envelope.
func call_sync(operation: String, args: Array = []) -> Dictionary:
	if _bridge == null:
		return _unavailable(operation)
	return _envelope(operation, _bridge.callSync(operation, JSON.stringify(args)))


## Runs any operation; await it for its envelope. Never fails: a failure is an envelope.
func call_async(operation: String, args: Array = []) -> Dictionary:
	if _bridge == null:
		return _unavailable(operation)
	var call_id := _next_call_id
	_next_call_id += 1
	var callback := JavaScriptBridge.create_callback(_on_settled.bind(call_id, operation))
	_pending[call_id] = callback
	# callv: in GDScript `_bridge.call(name, ...)` is Object.call, which calls the JS method `name`.
	var promise: JavaScriptObject = _bridge.callv("call", [operation, JSON.stringify(args)])
	promise.then(callback)
	while true:
		var settled: Array = await _settled
		if settled[0] == call_id:
			return settled[1]
	return {}


func _on_settled(js_args: Array, call_id: int, operation: String) -> void:
	# Dropped after this callback returns, never while JS is still inside it.
	(func() -> void: _pending.erase(call_id)).call_deferred()
	_settled.emit(call_id, _envelope(operation, js_args[0] if js_args.size() > 0 else null))


func _envelope(operation: String, text: Variant) -> Dictionary:
	var parsed: Variant = JSON.parse_string(text) if text is String else null
	if parsed is Dictionary and parsed.get("ok") is bool:
		return parsed
	return _failure("OPERATION_FAILED", "Sdk.bridge answered %s with something that is not an envelope: %s" % [operation, str(text)], operation)


func _unavailable(operation: String) -> Dictionary:
	return _failure("FEATURE_NOT_SUPPORTED", "Sdk.bridge is not on the page: a web export's page loads gamesdk.js before the engine", operation)


func _failure(code: String, message: String, context: String) -> Dictionary:
	return {"ok": false, "error": {"code": code, "message": message, "context": context}}
