# A Godot game's launch sequence through the SDK's web transport (res://addons/gamesdk), on the
# real Godot 4.6 web runtime against the mock platform: initializeAsync, setLoadingProgress,
# startGameAsync, then one save set and read back. Each step's envelope is checked here and
# reported to the page; the test checks what the platform saw.
extends Node

const WebTransport = preload("res://addons/gamesdk/web_transport.gd")
const SAVE_KEY := "godot-save"
const SAVE_VALUE := "{\"level\":3,\"coins\":120}"

var _results: Array[Dictionary] = []


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


func _ready() -> void:
	var page: JavaScriptObject = JavaScriptBridge.get_interface("window").godotTest
	var sdk := WebTransport.new()
	_check("the page's Sdk.bridge is reachable", sdk.is_available())

	var initialized := await sdk.call_async("initializeAsync")
	_check("initializeAsync resolves", initialized == {"ok": true}, initialized)
	var is_initialized := sdk.call_sync("isInitialized")
	_check("isInitialized answers true at once", is_initialized == {"ok": true, "value": true}, is_initialized)

	for progress in [30, 70, 100]:
		var reported := sdk.call_sync("setLoadingProgress", [progress])
		_check("setLoadingProgress(%d) is accepted" % progress, reported == {"ok": true}, reported)
	var out_of_range := sdk.call_sync("setLoadingProgress", [150])
	_check("setLoadingProgress(150) answers INVALID_PARAM with context setLoadingProgress", not out_of_range.ok and out_of_range.error.code == "INVALID_PARAM" and out_of_range.error.context == "Sdk.setLoadingProgress" and out_of_range.error.message != "", out_of_range)

	var started := await sdk.call_async("startGameAsync")
	_check("startGameAsync resolves", started == {"ok": true}, started)

	var saved := await sdk.call_async("data.setStringAsync", [SAVE_KEY, SAVE_VALUE])
	_check("data.setStringAsync resolves true once stored on the platform", saved == {"ok": true, "value": true}, saved)
	var loaded := sdk.call_sync("data.getString", [SAVE_KEY])
	_check("data.getString reads the save back", loaded == {"ok": true, "value": SAVE_VALUE}, loaded)
	var missing := sdk.call_sync("data.getString", ["never-saved"])
	_check("data.getString of a key never saved is null", missing == {"ok": true, "value": null}, missing)

	var unknown := await sdk.call_async("nothing.here")
	_check("an operation the host does not run answers FEATURE_NOT_SUPPORTED", not unknown.ok and unknown.error.code == "FEATURE_NOT_SUPPORTED", unknown)

	page.report(JSON.stringify({"kind": "call-sequence", "results": _results}))
