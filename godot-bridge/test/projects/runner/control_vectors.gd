# The shared control vectors (test/vectors/control.json, packed at res://vectors/control.json; its
# $comment is the format) on the addon's mocks through GameSdk.mock: each case on a reset platform,
# initialised and started, with every event's signal heard. Reports each case to the page
# (test/e2e/mocks.spec.ts).
extends Node

const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Mock = preload("res://addons/gamesdk/generated/mock_platform.gd")
const Result = preload("res://addons/gamesdk/runtime/result.gd")

var _results: Array[Dictionary] = []
var _heard: Array = []


func _ready() -> void:
	var cases: Array = JSON.parse_string(FileAccess.get_file_as_string("res://vectors/control.json")).cases
	for event in Mock.EVENTS:
		GameSdk.connect(Operations.EVENTS[event], func() -> void: _heard.append(event))
	for vector in cases:
		GameSdk.mock.reset()
		await GameSdk.initialize()
		await GameSdk.start_game()
		_heard.clear()
		var problem := ""
		for step in vector.steps:
			problem = await _step(step)
			if problem != "":
				break
		_results.append({"name": vector.name, "ok": problem == "", "detail": problem})
	JavaScriptBridge.get_interface("window").godotTest.report(JSON.stringify({"kind": "control-vectors", "results": _results}))


# Runs one step; answers what went wrong, or "".
func _step(step: Dictionary) -> String:
	var expected: Variant = step.get("expect")
	if step.has("events"):
		for frame in 3:
			await get_tree().process_frame
		return "" if _same(_heard, step.events) else "heard %s" % [_heard]
	if step.has("control"):
		var verb: String = step.control.to_snake_case()
		GameSdk.mock.refusal = ""
		var value: Variant = GameSdk.mock.callv(verb, _whole(step.args))
		if expected is Dictionary and expected.get("refused", false):
			return "" if GameSdk.mock.refusal != "" else "%s%s was not refused" % [verb, step.args]
		if GameSdk.mock.refusal != "":
			return GameSdk.mock.refusal
		return _holds(verb, value, expected)
	var args: Array = []
	for arg in step.args:
		if arg is Dictionary and arg.has("$pendingToken"):
			arg = (await GameSdk.iap_get_purchases()).value[int(arg["$pendingToken"])].purchaseToken
		args.append(arg)
	var method: String = Operations.OPERATIONS[step.call].method
	if expected is Dictionary and expected.has("closed"):
		var closes: Array = []
		var shown: Result = GameSdk.callv(method, args)
		shown.value.closed.connect(func(result: Dictionary) -> void: closes.append(result))
		for frame in 3:
			await get_tree().process_frame
		return "" if closes.size() == 1 and _same(closes[0], expected.closed) else "closed %s" % [closes]
	var result: Result = await GameSdk.callv(method, args)
	if expected is Dictionary and expected.has("error"):
		var ok: bool = not result.ok and result.error.code == expected.error and result.error.message == expected.message
		return "" if ok else "%s answered %s" % [step.call, result]
	if not result.ok:
		return "%s failed: %s" % [step.call, result]
	return _holds(step.call, result.value, expected)


# Whether an answer holds to the step's expectation ("" when it does).
static func _holds(what: String, value: Variant, expected: Variant) -> String:
	if not expected is Dictionary:
		return ""
	for key in expected.get("path", []):
		value = value[int(key) if key is float else key] if value != null else null
	var ok := true
	if expected.has("value"):
		ok = _same(value, expected.value)
	for field in expected.get("fields", {}):
		ok = ok and value is Dictionary and value.has(field) and _same(value[field], expected.fields[field])
	if expected.has("length") or expected.has("count"):
		ok = ok and (value is Array or value is Dictionary) and value.size() == int(expected.get("length", expected.get("count")))
	if expected.has("each"):
		ok = ok and value is Array and not value.is_empty()
		for element in value if ok else []:
			for field in expected.each:
				ok = ok and _same(element.get(field), expected.each[field])
	return "" if ok else "%s answered %s" % [what, JSON.stringify(value)]


# JSON numbers arrive as floats: a whole one is given to the typed verbs as an int.
static func _whole(args: Array) -> Array:
	return args.map(func(arg: Variant) -> Variant: return int(arg) if arg is float and arg == floor(arg) else arg)


# Whether `a` and `b` are the same JSON value: numbers by value (JSON gives floats, GDScript may hold ints).
static func _same(a: Variant, b: Variant) -> bool:
	if (a is int or a is float) and (b is int or b is float):
		return float(a) == float(b)
	if a is Array and b is Array:
		return a.size() == b.size() and range(a.size()).all(func(i: int) -> bool: return _same(a[i], b[i]))
	if a is Dictionary and b is Dictionary:
		return a.size() == b.size() and a.keys().all(func(key: Variant) -> bool: return b.has(key) and _same(a[key], b[key]))
	return typeof(a) == typeof(b) and a == b
