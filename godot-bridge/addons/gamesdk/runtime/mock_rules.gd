# The SDK's argument rules for the mocks, in GDScript: the same checks and messages as the core's
# validation (sdk-core/src/validation/validate.ts), so a game sees the same INVALID_PARAM for the
# same bad input in the editor as in the browser. Limits and message texts come from the
# generated rules (generated/rules.gd). Each check answers "" when the value passes, else the
# message of its INVALID_PARAM.
extends RefCounted

const Rules = preload("res://addons/gamesdk/generated/rules.gd")

static var _image_prefix := RegEx.create_from_string("^data:image/(png|jpeg|webp);base64,")
static var _base64 := RegEx.create_from_string("^[A-Za-z0-9+/]+={0,2}$")


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


static func is_whole(value: Variant) -> bool:
	return is_number(value) and is_finite(float(value)) and float(value) == floorf(float(value))


## A non-blank string named `label`.
static func text(label: String, value: Variant) -> String:
	if not is_text(value) or str(value).strip_edges() == "":
		return Rules.blank_text(label)
	return ""


## A player data key: non-blank, and none of the reserved keys (rules.json's reservedDataKeys: the
## names of JavaScript's object machinery, which a web build could not store), on every engine.
static func data_key(label: String, value: Variant) -> String:
	var problem := text(label, value)
	return problem if problem != "" else reserved_data_key(label, value)


## The INVALID_PARAM message for a reserved player data key, else "".
static func reserved_data_key(label: String, key: Variant) -> String:
	return Rules.reserved_data_key(label, key) if key is String and Rules.RESERVED_DATA_KEYS.has(key) else ""


static func options(value: Variant) -> String:
	return "" if value is Dictionary else Rules.not_an_object()


static func optional_payload(label: String, value: Variant) -> String:
	return "" if value == null or value is Dictionary else Rules.not_a_plain_object(label)


static func optional_string(label: String, value: Variant) -> String:
	return "" if value == null or is_text(value) else Rules.not_a_string(label)


static func loading_progress(value: Variant) -> String:
	if not is_number(value) or not is_finite(float(value)) or value < 0 or value > Rules.LOADING_PROGRESS_MAX:
		return Rules.loading_progress(describe(value))
	return ""


static func registration_prompt(value: Variant) -> String:
	var problem := options(value)
	if problem != "":
		return problem
	problem = text("message", value.get("message"))
	if problem != "":
		return problem
	var message: String = value.message
	if message.length() > Rules.REGISTRATION_MESSAGE_MAX:
		return Rules.registration_message_too_long(message.length())
	var placeholders := message.count(Rules.REGISTRATION_CODE_PLACEHOLDER)
	if placeholders != 1:
		return Rules.registration_placeholder_count(placeholders)
	return optional_payload("data", value.get("data"))


static func image_data_url(label: String, value: Variant) -> String:
	if not is_text(value) or _image_prefix.search(str(value)) == null:
		return Rules.image_data_url(label)
	var url := str(value)
	if url.length() > Rules.IMAGE_DATA_URL_MAX_BYTES:
		return Rules.image_too_large(label, url.length())
	if _base64.search(url.substr(url.find(",") + 1)) == null:
		return Rules.image_not_base64(label)
	return ""


## The D1 to D7 week: the same checks, in the same order, as sdk-core's notifications-week.ts.
## Fills `week` with each day's notification options; answers the first problem, or "".
static func week(entries: Variant, week_out: Array) -> String:
	if not entries is Array or entries.size() != Rules.WEEK_DAYS:
		return Rules.week_count(entries.size() if entries is Array else describe(entries))
	var seen := {"title": {}, "body": {}}
	for index in entries.size():
		var day: int = index + 1
		var problem := _week_entry(entries[index], day, seen, week_out)
		if problem != "":
			return Rules.week_entry(day, index, problem)
	return ""


