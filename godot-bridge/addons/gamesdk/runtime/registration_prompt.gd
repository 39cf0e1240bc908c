## A registration prompt on screen (GameSdk.auth.show_registration_prompt's value). `closed`
## fires once when it closes, whether or not the player registered; `await prompt.login()` starts
## the platform's SMS registration (on completion a web game reloads as a registered player).
extends RefCounted

const Result = preload("res://addons/gamesdk/runtime/result.gd")

## The prompt closed: `result` is {"registered": bool}.
signal closed(result: Dictionary)

# Set by the runtime once the platform showed the prompt.
var _run_login: Callable


## Starts the SMS registration from this prompt; await it for a Result. A login on a prompt that
## has closed succeeds and changes nothing.
func login() -> Result:
	return await _run_login.call()


func _close(result: Dictionary) -> void:
	closed.emit(result)
