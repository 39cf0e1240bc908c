# The editor plugin: enabling GameSdk in Project Settings > Plugins registers the GameSdk autoload
# singleton (game_sdk.gd); disabling it removes the singleton.
@tool
extends EditorPlugin

const SINGLETON := "GameSdk"
const SINGLETON_PATH := "res://addons/gamesdk/game_sdk.gd"


func _enable_plugin() -> void:
	add_autoload_singleton(SINGLETON, SINGLETON_PATH)


func _disable_plugin() -> void:
	remove_autoload_singleton(SINGLETON)
