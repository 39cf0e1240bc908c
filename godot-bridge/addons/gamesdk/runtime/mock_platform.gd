## The editor and desktop mocks, and their control object (GameSdk.mock): outside a web export
## the GameSdk singleton answers like the partner platform from the generated operation table
## (partner and mock columns) and rules, in memory: one guest (Mock.FIRST_PLAYER_ID), the default
## catalog, purchases that succeed as sandbox, registration that completes at login, signed values
## Mock.UNSIGNED (every verification server rejects them). Async answers come on a later frame, as
## on the web. Script faults and the player with the control verbs below: the rows of
## sdk-core/api/mock-platform.json (generated/mock_platform.gd), named as the mock platform's
## control surface names them, in snake_case, their arguments checked against their rows.
extends RefCounted

const Result = preload("res://addons/gamesdk/runtime/result.gd")
const Operations = preload("res://addons/gamesdk/generated/operations.gd")
const Rules = preload("res://addons/gamesdk/generated/rules.gd")
const Check = preload("res://addons/gamesdk/runtime/mock_rules.gd")
const Mock = preload("res://addons/gamesdk/generated/mock_platform.gd")

const UNSIGNED := Mock.UNSIGNED

## Why a control verb that checks arguments last refused them (also reported with push_error; it
## changed nothing), or "" when the last such verb ran. A test may clear it before a verb.
var refusal := ""

var _node: Node
var _state: Dictionary
# Feature name -> Callable(context, args) answering a Result; `anytime` ones run before initialisation.
var _features := {}
var _anytime := ["lifecycle.initialize", "lifecycle.initialized", "prompt.login"]


func _init(node: Node) -> void:
	_node = node
	reset()
	for feature in [
		["lifecycle.initialize", func(_c, _a): _state.initialized = true],
		["lifecycle.initialized", func(_c, _a): return _state.initialized],
		["lifecycle.progress", func(c, a): return _invalid_if(c, Check.loading_progress(_arg(a, 0)))],
		["lifecycle.start", func(_c, _a): _state.started = true],
		["store.getString", _get_string],
		["store.setString", _set_string],
		["store.remove", _remove],
		["store.flush", func(_c, _a): return true],
		["store.usage", func(_c, _a): return {"usedBytes": _bytes(_state.store), "limitBytes": Rules.PLAYER_DATA_LIMIT_BYTES}],
		["store.getMany", _get_many],
		["store.setMany", _set_many],
		["player.id", func(_c, _a): return _state.player_id],
		["player.mode", func(_c, _a): return "authorized" if _state.registered else "lite"],
		["player.name", func(_c, _a): return null],
		["player.photo", func(_c, _a): return null],
		["player.registered", func(_c, _a): return _state.registered],
		["player.signIn", func(_c, _a): return {"id": _state.player_id, "mode": "authorized" if _state.registered else "lite", "name": null, "photo": null}],
		["player.signed", func(_c, _a): return {"playerId": _state.player_id, "signature": UNSIGNED}],
		["player.botAvatar", _bot_avatar],
		["prompt.login", _prompt_login],
		["notifications.schedule", _schedule],
		["notifications.scheduleWeek", _schedule_week],
		["notifications.cancel", _cancel],
		["notifications.cancelAll", _cancel_all],
		["shop.catalog", func(_c, _a): return Rules.CATALOG.duplicate(true)],
		["shop.purchase", _purchase],
		["shop.purchases", func(_c, _a): return _state.purchases.slice(0, Rules.PURCHASES_PER_CALL).duplicate(true)],
		["shop.consume", _consume],
		["shop.plans", func(_c, _a): return _state.plans.duplicate(true) if _state.registered else []],
		["shop.subscribe", _subscribe],
		["session.entryPoint", func(_c, _a): return _state.entry_payload.duplicate(true) if _state.entry_payload is Dictionary else null],
		["share.image", func(c, a): return _invalid_if(c, Check.share(_arg(a, 0)))],
		["share.invite", func(c, a): return _invalid_if(c, Check.referral_share(_arg(a, 0)))],
		["share.referrals", func(_c, _a): return {"referrals": _state.referrals.duplicate(true), "signedRequest": UNSIGNED}],
	]:
		_features[feature[0]] = feature[1]
	# Every feature the table names has its handler here (a new one fails at once, loudly).
	for path in Operations.OPERATIONS:
		var mock_row: Variant = Operations.OPERATIONS[path].mock
		if mock_row is String and not _features.has(mock_row) and not mock_row in ["prompt.open", "ads.interstitial", "ads.rewarded"]:
			push_error("GameSdk mocks: no handler for the feature %s (%s): add it to runtime/mock_platform.gd" % [mock_row, path])


