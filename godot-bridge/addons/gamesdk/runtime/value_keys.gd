# The one key style of the GameSdk API: the Dictionaries a game gives and receives have snake_case
# keys (product_id, purchase_token), like its callbacks and options, while the SDK, the page's
# bridge host and the mocks speak the SDK's camelCase JSON. Which argument is an SDK record and
# which answer is the game's own data (kept as written, as are the payloads under `data` and
# `params`) is the generated operation table's `keys` (from the manifest's value kinds).
extends RefCounted

const Operations = preload("res://addons/gamesdk/generated/operations.gd")

## Keys whose values are the game's own payload inside an SDK record: never renamed.
const PAYLOAD_KEYS := ["data", "params"]


## The game's arguments of the operation at `path` as the SDK's: its records' keys in camelCase.
static func to_sdk(path: String, args: Array) -> Array:
	var shapes: Array = Operations.OPERATIONS[path].keys.args if Operations.OPERATIONS.has(path) else []
	var given := args.duplicate()
	for i in mini(shapes.size(), given.size()):
		if shapes[i] == "record" or shapes[i] == "list":
			given[i] = rekey(given[i], false)
	return given


## The SDK's answer of the operation at `path` as the game reads it: snake_case keys unless it is the game's data.
static func to_game(path: String, value: Variant) -> Variant:
	if Operations.OPERATIONS.has(path) and Operations.OPERATIONS[path].keys.result == "payload":
		return value
	return rekey(value, true)


## `value` with its keys in snake_case (`to_snake`) or camelCase, recursively; payloads as written.
static func rekey(value: Variant, to_snake: bool) -> Variant:
	if value is Array:
		var items := []
		for item in value:
			items.append(rekey(item, to_snake))
		return items
	if not value is Dictionary:
		return value
	var renamed := {}
	for key in value:
		var name: Variant = (snake(key) if to_snake else camel(key)) if key is String else key
		renamed[name] = value[key] if key in PAYLOAD_KEYS else rekey(value[key], to_snake)
	return renamed


## A Dictionary by the game's own ids (kept as written) of SDK records (snake_case keys), as
## GameSdk.mock.get_notifications answers.
static func rekey_by_id(value: Dictionary) -> Dictionary:
	var renamed := {}
	for id in value:
		renamed[id] = rekey(value[id], true)
	return renamed


## The one snake_case rule of every engine (test/vectors/snake-case.json), not Godot's
## String.to_snake_case, which splits digits otherwise (vector2D: vector_2d, not vector2_d).
static func snake(name: String) -> String:
	var words := RegEx.create_from_string("([a-z0-9])([A-Z])").sub(name, "$1_$2", true)
	return RegEx.create_from_string("([A-Z])([A-Z][a-z])").sub(words, "$1_$2", true).to_lower()


## camelCase of a snake_case key (product_id: productId), the SDK's spelling.
static func camel(name: String) -> String:
	var parts := name.split("_")
	for i in range(1, parts.size()):
		parts[i] = parts[i].left(1).to_upper() + parts[i].substr(1)
	return "".join(parts)
