# Copies the SDK's script (web/gamesdk.js) next to the exported page of a web export, where the
# addon's shell (web/shell.html) loads it from, so an export is complete without a manual step.
@tool
extends EditorExportPlugin

const SCRIPT := "res://addons/gamesdk/web/gamesdk.js"

var _page := ""


func _get_name() -> String:
	return "GameSdk"


func _export_begin(features: PackedStringArray, _is_debug: bool, path: String, _flags: int) -> void:
	_page = path if features.has("web") else ""


func _export_end() -> void:
	if _page == "":
		return
	var target := _page.get_base_dir().path_join("gamesdk.js")
	var copied := DirAccess.copy_absolute(ProjectSettings.globalize_path(SCRIPT), target)
	if copied != OK:
		push_error("GameSdk: could not copy %s to %s (%s): copy it next to the exported page by hand" % [SCRIPT, target, error_string(copied)])
	_page = ""
