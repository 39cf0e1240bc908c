# The GDScript side of the one runner (test/vectors/runner): executes the steps the page hands it
# (window.godotTest.send, test/shell/harness.js) through the GameSdk singleton, on the page's
# Sdk.bridge or on the addon's mocks, and answers each with godotTest.answer. The runner owns the
# shared files' meaning; this file only knows how GDScript makes each call.
extends Node

const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Result = preload("res://addons/gamesdk/runtime/result.gd")

var _page: JavaScriptObject
var _listener: JavaScriptObject
var _started := false
var _pending_js := {}
var _next_js := 0
signal _js_settled(id: int)


func _ready() -> void:
	_page = JavaScriptBridge.get_interface("window").godotTest
	_listener = JavaScriptBridge.create_callback(_on_step)
	_page.listen(_listener)


func _on_step(js_args: Array) -> void:
	var step: Dictionary = JSON.parse_string(str(js_args[0]))
	var answer: Dictionary = await _execute(step)
	_page.answer(JSON.stringify(answer))


func _execute(step: Dictionary) -> Dictionary:
	match step.op:
		"case":
			await _prepare(step)
			var tokens := []
			if int(step.pending) > 0:
				await _control("seed_purchases", [int(step.pending)])
				var listed: Result = await GameSdk.iap_get_purchases()
				for purchase in listed.value if listed.ok else []:
					tokens.append(purchase.purchaseToken)
			return {"tokens": tokens}
		"checkout":
			await _control("set_outcome", ["checkout", str(step.choice)])
			return {}
		"call":
			return await _call(str(step.call), step.args, step.get("callbacks", 0))
	return {"fault": "GDScript has no step %s" % step.op}


# A platform for a case: on the mocks a fresh one each time; the page's is one player's, started once.
func _prepare(step: Dictionary) -> void:
	if GameSdk.mock != null:
		GameSdk.mock.reset()
		GameSdk.mock.set_player(step.player == "registered")
		GameSdk.mock.set_offers_purchases(step.profile == "partner")
	elif _started:
		return
	_started = true
	if step.stage != "loaded":
		await GameSdk.initialize()
	if step.stage == "started":
		await GameSdk.start_game()


func _call(call: String, args: Array, callbacks: int) -> Dictionary:
	# Operations GameSdk expresses another way have no method: events are signals, errors are
	# results, a prompt's login is the prompt's own method.
	if not Operations.OPERATIONS.has(call) or Operations.OPERATIONS[call].method == null:
		return {"skip": "GameSdk has no method for it (a signal, a Result or a prompt's own method instead)"}
	# A String replaces a lone UTF-16 surrogate with U+FFFD when it is made (Godot 4.6 reports
	# "Unpaired surrogate"), so no GDScript call can carry one; and JSON refuses the host's escape of one.
	if "$codeUnit" in JSON.stringify(args):
		var reader := JSON.new()
		if reader.parse("\"farm \\udc00\"") == OK or not "surrogate" in reader.get_error_message():
			return {"fault": "Godot's JSON reader took a lone surrogate"}
		return {"skip": "a GDScript String cannot hold a lone UTF-16 surrogate"}
	args = args.map(_expand)
	if callbacks > 0:
		var seen: Array[String] = []
		var record := func(name: String) -> Callable: return func() -> void: seen.append(name.to_camel_case())
		var hooks := {}
		for name in ["before_ad", "after_ad", "no_fill", "ad_viewed", "ad_dismissed"]:
			hooks[name] = record.call(name)
		if Operations.OPERATIONS[call].shape != "rewardedAd":
			hooks.erase("ad_viewed")
			hooks.erase("ad_dismissed")
		await _invoke(call, [hooks])
		for frame in 120:
			if seen.size() >= callbacks:
				break
			await get_tree().process_frame
		return {"callbacks": seen}
	var result: Result = await _invoke(call, args)
	if result.ok:
		return {"value": result.value}
	return {"error": {"code": result.error.code, "message": result.error.message, "context": result.error.context}}


# The typed method when the arguments fit its types, else run_operation (a wrong type on purpose).
func _invoke(call: String, args: Array) -> Result:
	var row: Dictionary = Operations.OPERATIONS[call]
	var fits: bool = args.size() <= row.args.size()
	for index in args.size():
		if fits and not row.args[index].optional:
			match row.args[index].type:
				"string":
					fits = args[index] is String
				"number":
					fits = args[index] is float or args[index] is int
				"boolean":
					fits = args[index] is bool
	if fits:
		return await GameSdk.callv(row.method, args)
	return await GameSdk.run_operation(call, args)


# Recovery options that must never run: a call is the recovery's failure, so an empty report proves none ran.
func _expand(value: Variant) -> Variant:
	if value is Dictionary and value.get("$recovery") == "untouched":
		var untouched := func(name: String) -> Callable:
			return func(_a = null, _b = null) -> Variant: return GameSdk.failure("OPERATION_FAILED", name + " was called", "test")
		return {"has_token": untouched.call("has_token"), "grant": untouched.call("grant")}
	return value


# A control verb: GameSdk.mock's on the mocks, the mock platform's control surface on the web (the page asks it).
func _control(verb: String, args: Array) -> void:
	if GameSdk.mock != null:
		if verb == "set_outcome":
			GameSdk.mock.clear_outcomes()
		GameSdk.mock.callv(verb, args)
		return
	var promise: JavaScriptObject = _page.seedPurchases(args[0]) if verb == "seed_purchases" else _page.setCheckout(args[1])
	var id := _next_js
	_next_js += 1
	_pending_js[id] = JavaScriptBridge.create_callback(func(_settled: Array) -> void: _js_settled.emit(id))
	promise.then(_pending_js[id])
	while await _js_settled != id:
		pass