# ---- Control verbs ----

## Back to a fresh launch: the first player, a guest, with nothing stored, no purchases, no
## outcomes or faults, purchases offered and the SDK not initialised.
func reset() -> void:
	refusal = ""
	_state = {
		"initialized": false, "started": false, "offers_purchases": true, "outcomes": {}, "next_token": 0,
		"prompts": {}, "next_prompt": 0, "entry_payload": null, "consumed": {}, "consume_faults": {"count": 0, "after": 0},
	}
	_new_player(Mock.FIRST_PLAYER_ID)


func _new_player(player_id: String) -> void:
	var plans := []
	for plan in Rules.PLANS:
		var shown: Dictionary = plan.duplicate(true)
		shown.merge({"isActive": false, "trialEligible": plan.trialDays > 0, "status": "inactive", "signedRequest": UNSIGNED}, true)
		plans.append(shown)
	_state.merge({"player_id": player_id, "registered": false, "store": {}, "notifications": {}, "purchases": [], "plans": plans, "referrals": []}, true)


## The current player: {"id", "registered"}.
func get_player() -> Dictionary:
	return {"id": _state.player_id, "registered": _state.registered}


## Switches to player `player.id` (absent: the current one; a new id is a new guest with no data,
## purchases or plans) and sets whether they are `player.registered` (absent: unchanged).
func set_player(player: Dictionary) -> void:
	if _refused("set_player", [player]):
		return
	if player.get("id") != null and player.id != _state.player_id:
		_new_player(player.id)
	if player.get("registered") != null:
		_state.registered = player.registered


## false: a platform without purchases, as the SDK's local fallback (iap_is_supported answers false).
func set_offers_purchases(offers: bool) -> void:
	_state.offers_purchases = offers


## Adds `count` unconsumed purchases of `product_id` (default the catalog's first product);
## answers the player's unconsumed purchases.
func seed_purchases(count: int, product_id: String = "") -> Array:
	if product_id == "":
		product_id = Rules.CATALOG[0].productId
	if _refused("seed_purchases", [count, product_id]) or (not _sells(product_id) and _refuse("seed_purchases", Rules.unknown_product(product_id))):
		return get_purchases()
	for i in count:
		_new_purchase(product_id)
	return get_purchases()


## Makes `count` consume calls fail, after `after` more succeed; failed purchases stay pending.
func fail_next_consume(count: int = 1, after: int = 0) -> void:
	if not _refused("fail_next_consume", [count, after]):
		_state.consume_faults = {"count": count, "after": after}


## Sets the player's choice for the next `times` steps of `kind` (Mock.OUTCOMES: "checkout": "buy"
## or "close"; "registration": "register" or "close"; "share": "share" or "close"), applied when the
## step opens: a registration prompt closes right after it opened.
func set_outcome(kind: String, choice: String, times: int = 1) -> void:
	if _refused("set_outcome", [kind, choice, times]):
		return
	var queue: Array = _state.outcomes.get_or_add(kind, [])
	for i in times:
		queue.append(choice)


## Drops every outcome set with set_outcome.
func clear_outcomes() -> void:
	_state.outcomes = {}


## Fires a platform event (exitRequested, pause, resume) on a later frame: GameSdk emits its signal.
func fire(event: String) -> void:
	if _refused("fire", [event]):
		return
	await _later()
	_node.emit_signal(Operations.EVENTS[event])


## Sets what session_get_entry_point_data answers (null for none).
func set_entry_payload(payload: Variant) -> void:
	if not _refused("set_entry_payload", [payload]):
		_state.entry_payload = payload


## The catalog's plans with the player's status of each.
func get_subscriptions() -> Array:
	return _state.plans.duplicate(true)


## Sets the player's status of a plan (default "active": held).
func set_subscription(product_id: String, status: String = "active") -> void:
	for plan in _state.plans:
		if plan.productId == product_id:
			plan.status = status
			plan.isActive = status == "active"
			refusal = ""
			return
	_refuse("set_subscription", Rules.unknown_plan(product_id))


## Adds an invited player who registered to the player's referrals.
func add_referral(player_id: String) -> void:
	if not _refused("add_referral", [player_id]):
		_state.referrals.append({"playerId": player_id})


