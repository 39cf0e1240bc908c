# The GDScript side of the one runner (test/vectors/runner): executes the steps the page hands it
# (window.godotTest.send, test/shell/harness.js) through the GameSdk singleton and its recovery
# helper, on the page's Sdk.bridge or on the addon's mocks, and answers each with
# godotTest.answer. The runner owns the shared files' meaning, and the engine's TypeScript side
# (test/support/shim.ts) the platform's control around the steps and which calls run untyped;
# this file only knows how GDScript makes each call and plays the recovery scenarios' game (its
# save, claim hook and grant).
extends Node

const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Result = preload("res://addons/gamesdk/runtime/result.gd")
const RecoverPurchases = preload("res://addons/gamesdk/runtime/recover_purchases.gd")
const RecoverySdk = preload("res://runner/recovery_sdk.gd")

var _page: JavaScriptObject
var _listener: JavaScriptObject
var _sdk: RecoverySdk
var _game := {}
var _heard := []
signal _never


func _ready() -> void:
	_page = JavaScriptBridge.get_interface("window").godotTest
	_listener = JavaScriptBridge.create_callback(_on_step)
	_page.listen(_listener)
	for event in Operations.EVENTS:
		GameSdk.connect(Operations.EVENTS[event], func() -> void: _heard.append(event))


func _on_step(js_args: Array) -> void:
	var step: Dictionary = JSON.parse_string(str(js_args[0]))
	var answer: Dictionary = await _execute(step)
	_page.answer(JSON.stringify(answer))


func _execute(step: Dictionary) -> Dictionary:
	match step.op:
		"call":
			return await _call(step)
		"control":
			# JSON numbers arrive as floats: a whole one is given to the typed verbs as an int.
			var args: Array = step.args.map(func(arg: Variant) -> Variant: return int(arg) if arg is float and arg == floor(arg) else arg)
			GameSdk.mock.refusal = ""
			var value: Variant = GameSdk.mock.callv(str(step.verb).to_snake_case(), args)
			return {"refused": GameSdk.mock.refusal} if GameSdk.mock.refusal != "" else {"value": value}
		"events":
			for frame in 3:
				await get_tree().process_frame
			var heard := _heard
			_heard = []
			return {"events": heard}
	return await _recovery(step)


# The GDScript method a game calls for an operation: on its module object (GameSdk.player) or GameSdk itself.
func _method(call: String) -> Callable:
	var row: Dictionary = Operations.OPERATIONS[call]
	return Callable(GameSdk if row.module == null else GameSdk.get(row.module), row.method)


func _call(step: Dictionary) -> Dictionary:
	var call: String = step.call
	# Operations GameSdk expresses another way have no method: events are signals, errors are
	# results, a prompt's login is the prompt's own method.
	if not Operations.OPERATIONS.has(call) or Operations.OPERATIONS[call].method == null:
		return {"skip": "GameSdk has no method for it (a signal, a Result or a prompt's own method instead)"}
	# A String replaces a lone UTF-16 surrogate with U+FFFD when it is made (Godot 4.6 reports
	# "Unpaired surrogate"), so no GDScript call can carry one; and JSON refuses the host's escape of one.
	if "$codeUnit" in JSON.stringify(step.args):
		var reader := JSON.new()
		if reader.parse("\"farm \\udc00\"") == OK or not "surrogate" in reader.get_error_message():
			return {"fault": "Godot's JSON reader took a lone surrogate"}
		return {"skip": "a GDScript String cannot hold a lone UTF-16 surrogate"}
	var args: Array = step.args.map(_expand)
	if step.get("closes", false):
		var closed := []
		var shown: Result = _method(call).callv(args)
		shown.value.closed.connect(func(result: Dictionary) -> void: closed.append(result))
		for frame in 3:
			await get_tree().process_frame
		return {"value": closed[0] if closed.size() == 1 else closed}
	if step.get("callbacks", 0) > 0:
		var seen: Array[String] = []
		var record := func(name: String) -> Callable: return func() -> void: seen.append(name.to_camel_case())
		# Every callback the ad's row names (operations.gd's callbacks column).
		var hooks := {}
		for name in Operations.OPERATIONS[call].callbacks:
			hooks[name] = record.call(name)
		await _method(call).call(hooks)
		for frame in 120:
			if seen.size() >= step.callbacks:
				break
			await get_tree().process_frame
		return {"callbacks": seen}
	# A check that cannot fail answers its bare value (run_operation still answers a Result).
	if Operations.OPERATIONS[call].plain and not step.get("untyped", false): return {"value": _method(call).callv(args)}
	# The typed method, or run_operation where the arguments do not fit its types (a wrong type on purpose).
	var result: Result = await GameSdk.run_operation(call, args) if step.get("untyped", false) else await _method(call).callv(args)
	return {"value": result.value} if result.ok else {"error": {"code": result.error.code, "message": result.error.message, "context": result.error.context}}


