# Copies the SDK's script (web/gamesdk.js) and the loading page (web/gamesdk-loading.js) next to the
# exported page of a web export, where the addon's shell (web/shell.html) loads them from, so an
# export is complete without a manual step; and says, as an export error, when the export could
# not start on the platform (web_export_support.gd).
@tool
extends EditorExportPlugin

const SCRIPTS := ["res://addons/gamesdk/web/gamesdk.js", "res://addons/gamesdk/web/gamesdk-loading.js"]
const WebExportSupport = preload("res://addons/gamesdk/web_export_support.gd")

var _page := ""


func _get_name() -> String:
	return "GameSdk"


func _export_begin(features: PackedStringArray, _is_debug: bool, path: String, _flags: int) -> void:
	_page = path if features.has("web") else ""
	if _page == "":
		return
	# get_option reads the preset's own options; the option exists from 4.3 on, and get_option is
	# called by name: 4.0 and 4.1 have no get_option, and a direct call would not parse there.
	var threads: Variant = call("get_option", "variant/thread_support") if has_method("get_option") and Engine.get_version_info().minor >= 3 else false
	var problem := WebExportSupport.problem(Engine.get_version_info(), threads == true)
	if problem != "":
		push_error(problem)


func _export_end() -> void:
	if _page == "":
		return
	# No typed loop variable: it would not parse before Godot 4.2.
	for source in SCRIPTS:
		var file: String = source
		var target := _page.get_base_dir().path_join(file.get_file())
		var copied := DirAccess.copy_absolute(ProjectSettings.globalize_path(file), target)
		if copied != OK:
			push_error("GameSdk: could not copy %s to %s (%s): copy it next to the exported page by hand" % [file, target, error_string(copied)])
	_page = ""
