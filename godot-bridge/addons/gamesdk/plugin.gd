# The editor plugin: enabling GameSdk in Project Settings > Plugins registers the GameSdk autoload
# singleton (game_sdk.gd) and the export plugin that puts the SDK's script beside a web export's
# page; disabling it removes both.
@tool
extends EditorPlugin

const SINGLETON := "GameSdk"
const SINGLETON_PATH := "res://addons/gamesdk/generated/game_sdk.gd"
const ExportPlugin = preload("res://addons/gamesdk/export_plugin.gd")

var _export_plugin: EditorExportPlugin


func _enable_plugin() -> void:
	add_autoload_singleton(SINGLETON, SINGLETON_PATH)


func _disable_plugin() -> void:
	remove_autoload_singleton(SINGLETON)


func _enter_tree() -> void:
	_export_plugin = ExportPlugin.new()
	add_export_plugin(_export_plugin)


func _exit_tree() -> void:
	remove_export_plugin(_export_plugin)
	_export_plugin = null
