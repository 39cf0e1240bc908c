## The editor and desktop mocks, and their control object (GameSdk.mock): outside a web export
## the GameSdk singleton answers like the partner platform, in memory, from data: the operation
## table's partner and mock columns, the rules table's argument checks (runtime/mock_checks.gd)
## and what each mock feature and control verb does (sdk-core/api/mock-platform.json engineMock,
## generated/mock_platform.gd, whose verb methods this extends): its guards, a template answer or
## state change, or one of the procedures below (_do_<name>). One guest (FIRST_PLAYER_ID), the
## default catalog, purchases that succeed as sandbox, registration that completes at login,
## signed values UNSIGNED (every verification server rejects them). Async answers come on a later
## frame, as on the web. A verb's arguments are checked against its row of VERBS.
extends "res://addons/gamesdk/generated/mock_platform.gd"

const Result = preload("res://addons/gamesdk/runtime/result.gd")
const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Rules = preload("res://addons/gamesdk/generated/rules.gd")
const Checks = preload("res://addons/gamesdk/runtime/mock_checks.gd")

## Why a control verb that checks arguments last refused them (also reported with push_error; it
## changed nothing), or "" when the last such verb ran. A test may clear it before a verb.
var refusal := ""

var _node: Node
var _state: Dictionary


func _init(node: Node) -> void:
	_node = node
	# Every procedure the data names is written here (a new one fails at once, loudly).
	for doing in FEATURES.values() + DOINGS.values():
		if doing.has("do") and not has_method(_procedure(doing)):
			push_error("GameSdk mocks: engineMock names the procedure %s: add %s to runtime/mock_platform.gd" % [doing.do, _procedure(doing)])
	reset()


## Runs a sync or void operation (or any, answered at once); an ad's or a prompt's arguments end
## with what the addon delivers their callbacks with.
func run_sync(path: String, args: Array) -> Result:
	var row: Variant = Operations.OPERATIONS.get(path)
	if row == null:
		return _fail("FEATURE_NOT_SUPPORTED", "%s is not an operation of this SDK" % path, path)
	var answered: Variant = _answer(path, row, args)
	if answered is Result:
		return answered
	return Result.new(true, null if row.kind == "void" else answered)


## Runs an async operation: its answer comes on a later frame.
func run_async(path: String, args: Array) -> Result:
	await _later()
	return run_sync(path, args)


func _answer(path: String, row: Dictionary, args: Array) -> Variant:
	var context: String = row.context
	var module_check: bool = path.ends_with(".isSupported") and row.mock == null
	var supports: bool = row.mock is Dictionary and row.mock.has("supports")
	if context.begins_with("iap.") and not _state.offersPurchases:
		return false if module_check or supports else _fail("FEATURE_NOT_SUPPORTED", Rules.not_offered(context, "partner"), context)
	# A module check answers false before initialisation, as the core does, unless its row says anytime.
	if module_check:
		return (row.anytime or _state.initialized) and row.partner == "offered"
	var feature: Dictionary = FEATURES.get(row.mock, {}) if row.mock is String else {}
	if not feature.get("anytime", false) and not _state.initialized:
		return _fail("NOT_INITIALIZED", Rules.not_initialized(context), context)
	if row.partner != "offered":
		return null if row.partner == "quiet" else _fail("FEATURE_NOT_SUPPORTED", Rules.not_offered(context, "partner"), context)
	if row.mock is Dictionary:
		return row.mock.supports if supports else row.mock.value
	for guard in feature.get("before", []) + ["arguments"] + feature.get("after", []):
		var refused: Variant = _guard(guard, path, args, context)
		if refused != null:
			return refused
	return _does(feature, args, {}, context)


# The arguments' checks (rules.json checks) or a guard of engineMock: its failure, or null.
func _guard(guard: String, path: String, args: Array, context: String) -> Variant:
	if guard == "arguments":
		var found := Checks.problem(path, args)
		return null if found.is_empty() else _fail("INVALID_PARAM", Checks.message(found), context)
	var spec: Dictionary = ENGINE.guards[guard]
	return null if _state[spec.holds] == spec.get("is", true) else _fail(spec.code, Rules.render(spec.rule, {"context": context}), context)


