# The registration prompt on the web export through the bridge host's 'godot' dialect: shown by
# GameSdk.auth.show_registration_prompt, its close arriving as the call's last signal (the prompt's
# `closed` signal), its login naming the call that showed it; and a rewarded ad's callbacks as
# signals of its call; a save made in the same frame before it reaches the platform first. Reports
# each check to the page (test/e2e/prompt.spec.ts).
extends Node

const Result = preload("res://addons/gamesdk/runtime/result.gd")

signal _js_settled(value: Variant)

var _page: JavaScriptObject
var _results: Array[Dictionary] = []
var _callback: JavaScriptObject


func _ready() -> void:
	_page = JavaScriptBridge.get_interface("window").godotTest
	_check("GameSdk runs on the page's Sdk.bridge", GameSdk.mock == null)
	_check("initialize resolves", (await GameSdk.initialize()).ok)
	_check("start_game resolves", (await GameSdk.start_game()).ok)

	await _js(_page.setRegistration("close"))
	# A guest's save and the prompt in one frame, not awaited: the save must reach the platform
	# first (launch checklist item 2; test/e2e/prompt.spec.ts reads the platform's verdict).
	var saved := GameSdk.data.set_string("godot-save", "{\"level\":3}")
	_check("a guest's save made in the same frame as the prompt is accepted", saved.ok, saved)
	var shown := GameSdk.auth.show_registration_prompt({"message": "Text {{registrationCode}} to keep your farm"})
	_check("the prompt is shown at once", shown.ok and shown.value != null, shown)
	if shown.ok:
		var prompt = shown.value
		var closes: Array = []
		prompt.closed.connect(func(result: Dictionary) -> void: closes.append(result))
		await _until(func() -> bool: return closes.size() > 0, 10000)
		_check("the player closes it: closed says not registered, once", JSON.stringify(closes) == JSON.stringify([{"registered": false}]), closes)
		var login: Result = await prompt.login()
		_check("a login on the closed prompt succeeds and changes nothing", login.ok and GameSdk.auth.is_authenticated().value == false, login)

	var blank := GameSdk.auth.show_registration_prompt({"message": " "})
	_check("a blank message fails INVALID_PARAM with the host's context", not blank.ok and blank.error.code == "INVALID_PARAM" and blank.error.context == "auth.showRegistrationPrompt", blank)

	var heard: Array[String] = []
	var record := func(name: String) -> Callable: return func() -> void: heard.append(name)
	var ad := GameSdk.ads.show_rewarded({"before_ad": record.call("before_ad"), "no_fill": record.call("no_fill"), "after_ad": record.call("after_ad")})
	_check("a rewarded ad answers at once", ad.ok, ad)
	await _until(func() -> bool: return "after_ad" in heard, 10000)
	_check("its callbacks arrive as signals of the call, after_ad last", heard.size() > 0 and heard[-1] == "after_ad" and heard.count("after_ad") == 1, heard)
	_page.report(JSON.stringify({"kind": "prompt", "results": _results}))


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


# Waits frames until `condition` holds, at most `limit_ms`.
func _until(condition: Callable, limit_ms: int) -> void:
	var deadline := Time.get_ticks_msec() + limit_ms
	while not condition.call() and Time.get_ticks_msec() <= deadline:
		await get_tree().process_frame


func _js(promise: JavaScriptObject) -> Variant:
	_callback = JavaScriptBridge.create_callback(func(args: Array) -> void: _js_settled.emit(args[0] if args.size() > 0 else null))
	promise.then(_callback)
	return await _js_settled
