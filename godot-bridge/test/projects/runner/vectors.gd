# The shared behaviour vectors (test/vectors/behaviour.json, packed at res://vectors/behaviour.json)
# run through the GameSdk singleton on the real engine: each case's call by its typed method
# (or run_operation where the case passes a value GDScript's types refuse), its answer checked
# against the case's expectation (code, message and context; value; callbacks). Data-driven: a
# case added to the file runs here without a change. The page (test/shell/harness.js) says which
# cases run: a player and profile on the web, or every case on the mocks (GameSdk.mock resets the
# platform before each case).
extends Node

const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Result = preload("res://addons/gamesdk/runtime/result.gd")
const JsonValues = preload("res://runner/json_values.gd")

var _page: JavaScriptObject
var _results: Array[Dictionary] = []
var _pending_js := {}
signal _js_settled(id: int, value: Variant)
var _next_js := 0


func _ready() -> void:
	_page = JavaScriptBridge.get_interface("window").godotTest
	var group: Dictionary = JSON.parse_string(str(_page.group))
	var cases: Array = JSON.parse_string(FileAccess.get_file_as_string("res://vectors/behaviour.json")).cases
	var on_mocks: bool = GameSdk.mock != null
	_check("the singleton runs on %s" % ("the mocks" if group.mocks else "the page's Sdk.bridge"), on_mocks == group.mocks, on_mocks)
	if not group.mocks and group.stage != "loaded":
		_check("initialize resolves", (await GameSdk.initialize()).ok)
		if group.stage == "started":
			_check("start_game resolves", (await GameSdk.start_game()).ok)
	for vector in cases:
		var profile: String = vector.get("profile", "partner")
		var stage: String = vector.get("stage", "started")
		if not group.mocks and (vector.player != group.player or profile != group.profile or stage != group.stage):
			continue
		# Operations GameSdk expresses another way (events are signals, errors are results, a
		# prompt's login is the prompt's own method) have no method to call: the spec leaves their
		# cases out by the same rule.
		if not Operations.OPERATIONS.has(vector.call) or Operations.OPERATIONS[vector.call].method == null:
			continue
		if group.mocks:
			GameSdk.mock.reset()
			GameSdk.mock.set_player({"registered": vector.player == "registered"})
			GameSdk.mock.set_offers_purchases(profile == "partner")
			if stage != "loaded":
				await GameSdk.initialize()
			if stage == "started":
				await GameSdk.start_game()
		await _run(vector)
	_page.report(JSON.stringify({"kind": "vectors", "results": _results}))


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


func _run(vector: Dictionary) -> void:
	var call: String = vector.call
	var tokens: Array = []
	if vector.get("pending", 0) > 0:
		await _seed(int(vector.pending))
		var listed: Result = await GameSdk.iap_get_purchases()
		for purchase in listed.value if listed.ok else []:
			tokens.append(purchase.purchaseToken)
	if vector.has("checkout"):
		await _set_checkout(str(vector.checkout))
	# A lone UTF-16 surrogate cannot be written from GDScript: a String replaces it with U+FFFD
	# when it is made (Godot 4.6 reports "Unpaired surrogate (d800)" as an engine error), so the
	# call cannot be made here. The case checks instead what makes the other engines refuse the
	# write: Godot's JSON reader refuses the bridge host's escape of such a unit.
	var units := _surrogate_code_units(vector.get("args", []))
	if not units.is_empty():
		var refused := true
		var reasons := []
		for unit in units:
			var reader := JSON.new()
			refused = refused and reader.parse("\"farm \\u%04x\"" % unit) != OK and "surrogate" in reader.get_error_message()
			reasons.append(reader.get_error_message())
		_check(vector.name, refused, "Godot's JSON reader on the host's escape: %s" % [reasons])
		return
	var args: Array = _expand(vector.get("args", []), tokens)
	var expected: Dictionary = vector.expect
	if expected.has("callbacks"):
		var seen: Array[String] = []
		var record := func(name: String) -> Callable: return func() -> void: seen.append(name.to_camel_case())
		var callbacks := {}
		var names := ["before_ad", "after_ad", "no_fill"]
		if Operations.OPERATIONS[call].shape == "rewardedAd":
			names += ["ad_viewed", "ad_dismissed"]
		for name in names:
			callbacks[name] = record.call(name)
		var shown: Result = await _invoke(call, [callbacks])
		for frame in 120:
			if "afterAd" in seen:
				break
			await get_tree().process_frame
		_check(vector.name, shown.ok and JSON.stringify(seen) == JSON.stringify(expected.callbacks), [shown, seen])
		return
	var result: Result
	for time in int(vector.get("times", 1)):
		result = await _invoke(call, args)
	var context: String = vector.get("context", call if "." in call else "Sdk." + call)
	if expected.has("error"):
		var ok: bool = not result.ok and result.error.code == expected.error and result.error.message == _options_dialect(expected.message) and result.error.context == context
		_check(vector.name, ok, result)
	elif expected.has("value"):
		_check(vector.name, result.ok and JsonValues.same(result.value, expected.value), [result, JSON.stringify(result.value)])
	elif expected.has("fields"):
		_check(vector.name, result.ok and _has_fields(result.value, expected.fields), [result, JSON.stringify(result.value)])
	elif expected.has("each"):
		var every: bool = result.ok and result.value is Array and not result.value.is_empty()
		for element in result.value if every else []:
			every = every and _has_fields(element, expected.each)
		_check(vector.name, every, [result, JSON.stringify(result.value)])
	elif expected.has("length"):
		_check(vector.name, result.ok and result.value is Array and result.value.size() == int(expected.length), [result, result.value.size() if result.ok and result.value is Array else null])
	else:
		_check(vector.name, result.ok, result)