# Recovery options that must never run: a call is the recovery's failure, so an empty report proves none ran.
func _expand(value: Variant) -> Variant:
	if value is Dictionary and value.get("$recovery") == "untouched":
		var untouched := func(name: String) -> Callable:
			return func(_a = null, _b = null) -> Variant: return GameSdk.failure("OPERATION_FAILED", name + " was called", "test")
		var options := {"has_token": untouched.call("has_token"), "grant": untouched.call("grant")}
		if value.has("misspelt"):
			options[value.misspelt] = untouched.call(value.misspelt)
		return options
	return value


# The game's save: the granted tokens in one data key, written with the grant.
func _saved() -> Array:
	var text: Variant = GameSdk.data.get_string("save").value
	return Array(str(text).split(";", false)) if text is String else []


func _until(condition: Callable, what: String) -> String:
	var deadline := Time.get_ticks_msec() + 120000
	while not condition.call():
		if Time.get_ticks_msec() > deadline:
			return "never happened: " + what
		await get_tree().process_frame
	return ""


# The recovery scenarios' steps on the addon's helper (runtime/recover_purchases.gd); a restart is a new helper.
func _recovery(step: Dictionary) -> Dictionary:
	match step.op:
		"recovery":
			if _sdk == null:
				_sdk = RecoverySdk.new()
				add_child(_sdk)
			# A fresh game: its save is written by the scenario's setup, which always follows.
			_game = {"claims": [], "grants": [], "finished": {}, "started": 0, "in_flight": 0, "launch": _game.get("launch", 0) + 1, "helper": RecoverPurchases.new(_sdk)}
		"setup":
			GameSdk.data.set_string("save", ";".join(step.saved))
			_game.claim = step.get("claim")
			_game.faults = step.faults
			_sdk.fail_next_save = step.faults.get("failNextSave", false)
		"recover":
			_game.started += 1
			_game.in_flight += 1
			var index: int = _game.started
			var launch: int = _game.launch
			var options := _options()
			(func() -> void:
				var result: Result = await _game.helper.run(Operations.OPERATIONS["iap.recoverPurchasesAsync"].context, options)
				if launch == _game.launch:
					_game.finished[index] = result
					_game.in_flight -= 1).call()
		"finish", "outcome":
			var late := await _until(func() -> bool: return _game.in_flight == 0, "every recovery to report")
			if late != "" or step.op == "finish":
				return {"fault": late} if late != "" else {}
			_sdk.fail_next_save = false
			var runs := []
			for index in range(1, _game.started + 1):
				var report: Dictionary = _game.finished[index].value if _game.finished.has(index) else {}
				if not report.is_empty():
					runs.append({"granted": report.granted.map(func(p: Dictionary) -> String: return p.purchase_token), "consumed": report.consumed, "rounds": report.rounds,
						"failed": report.failed.map(func(f: Dictionary) -> Dictionary: return {"token": f.purchase.purchase_token, "step": f.step, "code": f.error.code})})
			return {"claims": _game.claims, "grants": _game.grants, "runs": runs}
		"restart":
			_game.launch += 1
			_game.in_flight = 0
			_game.helper = RecoverPurchases.new(_sdk)
		"waitForClaim":
			var missing := await _until(func() -> bool: return step.token in _game.claims, "the claim of " + step.token)
			return {"fault": missing} if missing != "" else {}
		"buy":
			var bought: Result = await GameSdk.iap.purchase({"product_id": "gems_100"})
			return {"token": bought.value.purchase_token} if bought.ok else {"fault": str(bought)}
		_:
			return {"fault": "GDScript has no step %s" % step.op}
	return {}


func _options() -> Dictionary:
	var game := _game
	var launch: int = game.launch
	var grant := func(purchase: Dictionary, _answer: Variant) -> Variant:
		var token: String = purchase.purchase_token
		if game.faults.get("failGrant") == token:
			return GameSdk.failure("OPERATION_FAILED", "the game could not grant it", "grant")
		if game.faults.get("grantStops") == token:
			var wallet: Variant = null
			wallet.coins += 1 # a script error, as a game's bug makes: the engine ends the call
		if game.faults.get("grantReturnsNothing") == token:
			return null
		game.grants.append(token)
		if game.faults.get("grantSkipsSave") != token:
			GameSdk.data.set_string("save", ";".join(_saved() + [token]))
		return null
	var options := {"has_token": func(token: String) -> bool: return token in _saved(), "grant": grant}
	if game.claim != null:
		options["claim"] = func(purchase: Dictionary) -> Variant:
			var token: String = purchase.purchase_token
			var answers: Array = game.claim.get(token, game.claim.get("*"))
			var answer: Variant = answers[mini(game.claims.count(token), answers.size() - 1)]
			game.claims.append(token)
			if answer is String and answer == "hold":
				await _never # the backend never answers
			# The backend answers later, as a network call does; a game that restarted is gone.
			await get_tree().process_frame
			if launch != _game.launch:
				await _never
			if answer.has("error"):
				return GameSdk.failure(answer.error, answer.message, "claim")
			return {"claimed": answer.claimed}
	return options
