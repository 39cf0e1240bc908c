# A game's start in the addon's web shell: the shell started the SDK with the page, so
# GameSdk.initialize() answers with that same initialisation; then the game's own progress and
# start. Each step's Result goes to window.gamesdkEngineLog for the test.
extends Node


func _ready() -> void:
	var log := []
	# is_initialized answers a bare bool (a check that cannot fail): "ok" says it is one.
	var initialized: Variant = GameSdk.is_initialized()
	log.append({"step": "first-call", "ok": initialized is bool, "value": initialized})
	log.append({"step": "initialize", "ok": (await GameSdk.initialize()).ok})
	log.append({"step": "progress", "ok": GameSdk.set_loading_progress(90).ok})
	log.append({"step": "start", "ok": (await GameSdk.start_game()).ok})
	log.append({"step": "save", "ok": (await GameSdk.data.set_string_async("level", "2")).ok})
	JavaScriptBridge.eval("window.gamesdkEngineLog = %s;" % JSON.stringify(log), true)
