# Which Godot web exports can run on the platform, decided when the game is exported (the addon's
# export plugin reports it as an error): the platform's pages are not cross-origin isolated (no
# COOP/COEP headers), so the engine must be single-threaded, which Godot's web export offers from
# 4.3 on (Variant > Thread Support off); 4.0 to 4.2 export threaded engines only.
extends RefCounted

## The first Godot version whose web export can leave threads out.
const MINIMUM := {"major": 4, "minor": 3}


## Why a web export made with Godot `version` (Engine.get_version_info()) and the preset's
## `thread_support` (variant/thread_support) cannot run on the platform, or "" when it can.
static func problem(version: Dictionary, thread_support: bool) -> String:
	var major: int = version.get("major", 0)
	var minor: int = version.get("minor", 0)
	if major < MINIMUM.major or (major == MINIMUM.major and minor < MINIMUM.minor):
		return "GameSdk: Godot %d.%d web exports are threaded only and need cross-origin isolation (COOP/COEP headers), which the platform's pages do not have, so the game would not start there: export with Godot %d.%d or later, with Variant > Thread Support off" % [major, minor, MINIMUM.major, MINIMUM.minor]
	if thread_support:
		return "GameSdk: this Web export preset has Variant > Thread Support on; a threaded engine needs cross-origin isolation (COOP/COEP headers), which the platform's pages do not have, so the game would not start there: turn Thread Support off"
	return ""
