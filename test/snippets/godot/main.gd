# Runs every snippet listed in res://snippets/list.json, one after the other, each on a fresh
# mock platform: a snippet is a script (gdscript.ts wraps a fragment in harness.gd's names); its
# _ready runs when it enters the tree, then its run() (a fragment's statements) or recover(), with
# the SDK initialised and started first unless the snippet initialises it itself, and a
# registered player when it schedules notifications. Reports each to the page's test harness.
extends Node

var _results: Array[Dictionary] = []


func _ready() -> void:
	var names: Array = JSON.parse_string(FileAccess.get_file_as_string("res://snippets/list.json"))
	for snippet_name in names:
		await _run(snippet_name)
	JavaScriptBridge.get_interface("window").godotTest.report(JSON.stringify({"kind": "snippets", "results": _results}))


func _run(snippet_name: String) -> void:
	print("snippet: ", snippet_name)
	var source := FileAccess.get_file_as_string("res://snippets/%s.gd" % snippet_name)
	GameSdk.mock.reset()
	GameSdk.mock.set_player({"registered": source.contains("GameSdk.notifications.")})
	GameSdk.mock.set_outcome("checkout", "buy")
	GameSdk.mock.set_outcome("registration", "register")
	if not source.contains("GameSdk.initialize("):
		var started: Variant = await GameSdk.initialize()
		if started.ok:
			started = await GameSdk.start_game()
		if not started.ok:
			_results.append({"name": snippet_name, "ok": false, "detail": "the harness could not start the SDK: %s" % started.error})
			return
	var script: GDScript = load("res://snippets/%s.gd" % snippet_name)
	if script == null or not script.can_instantiate():
		_results.append({"name": snippet_name, "ok": false, "detail": "does not compile"})
		return
	var node := Node.new()
	node.set_script(script)
	add_child(node)
	if node.has_method("run"):
		await node.run()
	if node.has_method("recover"):
		await node.recover()
	# A _ready that awaits runs on: give its calls time to answer on the mocks.
	await get_tree().create_timer(0.5).timeout
	_results.append({"name": snippet_name, "ok": true, "detail": ""})
	node.queue_free()
