# The mocks' control object (GameSdk.mock) scripts the platform as the mock platform's control
# surface does: the player, checkout and registration outcomes, events, the entry payload and
# subscriptions (consume faults: the recovery scenarios, runner/shim.gd); and what the shared
# recovery scenarios do not check of the purchase recovery (its claim's answer reaching grant, its
# options refused). Reports each check to the page (test/e2e/mocks.spec.ts).
extends Node

const Result = preload("res://addons/gamesdk/runtime/result.gd")

var _results: Array[Dictionary] = []
var _saved_tokens := {}
var _answers: Array = []


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


func _ready() -> void:
	var mock = GameSdk.mock
	_check("GameSdk runs on the mocks with gamesdk/use_mocks", mock != null)

	var early := GameSdk.data.get_string("save")
	_check("a call before initialize fails NOT_INITIALIZED, naming initializeAsync", not early.ok and early.error.code == GameSdk.ErrorCode.NOT_INITIALIZED and early.error.message == "data.getString was called before Sdk.initializeAsync() resolved", early)
	await GameSdk.initialize()
	var too_soon := await GameSdk.iap.purchase({"product_id": "gems_100"})
	_check("a purchase before start_game fails INVALID_OPERATION", not too_soon.ok and too_soon.error.code == "INVALID_OPERATION" and too_soon.error.message == "iap.purchaseAsync needs Sdk.startGameAsync() to have resolved first", too_soon)
	await GameSdk.start_game()

	mock.set_outcome("checkout", "close")
	var closed := await GameSdk.iap.purchase({"product_id": "gems_100"})
	_check("set_outcome checkout close: the purchase fails IAP_PURCHASE_CANCELLED", not closed.ok and closed.error.code == "IAP_PURCHASE_CANCELLED", closed)
	var bought := await GameSdk.iap.purchase({"product_id": "gems_100"})
	_check("the next purchase succeeds, sandbox and unsigned", bought.ok and bought.value.product_id == "gems_100" and bought.value.is_sandbox == true and bought.value.signed_request == "mock-unsigned", bought)

	# The recovery's exactly-once procedure is held by the shared scenarios
	# (test/e2e/recovery.spec.ts); here what they do not check: the claim's answer reaches grant,
	# and options without has_token are refused. The purchase bought above is pending too.
	mock.seed_purchases(1, "seeds_pack")
	var claiming := {"has_token": func(token: String) -> bool: return _saved_tokens.has(token), "grant": _grant,
		"claim": func(purchase: Dictionary) -> Dictionary: return {"product_id": purchase.product_id, "verified": true}}
	var claimed := await GameSdk.iap.recover_purchases(claiming)
	var answered := _answers.map(func(answer: Variant) -> String: return "%s %s" % [answer.product_id, answer.verified] if answer is Dictionary else str(answer))
	answered.sort()
	_check("a claim's answer reaches grant, then the purchase is consumed", claimed.ok and claimed.value.granted.size() == 2 and claimed.value.consumed.size() == 2 and mock.get_purchases().is_empty() and answered == ["gems_100 true", "seeds_pack true"], [claimed, answered])
	var bad := await GameSdk.iap.recover_purchases({"grant": _grant})
	_check("recovery options without has_token fail INVALID_PARAM", not bad.ok and bad.error.code == "INVALID_PARAM" and bad.error.message == "has_token must be a Callable", bad)

	# Events: fire raises the signal on a later frame.
	var heard: Array[String] = []
	GameSdk.paused.connect(func() -> void: heard.append("paused"))
	GameSdk.exit_requested.connect(func() -> void: heard.append("exit_requested"))
	await mock.fire("pause")
	await mock.fire("exitRequested")
	_check("fire raises the paused and exit_requested signals", JSON.stringify(heard) == JSON.stringify(["paused", "exit_requested"]), heard)

	# The registration prompt: login registers (the default outcome), closed carries it.
	var prompt_result := GameSdk.auth.show_registration_prompt({"message": "Text {{registrationCode}} to keep your farm"})
	var closes: Array = []
	prompt_result.value.closed.connect(func(result: Dictionary) -> void: closes.append(result))
	var login: Result = await prompt_result.value.login()
	await get_tree().process_frame
	await get_tree().process_frame
	_check("login registers the player and closed says so", login.ok and closes.size() == 1 and closes[0].registered == true and GameSdk.auth.is_authenticated().value == true and GameSdk.player.get_mode().value == "authorized", [login, closes])
	var again: Result = await prompt_result.value.login()
	_check("a login on a closed prompt succeeds and changes nothing", again.ok and closes.size() == 1, [again, closes])
	var unknown: Result = await mock.run_async("auth.registrationPromptLogin", [999])
	_check("a login on a prompt never shown fails INVALID_PARAM", not unknown.ok and unknown.error.code == "INVALID_PARAM" and unknown.error.message == "no registration prompt 999 was shown", unknown)

	# A scripted outcome applies when the prompt opens (as on every engine): it closes at once.
	mock.set_player({"registered": false})
	mock.set_outcome("registration", "close")
	var refusing_prompt := GameSdk.auth.show_registration_prompt({"message": "Text {{registrationCode}} to keep your farm"})
	var refusals: Array = []
	refusing_prompt.value.closed.connect(func(result: Dictionary) -> void: refusals.append(result))
	await get_tree().process_frame
	await get_tree().process_frame
	var declined: Result = await refusing_prompt.value.login()
	_check("set_outcome registration close: the prompt closes as it opens, the player stays a guest", declined.ok and refusals.size() == 1 and refusals[0].registered == false and GameSdk.auth.is_authenticated().value == false, [declined, refusals])

	# Subscriptions: a registered player subscribes once; a held plan is refused.
	mock.set_player({"registered": true})
	var plans := await GameSdk.iap.get_subscriptions()
	_check("a registered player sees the plans with their terms", plans.ok and plans.value.size() == 1 and plans.value[0].product_id == "club_monthly" and plans.value[0].trial_days == 7, plans)
	var subscribed := await GameSdk.iap.subscribe({"product_id": "club_monthly"})
	var held := await GameSdk.iap.subscribe({"product_id": "club_monthly"})
	_check("subscribe activates the plan; a second one fails INVALID_OPERATION", subscribed.ok and subscribed.value.is_active and not held.ok and held.error.code == "INVALID_OPERATION" and held.error.message == "the player already holds 'club_monthly'", [subscribed, held])

	mock.set_entry_payload({"from": "invite"})
	_check("set_entry_payload is what session.get_entry_point_data answers", GameSdk.session.get_entry_point_data().value == {"from": "invite"})

	var rewarded: Array[String] = []
	var shown := GameSdk.ads.show_rewarded({"no_fill": func() -> void: rewarded.append("no_fill"), "after_ad": func() -> void: rewarded.append("after_ad"), "ad_viewed": func() -> void: rewarded.append("ad_viewed")})
	var bad_ad := GameSdk.ads.show_interstitial({"ad_viewed": func() -> void: pass})
	await get_tree().process_frame
	await get_tree().process_frame
	_check("a rewarded ad on the mocks: no_fill then after_ad, never ad_viewed", shown.ok and JSON.stringify(rewarded) == JSON.stringify(["no_fill", "after_ad"]), rewarded)
	_check("an interstitial refuses a rewarded callback", not bad_ad.ok and bad_ad.error.code == "INVALID_PARAM", bad_ad)

	# The flat names of 2.11 still answer for one release: each forwards to its module's method and warns once.
	var flat: Result = GameSdk.player_get_id()
	GameSdk.player_get_id()
	_check("a deprecated flat name answers as its module's method", flat.ok and flat.value == GameSdk.player.get_id().value and GameSdk.iap_is_supported() == GameSdk.iap.is_supported(), flat)

	mock.reset()
	_check("reset: a fresh platform, not initialised", GameSdk.is_initialized() == false and mock.get_player_data().is_empty())

	JavaScriptBridge.get_interface("window").godotTest.report(JSON.stringify({"kind": "mock-controls", "results": _results}))


func _grant(purchase: Dictionary, answer: Variant) -> void:
	_answers.append(answer)
	_saved_tokens[purchase.purchase_token] = true
	GameSdk.data.set_string("tokens", JSON.stringify(_saved_tokens.keys()))