# A verb of GameSdk.mock (generated/mock_platform.gd): its arguments checked against its row.
func _verb(verb: String, args: Array) -> Variant:
	var given := {}
	for index in VERBS[verb].size():
		var row: Dictionary = VERBS[verb][index]
		given[row.name] = args[index]
		var problem := _argument_problem(row, args[index], given)
		if problem != "":
			_refuse(verb, problem)
			return _value(DOINGS[verb].get("answer"), given)
	refusal = ""
	return _does(DOINGS[verb], args, given, verb)


# What a feature or verb does (engineMock): its procedure or state change, then its answer.
func _does(doing: Dictionary, args: Array, given: Dictionary, context: String) -> Variant:
	var done: Variant = call(_procedure(doing), args, context) if doing.has("do") else null
	for name in doing.get("set", {}):
		_state[name] = _value(doing.set[name], given)
	for name in doing.get("append", {}):
		_state[name].append(_value(doing.append[name], given))
	return _value(doing.answer, given) if doing.has("answer") else done


static func _procedure(doing: Dictionary) -> String:
	return "_do_" + str(doing.do).to_snake_case()


# A template's value, a copy: "$name" the state's (or unsigned, catalog), "@name" the verb's argument.
func _value(template: Variant, given: Dictionary) -> Variant:
	if template is String and template.begins_with("@"):
		return given[template.substr(1)]
	if template is String and template.begins_with("$"):
		var found: Variant = {"unsigned": UNSIGNED, "catalog": Rules.CATALOG}.get(template.substr(1), _state.get(template.substr(1)))
		return found.duplicate(true) if found is Dictionary or found is Array else found
	if template is Dictionary and template.has("$if"):
		return _value(template.then if _state[template["$if"]] else template["else"], given)
	if template is Dictionary:
		var out := {}
		for key in template:
			out[key] = _value(template[key], given)
		return out
	return template.map(func(inner: Variant) -> Variant: return _value(inner, given)) if template is Array else template


func _refuse(verb: String, problem: String) -> void:
	refusal = "GameSdk.mock.%s: %s" % [verb, problem]
	push_error(refusal)


static func _argument_problem(row: Dictionary, value: Variant, given: Dictionary) -> String:
	if value == null:
		return "" if row.get("optional", false) or row.get("nullable", false) else "%s is required" % row.name
	if row.get("nonEmpty", false) and str(value) == "":
		return "%s must not be empty" % row.name
	if row.has("min") and value < row.min:
		return "%s must be a whole number from %d, got %s" % [row.name, row.min, value]
	var one_of: Variant = OUTCOMES.get(given[row.choicesOf], []) if row.has("choicesOf") else row.get("oneOf")
	if one_of != null and not value in one_of:
		return "%s must be one of %s, got %s" % [row.name, ", ".join(one_of), value]
	var known := {}
	for key in row.get("keys", []):
		known[key.name] = true
		var problem := _argument_problem(key, value.get(key.name), {})
		if problem != "":
			return problem
	for key in (value if row.has("keys") else []):
		if not known.has(key):
			return "unknown key '%s' in %s" % [key, row.name]
	return ""


func _later() -> void:
	await Engine.get_main_loop().process_frame


func _fail(code: String, message: String, context: String) -> Result:
	return Result.new(false, null, Result.SdkError.new(code, message, context))


# The size the player data limit counts: the bytes of its JSON text.
static func _bytes(store: Dictionary) -> int:
	return JSON.stringify(store).to_utf8_buffer().size()


func _write(changes: Dictionary) -> bool:
	var next: Dictionary = _state.store.duplicate(true)
	next.merge(changes, true)
	if _bytes(next) > Rules.PLAYER_DATA_LIMIT_BYTES:
		return false
	_state.store = next
	return true


func _new_player(player_id: String) -> void:
	_state.merge(ENGINE.newPlayer.duplicate(true), true)
	_state.playerId = player_id
	for plan in Rules.PLANS:
		_state.plans.append(plan.merged(_value(ENGINE.plan, {}), true).merged({"trialEligible": plan.trialDays > 0}, true))


