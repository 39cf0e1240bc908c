# The shared recovery scenarios (test/vectors/recovery.json, packed at res://vectors/recovery.json;
# format: test/README.md#recovery-scenarios) on the addon's recovery helper
# (runtime/recover_purchases.gd, GameSdk.iap_recover_purchases' procedure), on the real engine: on
# the web through JavaScriptBridge and Sdk.bridge against the mock platform (driven through its
# control surface by the page, test/shell/harness.js), or on the addon's mocks (GameSdk.mock). A
# launch's helper is a new RecoverPurchases over the GameSdk singleton (runner/recovery_sdk.gd
# forwards every call to it and holds the one fault GDScript cannot script on GameSdk: the next
# save not stored); a restart makes a new one and abandons the old launch's runs. Reports one check
# per scenario; test/e2e/recovery.spec.ts holds the list to the file's (no silent skip).
extends Node

const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Result = preload("res://addons/gamesdk/runtime/result.gd")
const RecoverPurchases = preload("res://addons/gamesdk/runtime/recover_purchases.gd")
const RecoverySdk = preload("res://runner/recovery_sdk.gd")
const JsonValues = preload("res://runner/json_values.gd")

## How long a scenario's runs may take to finish: 120 purchases on the web are 240 round trips
## to the platform (a save and a consume each), on a machine that may be busy.
const FINISH_LIMIT_MS := 120000

## Never emitted: a claim the backend never answers, or an answer to a game that restarted.
signal _never
signal _js_settled(id: int, value: Variant)

var _page: JavaScriptObject
var _results: Array[Dictionary] = []
var _mock = null
var _sdk: RecoverySdk
var _launch := 0
var _in_flight := 0
var _pending_js := {}
var _next_js := 0


func _ready() -> void:
	_page = JavaScriptBridge.get_interface("window").godotTest
	var group: Dictionary = JSON.parse_string(str(_page.group))
	var scenarios: Array = JSON.parse_string(FileAccess.get_file_as_string("res://vectors/recovery.json")).scenarios
	_mock = GameSdk.mock
	_check("the singleton runs on %s" % ("the mocks" if group.mocks else "the page's Sdk.bridge"), (_mock != null) == group.mocks, _mock != null)
	if _mock != null:
		_mock.set_player({"registered": true})
	_check("initialize resolves", (await GameSdk.initialize()).ok)
	_check("start_game resolves", (await GameSdk.start_game()).ok)
	_sdk = RecoverySdk.new()
	add_child(_sdk)
	for scenario in scenarios:
		var problem: String = await _play(scenario)
		_check(scenario.name, problem == "", problem)
	_page.report(JSON.stringify({"kind": "recovery", "results": _results}))


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


# Runs one scenario; answers "" when it held, else what differed.
func _play(scenario: Dictionary) -> String:
	_launch += 1
	_in_flight = 0
	var problem := await _clean()
	if problem != "":
		return problem
	var names := {}
	if scenario.pending > 0:
		await _seed(int(scenario.pending))
	var index := 0
	for purchase in await _pending():
		index += 1
		names[purchase.purchaseToken] = "p%d" % index
	var name_of := func(token: String) -> String: return names.get(token, "unknown:" + token)
	if scenario.has("saved"):
		var tokens := []
		for name in scenario.saved:
			tokens.append(names.find_key(name))
		_save(tokens)
	var faults: Dictionary = scenario.get("faults", {})
	if faults.has("failNextConsume"):
		await _fail_next_consume(int(faults.failNextConsume.count), int(faults.failNextConsume.after))
	_sdk.fail_next_save = faults.get("failNextSave", false)

	var claims: Array = []
	var grants: Array = []
	var finished := {}
	var started := 0
	var helper := RecoverPurchases.new(_sdk)
	var context: String = Operations.OPERATIONS["iap.recoverPurchasesAsync"].context
	for step in scenario.steps:
		if step is String and step == "recover":
			started += 1
			var run_index := started
			var run_launch := _launch
			var options := _options(scenario, faults, name_of, claims, grants)
			_in_flight += 1
			(func() -> void:
				var result: Result = await helper.run(context, options)
				if run_launch != _launch:
					return
				finished[run_index] = result
				_in_flight -= 1).call()
		elif step is String and step == "finish":
			if not await _until(func() -> bool: return _in_flight == 0, FINISH_LIMIT_MS):
				return "the recoveries did not finish within %d s" % (FINISH_LIMIT_MS / 1000)
		elif step is String and step == "restart":
			# The old game's runs never end; the new one starts with a new helper over the stored save.
			_launch += 1
			_in_flight = 0
			helper = RecoverPurchases.new(_sdk)
		elif step is Dictionary and step.has("waitForClaim"):
			if not await _until(func() -> bool: return step.waitForClaim in claims, 15000):
				return "no claim of %s within 15 s" % step.waitForClaim
		elif step is Dictionary and step.has("buy"):
			await _set_checkout("buy")
			var bought: Result = await GameSdk.iap_purchase({"productId": "gems_100"})
			if not bought.ok:
				return "the purchase failed: %s" % bought
			names[bought.value.purchaseToken] = step.buy
		else:
			return "unknown step %s" % JSON.stringify(step)
	if not await _until(func() -> bool: return _in_flight == 0, FINISH_LIMIT_MS):
		return "the recoveries did not finish within %d s" % (FINISH_LIMIT_MS / 1000)
	_sdk.fail_next_save = false

	var expected: Dictionary = scenario.expect
	var pending := []
	for purchase in await _pending():
		pending.append(name_of.call(purchase.purchaseToken))
	var seen := {"claims": _sorted(claims), "grants": _sorted(grants), "pending": _sorted(pending)}
	var wanted := {"claims": expected.claims, "grants": expected.grants, "pending": expected.pending}
	if expected.has("runs"):
		var runs := []
		for run_index in range(1, started + 1):
			if finished.has(run_index):
				runs.append(_run_report(finished[run_index], name_of))
		seen["runs"] = runs
		wanted["runs"] = expected.runs
	return "" if JsonValues.same(seen, wanted) else "expected %s, got %s" % [JSON.stringify(wanted), JSON.stringify(seen)]


