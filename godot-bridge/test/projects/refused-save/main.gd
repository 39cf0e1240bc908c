# After a refused deep value, the later saves of the session succeed, and a new page load reads
# them back (issue 32, finding 5): on the real Godot 4.6 web runtime, through GameSdk and
# Sdk.bridge, against the mock platform. The page's ?phase= says which half runs: "save" makes
# the refused write and the saves after it, "reload" reads what the platform kept.
extends Node

var _results: Array[Dictionary] = []


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


func _ready() -> void:
	var page: JavaScriptObject = JavaScriptBridge.get_interface("window").godotTest
	var phase := str(JavaScriptBridge.eval("new URLSearchParams(location.search).get('phase')"))
	_check("initialize resolves", (await GameSdk.initialize()).ok)
	_check("start_game resolves", (await GameSdk.start_game()).ok)
	if phase == "save":
		# 63 levels: what the SDK once took and the platform then refused on every later save.
		var deep: Variant = 1
		for level in 63:
			deep = [deep]
		var refused := await GameSdk.player.set_data({"deep": deep})
		_check("a value nested 63 levels fails INVALID_PARAM at the write", not refused.ok and refused.error.code == "INVALID_PARAM" and refused.error.message == "data.deep nests deeper than 32 levels", refused)
		var saved := await GameSdk.data.set_string_async("after_deep", "5")
		_check("a later data.set_string_async resolves true", saved.ok and saved.value == true, saved)
		var set := await GameSdk.player.set_data({"coins_after_deep": 7})
		_check("a later player.set_data resolves", set.ok, set)
	var read := await GameSdk.player.get_data(["deep", "after_deep", "coins_after_deep"])
	var value: Dictionary = read.value if read.ok else {}
	_check("the saves read back, the refused value does not", read.ok and value.size() == 2 and value.get("after_deep") == "5" and value.get("coins_after_deep") == 7.0, JSON.stringify(value))
	page.report(JSON.stringify({"kind": "refused-save", "results": _results}))