## The player's stored data.
func get_player_data() -> Dictionary:
	return _state.store.duplicate(true)


## The player's unconsumed purchases, oldest first.
func get_purchases() -> Array:
	return _state.purchases.duplicate(true)


## The player's scheduled notifications by id.
func get_notifications() -> Dictionary:
	return _state.notifications.duplicate(true)


# Checks a verb's arguments against its row (Mock.VERBS); true, with the refusal reported, when one is refused.
func _refused(verb: String, args: Array) -> bool:
	var given := {}
	for index in Mock.VERBS[verb].size():
		var row: Dictionary = Mock.VERBS[verb][index]
		given[row.name] = args[index]
		var problem := _argument_problem(row, args[index], given)
		if problem != "":
			return _refuse(verb, problem)
	refusal = ""
	return false


func _refuse(verb: String, problem: String) -> bool:
	refusal = "GameSdk.mock.%s: %s" % [verb, problem]
	push_error(refusal)
	return true


static func _argument_problem(row: Dictionary, value: Variant, given: Dictionary) -> String:
	if value == null:
		return "" if row.get("optional", false) or row.get("nullable", false) else "%s is required" % row.name
	if row.get("nonEmpty", false) and str(value) == "":
		return "%s must not be empty" % row.name
	if row.has("min") and value < row.min:
		return "%s must be a whole number from %d, got %s" % [row.name, row.min, value]
	var one_of: Variant = row.get("oneOf")
	if row.has("choicesOf"):
		one_of = Mock.OUTCOMES.get(given[row.choicesOf], [])
	if one_of != null and not value in one_of:
		return "%s must be one of %s, got %s" % [row.name, ", ".join(one_of), value]
	if not row.has("keys"):
		return ""
	var known := {}
	for key in row.keys:
		known[key.name] = true
		var problem := _argument_problem(key, value.get(key.name), {})
		if problem != "":
			return problem
	for key in value:
		if not known.has(key):
			return "unknown key '%s' in %s" % [key, row.name]
	return ""


# ---- Answers ----

## Runs a sync or void operation (or any, answered at once).
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


## An ad on the mocks: never one; no_fill then after_ad, on a later frame.
func show_ad(context: String, deliver: Callable) -> Result:
	if not _state.initialized:
		return _not_initialized(context)
	(func() -> void:
		await _later()
		deliver.call("noFill")
		deliver.call("afterAd")).call()
	return Result.new(true)


## Shows the registration prompt; the value is its id for prompt.login.
func show_prompt(context: String, options: Variant, on_close: Callable) -> Result:
	if not _state.initialized:
		return _not_initialized(context)
	var problem := Check.registration_prompt(options)
	if problem != "":
		return _fail("INVALID_PARAM", problem, context)
	if _state.registered:
		return _fail("INVALID_OPERATION", Rules.already_registered(), context)
	_state.next_prompt += 1
	_state.prompts[_state.next_prompt] = on_close
	# A scripted outcome applies when the prompt opens, as on every engine's mock: the prompt closes
	# right after it opened, registered for "register"; a later login on it changes nothing.
	var outcome := _take_outcome("registration")
	if outcome != "":
		_close_prompt(_state.next_prompt, outcome == "register")
	return Result.new(true, _state.next_prompt)


func _answer(path: String, row: Dictionary, args: Array) -> Variant:
	var context: String = row.context
	var module_check: bool = path.ends_with(".isSupported") and row.mock == null
	var supports: bool = row.mock is Dictionary and row.mock.has("supports")
	if context.begins_with("iap.") and not _state.offers_purchases:
		if module_check or supports:
			return false
		return _unsupported(context)
	# A module check answers false before initialisation, as the core does, unless its row says anytime.
	if module_check:
		return (row.anytime or _state.initialized) and row.partner == "offered"
	var mock_row: Variant = row.mock
	if not (mock_row is String and mock_row in _anytime) and not _state.initialized:
		return _not_initialized(context)
	if row.partner == "notOffered":
		return _unsupported(context)
	if row.partner == "quiet":
		return null
	if supports:
		return mock_row.supports
	if mock_row is Dictionary:
		return mock_row.value
	return _features[mock_row].call(context, args)


func _later() -> void:
	await Engine.get_main_loop().process_frame


func _fail(code: String, message: String, context: String) -> Result:
	return Result.new(false, null, Result.SdkError.new(code, message, context))


