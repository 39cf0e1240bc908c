# A Godot game's launch sequence through the addon's GameSdk singleton, on the real Godot 4.6 web
# runtime against the mock platform: initialize, set_loading_progress, start_game, a save round
# trip, the purchase recovery (two calls at once: single-flight, each purchase granted once) and
# an ad (the registration prompt is the vectors': a prompt the game shows unasked is a checklist
# finding). Each step's Result is checked here and reported to the page; the
# test checks what the platform saw. Then the platform's events reach the signals.
extends Node

const SAVE_KEY := "godot-save"
const SAVE_VALUE := "{\"level\":3,\"coins\":120}"

var _results: Array[Dictionary] = []
var _page: JavaScriptObject
var _granted: Array = []
var _events: Array[String] = []


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


func _ready() -> void:
	_page = JavaScriptBridge.get_interface("window").godotTest
	_check("GameSdk runs on the page's Sdk.bridge", GameSdk.mock == null)
	GameSdk.paused.connect(func() -> void: _on_event("pause"))
	GameSdk.resumed.connect(func() -> void: _on_event("resume"))
	GameSdk.exit_requested.connect(func() -> void: _on_event("exitRequested"))

	var early := GameSdk.data.get_string(SAVE_KEY)
	_check("a call before initialize fails NOT_INITIALIZED", not early.ok and early.error.code == GameSdk.ErrorCode.NOT_INITIALIZED, early)
	# A game annotates with the result's class_name (the pack lists it in the class cache, as an export does).
	var initialized: GameSdkResult = await GameSdk.initialize()
	_check("initialize resolves", initialized.ok, initialized)
	_check("is_initialized answers the bool true at once", GameSdk.is_initialized() is bool and GameSdk.is_initialized() == true)

	for progress in [30, 70, 100]:
		var reported := GameSdk.set_loading_progress(progress)
		_check("set_loading_progress(%d) is accepted" % progress, reported.ok, reported)
	var out_of_range := GameSdk.set_loading_progress(150)
	_check("set_loading_progress(150) fails INVALID_PARAM naming Sdk.setLoadingProgress", not out_of_range.ok and out_of_range.error.code == "INVALID_PARAM" and out_of_range.error.context == "Sdk.setLoadingProgress" and out_of_range.error.message == "progress must be a number from 0 to 100, got 150", out_of_range)

	var started := await GameSdk.start_game()
	_check("start_game resolves", started.ok, started)

	var saved := await GameSdk.data.set_string_async(SAVE_KEY, SAVE_VALUE)
	_check("data.set_string_async resolves true once stored on the platform", saved.ok and saved.value == true, saved)
	var loaded := GameSdk.data.get_string(SAVE_KEY)
	_check("data.get_string reads the save back", loaded.ok and loaded.value == SAVE_VALUE, loaded)
	var missing := GameSdk.data.get_string("never-saved")
	_check("data.get_string of a key never saved is null", missing.ok and missing.value == null, missing)

	# Two pending purchases; two recoveries started at once: each purchase is granted exactly once.
	await _js(_page.seedPurchases(2))
	var options := {"has_token": _has_token, "grant": _grant}
	var runs := {}
	(func() -> void: runs["first"] = await GameSdk.iap.recover_purchases(options)).call()
	var second := await GameSdk.iap.recover_purchases(options)
	for frame in 600:
		if runs.has("first"):
			break
		await get_tree().process_frame
	var first_result: Variant = runs.get("first")
	_check("the first recovery grants and consumes both purchases", first_result != null and first_result.ok and first_result.value.granted.size() == 2 and first_result.value.consumed.size() == 2 and first_result.value.failed.is_empty(), first_result)
	_check("the second, started while the first ran, grants nothing again", second.ok and second.value.granted.is_empty() and second.value.consumed.is_empty() and second.value.rounds == 1, second)
	_check("each purchase was granted once", _granted.size() == 2 and _granted[0] != _granted[1], _granted)
	var pending := await GameSdk.iap.get_purchases()
	_check("no purchase is left pending", pending.ok and pending.value.is_empty(), pending)

	var ad_calls: Array[String] = []
	var ad := GameSdk.ads.show_interstitial({"no_fill": func() -> void: ad_calls.append("no_fill"), "after_ad": func() -> void: ad_calls.append("after_ad")})
	for frame in 120:
		if ad_calls.size() >= 2:
			break
		await get_tree().process_frame
	_check("an interstitial calls no_fill then after_ad", ad.ok and JSON.stringify(ad_calls) == JSON.stringify(["no_fill", "after_ad"]), [ad, ad_calls])

	var unknown := await GameSdk.run_operation("nothing.here")
	_check("an operation the SDK lacks fails FEATURE_NOT_SUPPORTED", not unknown.ok and unknown.error.code == "FEATURE_NOT_SUPPORTED", unknown)

	_page.report(JSON.stringify({"kind": "call-sequence", "results": _results}))


func _has_token(token: String) -> bool:
	var saved := GameSdk.data.get_string("token:" + token)
	return saved.ok and saved.value != null


func _grant(purchase: Dictionary, _answer: Variant) -> void:
	_granted.append(purchase.purchase_token)
	GameSdk.data.set_string("token:" + purchase.purchase_token, purchase.product_id)


func _on_event(event: String) -> void:
	_events.append(event)
	_page.report(JSON.stringify({"kind": "events", "results": [{"name": "signals in order", "ok": true, "detail": ",".join(_events)}]}))


var _js_done := {}
signal _js_settled(id: int)
func _js(promise: JavaScriptObject) -> void:
	var id := _js_done.size()
	_js_done[id] = JavaScriptBridge.create_callback(func(_a: Array) -> void: _js_settled.emit(id))
	promise.then(_js_done[id])
	while await _js_settled != id:
		pass