# An object holding `fields` with those values (numbers by value).
static func _has_fields(value: Variant, fields: Dictionary) -> bool:
	if not value is Dictionary:
		return false
	for key in fields:
		if not value.has(key) or not JsonValues.same(value[key], fields[key]):
			return false
	return true


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


func _expand(value: Variant, tokens: Array) -> Variant:
	if value is Array:
		return value.map(func(inner: Variant) -> Variant: return _expand(inner, tokens))
	if not value is Dictionary:
		return value
	if value.has("$pendingToken"):
		return tokens[int(value["$pendingToken"])]
	if value.get("$recovery") == "untouched":
		var untouched := func(name: String) -> Callable:
			return func(_a = null, _b = null) -> Variant:
				_check("recovery option %s is never called" % name, false)
				return GameSdk.failure("OPERATION_FAILED", name + " was called", "test")
		var options := {"has_token": untouched.call("has_token"), "grant": untouched.call("grant")}
		if value.has("misspelt"):
			options[str(value.misspelt).to_snake_case()] = untouched.call(value.misspelt)
		return options
	if value.has("$repeat"):
		return str(value["$repeat"]).repeat(int(value.count))
	if value.has("$concat"):
		return "".join(value["$concat"].map(func(part: Variant) -> String: return str(_expand(part, tokens))))
	var out := {}
	for key in value:
		out[key] = _expand(value[key], tokens)
	return out



# The surrogate code units the {$codeUnit} generators of a case's arguments stand for.
func _surrogate_code_units(value: Variant) -> Array:
	var found := []
	if value is Dictionary and value.has("$codeUnit") and int(value["$codeUnit"]) >= 0xD800 and int(value["$codeUnit"]) <= 0xDFFF:
		found.append(int(value["$codeUnit"]))
	elif value is Dictionary or value is Array:
		for inner in (value.values() if value is Dictionary else value):
			found.append_array(_surrogate_code_units(inner))
	return found


# Pending purchases: on the web the platform's control surface seeds them (the page asks it), on
# the mocks GameSdk.mock does.
func _seed(count: int) -> void:
	if GameSdk.mock != null:
		GameSdk.mock.seed_purchases(count)
		return
	await _js(_page.seedPurchases(count))


# The player's choice at the next checkout, likewise; earlier choices are dropped first.
func _set_checkout(choice: String) -> void:
	if GameSdk.mock != null:
		GameSdk.mock.clear_outcomes()
		GameSdk.mock.set_outcome("checkout", choice)
		return
	await _js(_page.setCheckout(choice))


func _js(promise: JavaScriptObject) -> void:
	var id := _next_js
	_next_js += 1
	var callback := JavaScriptBridge.create_callback(func(js_args: Array) -> void: _js_settled.emit(id, js_args[0] if js_args.size() else null))
	_pending_js[id] = callback
	promise.then(callback)
	while true:
		var settled: Array = await _js_settled
		if settled[0] == id:
			return


# An options list in a message ("(hasToken, claim, grant)") in GDScript's key spelling, snake_case.
static func _options_dialect(message: String) -> String:
	var listed := RegEx.create_from_string("\\(([A-Za-z, ]+)\\)$").search(message)
	if listed == null:
		return message
	var keys := Array(listed.get_string(1).split(", ")).map(func(key: String) -> String: return key.to_snake_case())
	return message.substr(0, listed.get_start()) + "(%s)" % ", ".join(PackedStringArray(keys))
