# Runs on the real Godot 4.6 web runtime, from a pack our writer made: checks the runtime, the
# pack's files, and what the SDK's web transport needs of JavaScriptBridge (eval, interfaces,
# callbacks, JS promises), then reports every check to the page (window.godotTest.report).
extends Node

signal _settled(args: Array)

var _results: Array[Dictionary] = []
# A JavaScriptBridge callback is freed with its last GDScript reference: keep it while JS holds it.
var _callback: JavaScriptObject


func _check(name: String, ok: bool, detail: Variant = "") -> void:
	_results.append({"name": name, "ok": ok, "detail": str(detail)})


func _await_js_promise(promise: JavaScriptObject) -> Array:
	_callback = JavaScriptBridge.create_callback(func(args: Array) -> void: _settled.emit(args))
	promise.then(_callback)
	var args: Array = await _settled
	_callback = null
	return args


func _ready() -> void:
	var version := Engine.get_version_info()
	_check("the engine is Godot 4.6 stable, official build", version.major == 4 and version.minor == 6 and version.status == "stable" and version.build == "official", version.string)
	_check("it runs as a web export", OS.has_feature("web") and OS.get_name() == "Web", OS.get_name())

	var autoload := get_node_or_null("/root/PackAutoload")
	_check("the pack's autoload singleton is under /root before the main scene, and ready", autoload != null and autoload.get_index() < get_index() and autoload.is_node_ready(), autoload)
	_check("a text file reads back from the pack", FileAccess.get_file_as_string("res://data/greeting.txt") == "hello from the pack\n", FileAccess.get_file_as_string("res://data/greeting.txt"))
	_check("a file with a non-ASCII path reads back", FileAccess.get_file_as_string("res://data/grüße.txt") == "Grüße aus dem Paket\n", FileAccess.get_open_error())
	var bytes := FileAccess.get_file_as_bytes("res://extra/bytes.bin")
	var expected := PackedByteArray()
	for i in 37:
		expected.append((i * 7) % 256)
	_check("a binary file added by the test reads back byte for byte", bytes == expected, bytes.size())
	_check("an empty file is in the pack and reads back empty", FileAccess.file_exists("res://extra/empty.txt") and FileAccess.get_file_as_bytes("res://extra/empty.txt").size() == 0, FileAccess.get_open_error())
	var listed := Array(DirAccess.get_files_at("res://data"))
	listed.sort()
	_check("the pack's folders list their files", listed == ["greeting.txt", "grüße.txt"], listed)
	_check("a path not in the pack is absent", not FileAccess.file_exists("res://data/missing.txt"))

	_check("JavaScriptBridge.eval returns a number", JavaScriptBridge.eval("6 * 7", true) == 42, JavaScriptBridge.eval("6 * 7", true))
	var boolean: Variant = JavaScriptBridge.eval("1 < 2", true)
	_check("JavaScriptBridge.eval answers a JS boolean with a number, not a bool (so the transport asks for 1 or 0)", typeof(boolean) != TYPE_BOOL and boolean == 1, [type_string(typeof(boolean)), boolean])
	_check("JavaScriptBridge.eval returns a string", JavaScriptBridge.eval("'Sdk' + '.bridge'", true) == "Sdk.bridge")
	var window := JavaScriptBridge.get_interface("window")
	_check("get_interface('window') reaches the page", window != null and window.godotTest != null)
	var page: JavaScriptObject = window.godotTest
	_check("a JS method called from GDScript returns a string", page.upper("abc") == "ABC", page.upper("abc"))
	_check("a JS method named `call` is reached with callv (obj.call is Object.call)", page.callv("call", ["a", "b"]) == "call(a,b)", page.callv("call", ["a", "b"]))
	_check("a Dictionary does not cross to JS as an object (the transport sends JSON text)", page.typeOf({"key": 1}) != "object", page.typeOf({"key": 1}))

	var resolved := await _await_js_promise(page.later("ping", 7))
	_check("a JS promise resolves into a create_callback callback", resolved.size() == 1 and resolved[0] is JavaScriptObject, resolved)
	if resolved.size() == 1 and resolved[0] is JavaScriptObject:
		var value: JavaScriptObject = resolved[0]
		_check("the resolved object's fields read in GDScript", value.text == "ping" and value.count == 7, [value.text, value.count])
	var text := await _await_js_promise(page.laterJson("pong"))
	var parsed: Variant = JSON.parse_string(text[0]) if text.size() == 1 and text[0] is String else null
	_check("JSON text from a JS promise parses to a Dictionary", parsed is Dictionary and parsed.get("ok") == true and parsed.get("value") == "pong", text)

	# The page loads no gamesdk.js: the addon's web transport says so with the error table's code.
	var transport: RefCounted = load("res://addons/gamesdk/runtime/web_transport.gd").new()
	var absent: Dictionary = await transport.call_async("initializeAsync")
	_check("without gamesdk.js the web transport answers FEATURE_NOT_SUPPORTED", not transport.is_available() and not absent.ok and absent.error.code == "FEATURE_NOT_SUPPORTED" and absent.error.context == "initializeAsync", absent)

	# The addon's web export check (export_plugin.gd reports it when exporting): the minimum version and Thread Support.
	var support: GDScript = load("res://addons/gamesdk/web_export_support.gd")
	var on_42: String = support.problem({"major": 4, "minor": 2, "patch": 2}, false)
	_check("a Godot 4.2 web export is refused, naming 4.3 and Thread Support off", on_42.begins_with("GameSdk: Godot 4.2 web exports are threaded only") and on_42.ends_with("export with Godot 4.3 or later, with Variant > Thread Support off"), on_42)
	var on_40: String = support.problem({"major": 4, "minor": 0}, false)
	_check("a Godot 4.0 web export is refused too", on_40.begins_with("GameSdk: Godot 4.0 web exports are threaded only"), on_40)
	var threaded: String = support.problem(Engine.get_version_info(), true)
	_check("a 4.6 export with Thread Support on is refused, naming the option", threaded.begins_with("GameSdk: this Web export preset has Variant > Thread Support on") and threaded.ends_with("turn Thread Support off"), threaded)
	var accepted := [support.problem({"major": 4, "minor": 3}, false), support.problem(Engine.get_version_info(), false), support.problem({"major": 5, "minor": 0}, false)]
	_check("4.3, this 4.6 and a later major version without threads are accepted", accepted == ["", "", ""], accepted)

	page.report(JSON.stringify({"kind": "runtime-check", "results": _results}))