func _not_initialized(context: String) -> Result:
	return _fail("NOT_INITIALIZED", Rules.not_initialized(context), context)


func _unsupported(context: String) -> Result:
	return _fail("FEATURE_NOT_SUPPORTED", Rules.not_offered(context, "partner"), context)


func _invalid_if(context: String, problem: String) -> Variant:
	return _fail("INVALID_PARAM", problem, context) if problem != "" else null


func _after_start(context: String) -> Variant:
	if not _state.started:
		return _fail("INVALID_OPERATION", Rules.not_started(context), context)
	return null


static func _arg(args: Array, index: int) -> Variant:
	return args[index] if index < args.size() else null


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


func _get_string(context: String, args: Array) -> Variant:
	var problem := Check.data_key("key", _arg(args, 0))
	if problem != "":
		return _fail("INVALID_PARAM", problem, context)
	var value: Variant = _state.store.get(args[0])
	return value if value == null or value is String else JSON.stringify(value)


func _set_string(context: String, args: Array) -> Variant:
	var problem := Check.data_key("key", _arg(args, 0))
	if problem == "" and not Check.is_text(_arg(args, 1)):
		problem = Rules.not_a_string("value")
	if problem != "":
		return _fail("INVALID_PARAM", problem, context)
	var stored := _write({str(args[0]): str(args[1])})
	if not stored:
		push_warning("GameSdk: %s skipped the write of '%s': the player's data would pass %d bytes" % [context, args[0], Rules.PLAYER_DATA_LIMIT_BYTES])
	return stored


func _remove(context: String, args: Array) -> Variant:
	var problem := Check.data_key("key", _arg(args, 0))
	if problem != "":
		return _fail("INVALID_PARAM", problem, context)
	_state.store.erase(args[0])
	return null


func _get_many(context: String, args: Array) -> Variant:
	var keys: Variant = _arg(args, 0)
	if not keys is Array:
		return _fail("INVALID_PARAM", Rules.not_a_string_list("keys"), context)
	var out := {}
	for key in keys:
		var problem := Check.data_key("keys[]", key)
		if problem != "":
			return _fail("INVALID_PARAM", problem, context)
		if _state.store.has(key):
			out[key] = _state.store[key]
	return out.duplicate(true)


func _set_many(context: String, args: Array) -> Variant:
	var data: Variant = _arg(args, 0)
	if not data is Dictionary:
		return _fail("INVALID_PARAM", Rules.player_data_shape(), context)
	for key in data:
		var problem := Check.reserved_data_key("data key", key)
		if problem != "":
			return _fail("INVALID_PARAM", problem, context)
	var too_deep := Check.player_data_depth(data)
	if too_deep != "":
		return _fail("INVALID_PARAM", too_deep, context)
	if not _write(data.duplicate(true)):
		return _fail("DATA_LIMIT_EXCEEDED", Rules.player_data_limit(Rules.PLAYER_DATA_LIMIT_BYTES), context)
	return null


func _bot_avatar(context: String, args: Array) -> Variant:
	var problem := Check.text("username", _arg(args, 0))
	if problem == "":
		problem = Check.avatar_size(_arg(args, 1))
	if problem != "":
		return _fail("INVALID_PARAM", problem, context)
	return "desktop://bot-avatar/%s/%s" % [args[0], Check.number_text(args[1])]


# Only an open prompt logs in. A login on a prompt that has closed changes nothing, as on the
# mock platform; one never shown is INVALID_PARAM.
func _prompt_login(context: String, args: Array) -> Variant:
	var prompt_id: Variant = _arg(args, 0)
	if not _state.prompts.has(prompt_id):
		return _fail("INVALID_PARAM", Rules.unknown_prompt(prompt_id), context)
	if _state.prompts[prompt_id] is Callable:
		_close_prompt(prompt_id, true)
	return null


# Closes an open prompt; its on_close hears whether the player registered, on a later frame.
func _close_prompt(prompt_id: int, registered: bool) -> void:
	var on_close: Callable = _state.prompts[prompt_id]
	_state.prompts[prompt_id] = "closed"
	if registered:
		_state.registered = true
	(func() -> void:
		await _later()
		on_close.call({"registered": registered})).call()


func _registered_only(context: String) -> Variant:
	if not _state.registered:
		return _fail("PLAYER_NOT_AUTHENTICATED", Rules.guest_notification(), context)
	return null