# The game's recovery options for this launch: its save holds the granted tokens in one key.
func _options(scenario: Dictionary, faults: Dictionary, name_of: Callable, claims: Array, grants: Array) -> Dictionary:
	var for_launch := _launch
	var grant := func(purchase: Dictionary, _answer: Variant) -> Variant:
		var name: String = name_of.call(purchase.purchaseToken)
		if faults.get("failGrant") == name:
			# GDScript has no exceptions: a grant that cannot be made answers a failed Result.
			return GameSdk.failure("OPERATION_FAILED", "the game could not grant it", "grant")
		if faults.get("grantStops") == name:
			# A real script error, as a game's bug makes one: the engine ends the call here, and
			# the helper's await answers null.
			var wallet: Variant = null
			wallet.coins += 1
		if faults.get("grantReturnsNothing") == name:
			return null
		grants.append(name)
		if faults.get("grantSkipsSave") == name:
			return null
		var tokens := _saved()
		tokens.append(purchase.purchaseToken)
		_save(tokens)
		return null
	var options := {"has_token": func(token: String) -> bool: return token in _saved(), "grant": grant}
	if scenario.has("claim"):
		options["claim"] = func(purchase: Dictionary) -> Variant:
			var name: String = name_of.call(purchase.purchaseToken)
			var answers: Array = scenario.claim.get(name, scenario.claim.get("*"))
			var answer: Variant = answers[mini(claims.count(name), answers.size() - 1)]
			claims.append(name)
			if answer is String and answer == "hold":
				await _never # the backend never answers
			# The backend answers later, as a network call does; a game that restarted is gone.
			await get_tree().process_frame
			if for_launch != _launch:
				await _never
			if answer.has("error"):
				return GameSdk.failure(answer.error, answer.message, "claim")
			return {"claimed": answer.claimed}
	return options


func _run_report(result: Result, name_of: Callable) -> Variant:
	if not result.ok:
		return {"error": str(result.error)}
	var report: Dictionary = result.value
	return {
		"granted": report.granted.map(func(purchase: Dictionary) -> String: return name_of.call(purchase.purchaseToken)),
		"consumed": report.consumed.map(func(token: String) -> String: return name_of.call(token)),
		"failed": report.failed.map(func(failure: Dictionary) -> Dictionary: return {"purchase": name_of.call(failure.purchase.purchaseToken), "step": failure.step, "code": failure.error.code}),
		"rounds": report.rounds,
	}


func _saved() -> Array:
	var text: Variant = GameSdk.data_get_string("save").value
	return Array(str(text).split(";", false)) if text is String else []


func _save(tokens: Array) -> void:
	GameSdk.data_set_string("save", ";".join(tokens))


# A clean platform between scenarios: no faults, nothing pending, an empty save.
func _clean() -> String:
	await _fail_next_consume(0, 0)
	for purchase in await _pending():
		var consumed: Result = await GameSdk.iap_consume_purchase(purchase.purchaseToken)
		if not consumed.ok:
			return "consuming a leftover purchase: %s" % consumed
	GameSdk.data_remove_key("save")
	return ""


func _seed(count: int) -> void:
	if _mock != null:
		_mock.seed_purchases(count)
	else:
		await _js(_page.seedPurchases(count))


# The player's unconsumed purchases in the platform's order (its control, not the 50 a call lists).
func _pending() -> Array:
	if _mock != null:
		return _mock.get_purchases()
	return JSON.parse_string(str(await _js(_page.pendingPurchases())))


func _fail_next_consume(count: int, after: int) -> void:
	if _mock != null:
		_mock.fail_next_consume(count, after)
	else:
		await _js(_page.failNextConsume(count, after))


func _set_checkout(choice: String) -> void:
	if _mock != null:
		_mock.set_outcome("checkout", choice)
	else:
		await _js(_page.setCheckout(choice))


# Waits frames until `condition` holds, at most `limit_ms`: every wait is bounded.
func _until(condition: Callable, limit_ms: int) -> bool:
	var deadline := Time.get_ticks_msec() + limit_ms
	while not condition.call():
		if Time.get_ticks_msec() > deadline:
			return false
		await get_tree().process_frame
	return true


# Awaits a JS promise of the page and answers its value.
func _js(promise: JavaScriptObject) -> Variant:
	var id := _next_js
	_next_js += 1
	var callback := JavaScriptBridge.create_callback(func(args: Array) -> void:
		(func() -> void: _pending_js.erase(id)).call_deferred()
		_js_settled.emit(id, args[0] if args.size() > 0 else null))
	_pending_js[id] = callback
	promise.then(callback)
	while true:
		var settled: Array = await _js_settled
		if settled[0] == id:
			return settled[1]
	return null


static func _sorted(list: Array) -> Array:
	var out := list.duplicate()
	out.sort()
	return out