static func _week_entry(entry: Variant, day: int, seen: Dictionary, week_out: Array) -> String:
	var problem := options(entry)
	if problem != "":
		return problem
	if entry.has("id") or entry.has("scheduledInDays"):
		return Rules.week_sets_id_and_day()
	if entry.get("imageAssetId") == null and entry.get("imageDataUrl") == null:
		return Rules.week_image_missing()
	var notification: Dictionary = entry.duplicate(true)
	notification.id = Rules.WEEK_ID_PREFIX + str(day)
	notification.scheduledInDays = day
	problem = notification_options(notification)
	if problem != "":
		return problem
	for field in ["title", "body"]:
		if seen[field].has(notification[field]):
			return Rules.week_copy_repeated(field, seen[field][notification[field]])
		seen[field][notification[field]] = day
	week_out.append(notification)
	return ""


static func notification_options(value: Variant) -> String:
	var problem := options(value)
	if problem != "":
		return problem
	for label in ["id", "title", "body"]:
		problem = text(label, value.get(label))
		if problem != "":
			return problem
	var body: String = value.body
	if body.length() > Rules.NOTIFICATION_BODY_MAX:
		return Rules.notification_body_too_long(body.length())
	var days: Variant = value.get("scheduledInDays")
	if not is_whole(days) or days < 0 or days > Rules.NOTIFICATION_DAYS_MAX:
		return Rules.notification_days(describe(days))
	var asset: Variant = value.get("imageAssetId")
	var data_url: Variant = value.get("imageDataUrl")
	if asset != null and data_url != null:
		return Rules.notification_image_both()
	if asset != null:
		problem = text("imageAssetId", asset)
	if problem == "" and data_url != null:
		problem = image_data_url("imageDataUrl", data_url)
	if problem == "":
		problem = optional_payload("data", value.get("data"))
	return problem


static func share(value: Variant) -> String:
	var problem := options(value)
	if problem != "":
		return problem
	if not is_text(value.get("intent")) or not str(value.intent) in Rules.SHARE_INTENTS:
		return Rules.share_intent()
	problem = image_data_url("image", value.get("image"))
	if problem == "":
		problem = optional_string("text", value.get("text"))
	if problem == "":
		problem = optional_payload("data", value.get("data"))
	return problem


static func referral_share(value: Variant) -> String:
	if value == null:
		return ""
	var problem := options(value)
	if problem == "":
		problem = optional_string("text", value.get("text"))
	if problem == "" and value.get("onboardingSlug") != null:
		problem = text("onboardingSlug", value.onboardingSlug)
	if problem == "":
		problem = optional_payload("data", value.get("data"))
	var templates: Variant = value.get("notificationTemplates") if value is Dictionary else null
	if problem != "" or templates == null:
		return problem
	if not templates is Array:
		return Rules.not_a_list("notificationTemplates")
	for index in templates.size():
		var template: Variant = templates[index]
		var label := "notificationTemplates[%d]" % index
		problem = options(template)
		if problem == "":
			problem = text(label + ".title", template.get("title"))
		if problem == "":
			problem = text(label + ".body", template.get("body"))
		if problem == "" and str(template.body).length() > Rules.NOTIFICATION_BODY_MAX:
			problem = Rules.template_body_too_long(label)
		if problem != "":
			return problem
	return ""


static func product(value: Variant) -> String:
	var problem := options(value)
	if problem == "":
		problem = text("productId", value.get("productId"))
	if problem == "":
		problem = optional_string("developerPayload", value.get("developerPayload"))
	return problem


static func avatar_size(value: Variant) -> String:
	if not is_whole(value) or value < 1 or value > Rules.AVATAR_SIZE_MAX:
		return Rules.avatar_size(describe(value))
	return ""


## "" when every value of player data nests at most PLAYER_DATA_DEPTH_MAX levels of arrays and
## dictionaries, else the message naming the first key past it. (Lone UTF-16 surrogates, which
## the other engines refuse here, cannot occur: a Godot String replaces one with U+FFFD when it is
## made.)
static func player_data_depth(data: Dictionary) -> String:
	for key in data:
		if _nests_deeper(data[key], Rules.PLAYER_DATA_DEPTH_MAX):
			return Rules.player_data_too_deep(key)
	return ""


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