func _sells(product_id: Variant) -> bool:
	return Rules.CATALOG.any(func(product: Dictionary) -> bool: return product.productId == product_id)


func _take_outcome(kind: String) -> String:
	var queue: Array = _state.outcomes.get(kind, [])
	return queue.pop_front() if queue.size() > 0 else ""


func _new_purchase(product_id: String) -> Dictionary:
	_state.nextToken += 1
	var purchase := {"productId": product_id, "purchaseToken": PURCHASE_TOKEN_PREFIX + str(_state.nextToken), "signedRequest": UNSIGNED,
		"isSandbox": true, "purchaseTime": Time.get_datetime_string_from_system(true) + "Z"}
	_state.purchases.append(purchase)
	return purchase


# Closes an open prompt; its on_close hears whether the player registered, on a later frame.
func _close_prompt(prompt_id: int, registered: bool) -> void:
	var on_close: Callable = _state.prompts[prompt_id]
	_state.prompts[prompt_id] = "closed"
	if registered:
		_state.registered = true
	(func() -> void:
		await _later()
		on_close.call({"registered": registered})).call()


# ---- The procedures engineMock names: (arguments, context or verb) -> answer ----

func _do_reset(_args: Array, _verb_name: String) -> Variant:
	_state = ENGINE.launch.duplicate(true)
	_new_player(FIRST_PLAYER_ID)
	return null


func _do_set_player(args: Array, _verb_name: String) -> Variant:
	if args[0].get("id") != null and args[0].id != _state.playerId:
		_new_player(args[0].id)
	if args[0].get("registered") != null:
		_state.registered = args[0].registered
	return null


func _do_seed_purchases(args: Array, verb: String) -> Variant:
	var product_id: String = args[1] if args[1] != "" else Rules.CATALOG[0].productId
	if not _sells(product_id):
		_refuse(verb, Rules.unknown_product(product_id))
		return null
	for i in args[0]:
		_new_purchase(product_id)
	return null


func _do_set_subscription(args: Array, verb: String) -> Variant:
	for plan in _state.plans:
		if plan.productId == args[0]:
			plan.status = args[1]
			plan.isActive = args[1] == "active"
			return null
	_refuse(verb, Rules.unknown_plan(args[0]))
	return null


func _do_fire(args: Array, _verb_name: String) -> Variant:
	(func() -> void:
		await _later()
		_node.emit_signal(Operations.EVENTS[args[0]])).call()
	return null


func _do_set_outcome(args: Array, _verb_name: String) -> Variant:
	var queue: Array = _state.outcomes.get_or_add(args[0], [])
	for i in args[2]:
		queue.append(args[1])
	return null


func _do_get_string(args: Array, _context: String) -> Variant:
	var value: Variant = _state.store.get(args[0])
	return value if value == null or value is String else JSON.stringify(value)


func _do_set_string(args: Array, context: String) -> Variant:
	var stored := _write({str(args[0]): str(args[1])})
	if not stored:
		push_warning("GameSdk: %s skipped the write of '%s': the player's data would pass %d bytes" % [context, args[0], Rules.PLAYER_DATA_LIMIT_BYTES])
	return stored


func _do_remove(args: Array, _context: String) -> Variant:
	_state.store.erase(args[0])
	return null


func _do_usage(_args: Array, _context: String) -> Variant:
	return {"usedBytes": _bytes(_state.store), "limitBytes": Rules.PLAYER_DATA_LIMIT_BYTES}


func _do_get_many(args: Array, _context: String) -> Variant:
	var out := {}
	for key in args[0]:
		if _state.store.has(key):
			out[key] = _state.store[key]
	return out.duplicate(true)


func _do_set_many(args: Array, context: String) -> Variant:
	if not _write(args[0].duplicate(true)):
		return _fail("DATA_LIMIT_EXCEEDED", Rules.player_data_limit(Rules.PLAYER_DATA_LIMIT_BYTES), context)
	return null


func _do_bot_avatar(args: Array, _context: String) -> Variant:
	return "desktop://bot-avatar/%s/%s" % [args[0], Checks.number_text(args[1])]


