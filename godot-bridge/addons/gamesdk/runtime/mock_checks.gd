# The mocks' argument checks: an interpreter of the rules table's checks (sdk-core/api/rules.json
# `checks`, generated/rules.gd CHECKS), so the editor refuses the same bad input with the same
# INVALID_PARAM as the browser. A failed check answers its rule's key and parameters
# ({"rule", "params"}); Rules.render makes the message, so no text is written here.
extends RefCounted

const Rules = preload("res://addons/gamesdk/generated/rules.gd")

static var _image_prefix := RegEx.create_from_string("^data:image/(png|jpeg|webp);base64,")
static var _base64 := RegEx.create_from_string("^[A-Za-z0-9+/]+={0,2}$")


## The first check of operation `path` that `args` fail, as {"rule", "params"}; {} when all pass.
static func problem(path: String, args: Array) -> Dictionary:
	return _all(Rules.CHECKS.get(path, []), args, "", {})


## The message of a problem `problem` answered.
static func message(found: Dictionary) -> String:
	return Rules.render(found.rule, found.params)


## A short description of a rejected value, as the core's describe() writes it.
static func describe(value: Variant) -> String:
	match typeof(value):
		TYPE_NIL:
			return "undefined"
		TYPE_STRING, TYPE_STRING_NAME:
			var text := str(value)
			return "a string of %d characters" % text.length() if text.length() > 20 else JSON.stringify(text)
		TYPE_INT, TYPE_FLOAT:
			return number_text(value)
		TYPE_BOOL:
			return "true" if value else "false"
		TYPE_ARRAY:
			return "an array"
	return "a object"


## A number as JavaScript prints it: 101, not 101.0.
static func number_text(value: float) -> String:
	if is_finite(value) and value == floorf(value) and absf(value) < 1e15:
		return str(int(value))
	return str(value)


static func is_text(value: Variant) -> bool:
	return value is String or value is StringName


static func is_number(value: Variant) -> bool:
	return value is int or value is float


# Runs `checks` in order on `root` (the arguments, or a list's entry); `label` is the entry's.
static func _all(checks: Array, root: Variant, label: String, seen: Dictionary) -> Dictionary:
	for check in checks:
		var value: Variant = root
		for step in check.at:
			value = value.get(step) if value is Dictionary else (value[step] if value is Array and step is int and step < value.size() else null)
		var name: String = check.get("label", str(check.at[-1]) if check.at.size() > 0 else label).replace("{each}", label)
		var found := {} if value == null and check.get("optional", false) else _one(check, value, name, seen)
		if not found.is_empty():
			return found
	return {}


# One check: {} when the value passes, else its rule and parameters.
static func _one(check: Dictionary, value: Variant, label: String, seen: Dictionary) -> Dictionary:
	var params := {"label": label, "value": describe(value), "key": value}
	var rule: String = check.get("rule", "")
	var holds := true
	match check["is"]:
		"text":
			holds = is_text(value) and str(value).strip_edges() != ""
		"string":
			holds = is_text(value)
		"object":
			holds = value is Dictionary
		"list":
			holds = value is Array
		"number":
			holds = is_number(value) and is_finite(float(value)) and value >= check.min and value <= check.max and (not check.get("whole", false) or float(value) == floorf(float(value)))
		"length":
			params.count = str(value).length()
			holds = params.count <= check.max
		"count":
			params.count = str(value).count(check.of)
			holds = params.count == check.exactly
		"oneOf":
			holds = is_text(value) and str(value) in check.of
		"notReserved":
			holds = not (value is String and value in Rules.RESERVED_DATA_KEYS)
		"size":
			params.count = value.size() if value is Array else describe(value)
			holds = value is Array and value.size() == check.size
		# A Godot String cannot hold a lone UTF-16 surrogate (one becomes U+FFFD when the String is
		# made, and JSON refuses the escape): text here is always well-formed, and depth only nests.
		"wellFormed":
			pass
		"depth":
			for key in value:
				if _nests_deeper(value[key], check.max):
					return {"rule": rule, "params": {"key": key}}
		"notBoth", "either", "without":
			var given: Array = check.fields.filter(func(field: String) -> bool: return value.get(field) != null if check["is"] != "without" else value.has(field))
			holds = given.size() < 2 if check["is"] == "notBoth" else (given.size() > 0 if check["is"] == "either" else given.is_empty())
		"image":
			return _image(value, label)
		"each":
			return _each(check, value, label)
		"like":
			var filled: Dictionary = value.duplicate(true)
			for field in check.fill:
				filled[field] = seen.day if check.fill[field] == "{day}" else check.fill[field].replace("{day}", str(seen.day))
			return _all(Rules.CHECKS[check.operation], [filled], label, seen)
		"distinct":
			for field in check.fields:
				var earlier: Dictionary = seen.get_or_add(field, {})
				if earlier.has(value[field]):
					return {"rule": rule, "params": {"field": field, "earlier": earlier[value[field]]}}
				earlier[value[field]] = seen.day
	return {} if holds else {"rule": rule, "params": params}


# A list's entries (or a dictionary's keys), each under its own label; a `rule` wraps an entry's problem.
static func _each(check: Dictionary, value: Variant, label: String) -> Dictionary:
	var entries: Array = value.keys() if check.get("keys", false) else value
	var seen := {}
	for index in entries.size():
		seen.day = index + 1
		var found := _all(check.checks, entries[index], label.replace("{index}", str(index)), seen)
		if not found.is_empty():
			return found if not check.has("rule") else {"rule": check.rule, "params": {"day": index + 1, "index": index, "reason": message(found)}}
	return {}


static func _image(value: Variant, label: String) -> Dictionary:
	var rule := ""
	if not is_text(value) or _image_prefix.search(str(value)) == null:
		rule = "imageDataUrl"
	elif str(value).length() > Rules.IMAGE_DATA_URL_MAX_BYTES:
		rule = "imageTooLarge"
	elif _base64.search(str(value).substr(str(value).find(",") + 1)) == null:
		rule = "imageNotBase64"
	return {} if rule == "" else {"rule": rule, "params": {"label": label, "count": str(value).length()}}


# Whether value nests more than levels arrays and dictionaries; stops at the first level past it.
static func _nests_deeper(value: Variant, levels: int) -> bool:
	if not (value is Array or value is Dictionary):
		return false
	if levels == 0:
		return true
	for inner in (value.values() if value is Dictionary else value):
		if _nests_deeper(inner, levels - 1):
			return true
	return false