func _schedule(context: String, args: Array) -> Variant:
	var options: Variant = _arg(args, 0)
	var refused: Variant = _invalid_if(context, Check.notification_options(options))
	if refused == null:
		refused = _registered_only(context)
	if refused != null:
		return refused
	_state.notifications[options.id] = options.duplicate(true)
	return {"id": options.id, "scheduledInDays": options.scheduledInDays}


func _schedule_week(context: String, args: Array) -> Variant:
	var week: Array = []
	var refused: Variant = _invalid_if(context, Check.week(_arg(args, 0), week))
	if refused == null:
		refused = _registered_only(context)
	if refused != null:
		return refused
	var scheduled: Array = []
	for options in week:
		_state.notifications[options.id] = options
		scheduled.append({"id": options.id, "scheduledInDays": options.scheduledInDays})
	return scheduled


func _cancel(context: String, args: Array) -> Variant:
	var refused: Variant = _invalid_if(context, Check.text("id", _arg(args, 0)))
	if refused == null:
		refused = _registered_only(context)
	if refused != null:
		return refused
	_state.notifications.erase(args[0])
	return null


func _cancel_all(context: String, _args: Array) -> Variant:
	var refused: Variant = _registered_only(context)
	if refused != null:
		return refused
	_state.notifications = {}
	return null


func _sells(product_id: Variant) -> bool:
	for product in Rules.CATALOG:
		if product.productId == product_id:
			return true
	return false


func _take_outcome(kind: String) -> String:
	var queue: Array = _state.outcomes.get(kind, [])
	return queue.pop_front() if queue.size() > 0 else ""


func _new_purchase(product_id: String) -> Dictionary:
	_state.next_token += 1
	var purchase := {"productId": product_id, "purchaseToken": Mock.PURCHASE_TOKEN_PREFIX + str(_state.next_token), "signedRequest": UNSIGNED,
		"isSandbox": true, "purchaseTime": Time.get_datetime_string_from_system(true) + "Z"}
	_state.purchases.append(purchase)
	return purchase


# A purchase's and a subscription's first checks: after the start of play, with a product id.
func _refuse_checkout(context: String, options: Variant) -> Variant:
	var refused: Variant = _after_start(context)
	return refused if refused != null else _invalid_if(context, Check.product(options))


func _purchase(context: String, args: Array) -> Variant:
	var options: Variant = _arg(args, 0)
	var refused: Variant = _refuse_checkout(context, options)
	if refused != null:
		return refused
	if not _sells(options.productId):
		return _fail("INVALID_PARAM", Rules.unknown_product(options.productId), context)
	if _take_outcome("checkout") == "close":
		return _fail("IAP_PURCHASE_CANCELLED", Rules.checkout_closed(), context)
	return _new_purchase(options.productId).duplicate(true)


func _consume(context: String, args: Array) -> Variant:
	var token: Variant = _arg(args, 0)
	var refused: Variant = _invalid_if(context, Check.text("purchaseToken", token))
	if refused != null:
		return refused
	if _state.consumed.has(token):
		return null
	for index in _state.purchases.size():
		if _state.purchases[index].purchaseToken == token:
			var faults: Dictionary = _state.consume_faults
			if faults.after > 0:
				faults.after -= 1
			elif faults.count > 0:
				faults.count -= 1
				return _fail("OPERATION_FAILED", Rules.consume_failed(), context)
			_state.purchases.remove_at(index)
			_state.consumed[token] = true
			return null
	return _fail("INVALID_PARAM", Rules.unknown_purchase_token(), context)


# In the mock platform's order: the plan, then the player, then what the player holds.
func _subscribe(context: String, args: Array) -> Variant:
	var options: Variant = _arg(args, 0)
	var refused: Variant = _refuse_checkout(context, options)
	if refused != null:
		return refused
	var plan: Variant = null
	for candidate in _state.plans:
		if candidate.productId == options.productId:
			plan = candidate
	if plan == null:
		return _fail("INVALID_PARAM", Rules.unknown_plan(options.productId), context)
	if not _state.registered:
		return _fail("PLAYER_NOT_AUTHENTICATED", Rules.guest_subscription(), context)
	if plan.isActive:
		return _fail("INVALID_OPERATION", Rules.plan_already_held(options.productId), context)
	if _take_outcome("checkout") == "close":
		var cancelled: Dictionary = plan.duplicate(true)
		cancelled.status = "cancelled"
		cancelled.signedRequest = ""
		return cancelled
	plan.isActive = true
	plan.trialEligible = false
	plan.status = "active"
	return plan.duplicate(true)