# An ad on the mocks: never one; no_fill then after_ad on a later frame (args[-1] delivers them).
func _do_no_ad(args: Array, _context: String) -> Variant:
	(func() -> void:
		await _later()
		args[-1].call("noFill")
		args[-1].call("afterAd")).call()
	return null


# Shows the registration prompt (args: options, on_close); answers its id for prompt.login. A
# scripted outcome applies when the prompt opens: it closes right after it opened.
func _do_open_prompt(args: Array, _context: String) -> Variant:
	_state.nextPrompt += 1
	_state.prompts[_state.nextPrompt] = args[1]
	var outcome := _take_outcome("registration")
	if outcome != "":
		_close_prompt(_state.nextPrompt, outcome == "register")
	return _state.nextPrompt


# Only an open prompt logs in. A login on a prompt that has closed changes nothing, as on the
# mock platform; one never shown is INVALID_PARAM.
func _do_login(args: Array, context: String) -> Variant:
	if not _state.prompts.has(args[0] if args.size() > 0 else null):
		return _fail("INVALID_PARAM", Rules.unknown_prompt(args[0] if args.size() > 0 else null), context)
	if _state.prompts[args[0]] is Callable:
		_close_prompt(args[0], true)
	return null


func _do_schedule(args: Array, _context: String) -> Variant:
	_state.notifications[args[0].id] = args[0].duplicate(true)
	return {"id": args[0].id, "scheduledInDays": args[0].scheduledInDays}


# The week's entries with the ids and days rules.json's checks gave them.
func _do_schedule_week(args: Array, context: String) -> Variant:
	var scheduled := []
	for index in args[0].size():
		var fill := {"id": Rules.WEEK_ID_PREFIX + str(index + 1), "scheduledInDays": index + 1}
		scheduled.append(_do_schedule([args[0][index].merged(fill, true)], context))
	return scheduled


func _do_cancel(args: Array, _context: String) -> Variant:
	_state.notifications.erase(args[0])
	return null


func _do_purchases(_args: Array, _context: String) -> Variant:
	return _state.purchases.slice(0, Rules.PURCHASES_PER_CALL).duplicate(true)


func _do_purchase(args: Array, context: String) -> Variant:
	if not _sells(args[0].productId):
		return _fail("INVALID_PARAM", Rules.unknown_product(args[0].productId), context)
	if _take_outcome("checkout") == "close":
		return _fail("IAP_PURCHASE_CANCELLED", Rules.checkout_closed(), context)
	return _new_purchase(args[0].productId).duplicate(true)


func _do_consume(args: Array, context: String) -> Variant:
	if _state.consumed.has(args[0]):
		return null
	for index in _state.purchases.size():
		if _state.purchases[index].purchaseToken == args[0]:
			var faults: Dictionary = _state.consumeFaults
			if faults.after > 0:
				faults.after -= 1
			elif faults.count > 0:
				faults.count -= 1
				return _fail("OPERATION_FAILED", Rules.consume_failed(), context)
			_state.purchases.remove_at(index)
			_state.consumed[args[0]] = true
			return null
	return _fail("INVALID_PARAM", Rules.unknown_purchase_token(), context)


# In the mock platform's order: the plan, then the player, then what the player holds.
func _do_subscribe(args: Array, context: String) -> Variant:
	var product_id: String = args[0].productId
	var found: Array = _state.plans.filter(func(plan: Dictionary) -> bool: return plan.productId == product_id)
	if found.is_empty():
		return _fail("INVALID_PARAM", Rules.unknown_plan(product_id), context)
	if not _state.registered:
		return _fail("PLAYER_NOT_AUTHENTICATED", Rules.guest_subscription(), context)
	var plan: Dictionary = found[0]
	if plan.isActive:
		return _fail("INVALID_OPERATION", Rules.plan_already_held(product_id), context)
	if _take_outcome("checkout") == "close":
		return plan.merged({"status": "cancelled", "signedRequest": ""}, true)
	plan.merge({"isActive": true, "trialEligible": false, "status": "active"}, true)
	return plan.duplicate(true)
