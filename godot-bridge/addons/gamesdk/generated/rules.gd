# Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
#
# The SDK's argument rules, as every engine has them: limits and the messages of their errors,
# and what the platform sells when a game declares nothing. The addon's mocks answer from these.
extends RefCounted

## Longest registration message, in characters.
const REGISTRATION_MESSAGE_MAX := 140
## The placeholder a registration message must contain exactly once.
const REGISTRATION_CODE_PLACEHOLDER := "{{registrationCode}}"
## Longest notification body, in characters.
const NOTIFICATION_BODY_MAX := 100
## Largest image data URL, in bytes of the data URL itself (2 MiB).
const IMAGE_DATA_URL_MAX_BYTES := 2097152
## Latest day a notification can be scheduled for.
const NOTIFICATION_DAYS_MAX := 7
## Entries of a notification week: one a day, days 1 to 7 (launch checklist item 5).
const WEEK_DAYS := 7
## The week's stable ids are this and the day (gamesdk-week-d1 to gamesdk-week-d7), so a later week replaces the earlier one.
const WEEK_ID_PREFIX := "gamesdk-week-d"
## Loading progress runs from 0 to this.
const LOADING_PROGRESS_MAX := 100
## Largest bot avatar, in pixels (from 1).
const AVATAR_SIZE_MAX := 1024
## The platform's player data limit: 10^6 bytes of the JSON form.
const PLAYER_DATA_LIMIT_BYTES := 1000000
## Deepest nesting of arrays and objects in one player data value (the record around it not counted): 32 nested arrays are accepted, 33 are not. The spec names no limit; the platform refuses a request body nested past 64 levels, and a saved value travels inside a record inside a request.
const PLAYER_DATA_DEPTH_MAX := 32
## A plan's price must be above 0 and below this (the platform's prices have at most 9 whole digits).
const OFFER_PRICE_MAX := 1000000000
## The billing periods a plan may have.
const OFFER_PERIODS := ["week", "month", "year"]
## Longest free trial a plan may have, in days (0 for none).
const OFFER_TRIAL_DAYS_MAX := 365
## Most unconsumed purchases one getPurchasesAsync answers.
const PURCHASES_PER_CALL := 50
## The intents of an image share.
const SHARE_INTENTS := ["SHARE", "INVITE", "REQUEST", "CHALLENGE"]
## Player data keys no engine stores: the names of JavaScript's object machinery, which a player store in JavaScript would drop or confuse (a record's __proto__ is its prototype, not a key). Refused with INVALID_PARAM on reads and writes alike.
const RESERVED_DATA_KEYS := ["__proto__", "constructor", "prototype"]

## A text argument that is missing, not a string or blank.
static func blank_text(label) -> String:
	return str(label) + " must be a non-blank string"

## An options argument that is not an object.
static func not_an_object() -> String:
	return "options must be an object"

## A payload that is not a plain object.
static func not_a_plain_object(label) -> String:
	return str(label) + " must be a plain object"

## A list argument that is not an array (a list).
static func not_a_list(label) -> String:
	return str(label) + " must be an array"

## A list of keys that is not an array (a list).
static func not_a_string_list(label) -> String:
	return str(label) + " must be an array of strings"

## An optional text that is given but not a string.
static func not_a_string(label) -> String:
	return str(label) + " must be a string"

## A key the options type does not have (a misspelt or wrongly cased key would otherwise be ignored without a word), refused on every engine; keys lists the type's options in the engine's spelling.
static func unknown_option(label, key, keys) -> String:
	return str(label) + "." + str(key) + " is not an option (" + str(keys) + ")"

## A callback (an ad's callbacks.beforeAd, an event listener, a recovery's grant) given a value that is not a function: it could never be called, so it is refused on every engine instead of being dropped without a word; label as the game spelt it.
static func not_a_function(label) -> String:
	return str(label) + " must be a Callable"

## An ad's callbacks argument that is not an object (a Lua table, a GDScript Dictionary) of callbacks.
static func not_a_callback_table(label) -> String:
	return str(label) + " must be a Dictionary of Callables"

## Loading progress out of range.
static func loading_progress(value) -> String:
	return "progress must be a number from 0 to 100, got " + str(value)

## A registration message over its length.
static func registration_message_too_long(count) -> String:
	return "message must be at most 140 characters, got " + str(count)

## A registration message without exactly one placeholder.
static func registration_placeholder_count(count) -> String:
	return "message must contain {{registrationCode}} exactly once, found " + str(count)

## A notification body over its length.
static func notification_body_too_long(count) -> String:
	return "body must be at most 100 characters, got " + str(count)

## A notification day out of range.
static func notification_days(value) -> String:
	return "scheduledInDays must be a whole number from 0 to 7, got " + str(value)

## A plan whose price is missing, not a number, 0 or less, or too large.
static func offer_price(value) -> String:
	return "priceAmount must be a number above 0 and below 1000000000, got " + str(value)

## A plan whose currency is not a currency code.
static func offer_currency(value) -> String:
	return "priceCurrencyCode must be an ISO 4217 code of three capital letters, got " + str(value)

## A plan billed over a period the SDK does not know.
static func offer_period(value) -> String:
	return "billingPeriod must be one of week, month, year, got " + str(value)

## A plan whose free trial is not a whole number of days in range.
static func offer_trial_days(value) -> String:
	return "trialDays must be a whole number from 0 to 365, got " + str(value)

## A plan without the player's trial eligibility.
static func offer_trial_eligible(value) -> String:
	return "trialEligible must be true or false, got " + str(value)

## A locale that is not a language tag.
static func offer_locale(value) -> String:
	return "locale must be a language tag such as en-US, or left out, got " + str(value)

## A notification week that is not a list of seven entries.
static func week_count(count) -> String:
	return "entries must be 7 notifications, one a day, got " + str(count)

## A notification week's entry that breaks a rule: the day it is for, its place in the list and the rule.
static func week_entry(day, index, reason) -> String:
	return "day " + str(day) + " (entries[" + str(index) + "]): " + str(reason)

## A week entry that gives an id or a day.
static func week_sets_id_and_day() -> String:
	return "leave out id and scheduledInDays: the week sets them"

## A week entry without an image.
static func week_image_missing() -> String:
	return "each day needs an image: give imageAssetId or imageDataUrl"

## A week entry whose title or body another day already has.
static func week_copy_repeated(field, earlier) -> String:
	return str(field) + " repeats day " + str(earlier) + "'s"

## A notification with both kinds of image.
static func notification_image_both() -> String:
	return "give imageAssetId or imageDataUrl, never both"

## An image that is not a PNG, JPEG or WebP data URL.
static func image_data_url(label) -> String:
	return str(label) + " must be a base64 data URL of a PNG, JPEG or WebP image"

## An image data URL over its size.
static func image_too_large(label, count) -> String:
	return str(label) + " must be at most 2097152 bytes (2 MiB), got " + str(count)

## An image data URL whose payload is not base64.
static func image_not_base64(label) -> String:
	return str(label) + " is not valid base64"

## An unknown share intent.
static func share_intent() -> String:
	return "intent must be one of SHARE, INVITE, REQUEST, CHALLENGE"

## A referral notification template's body over its length.
static func template_body_too_long(label) -> String:
	return str(label) + ".body must be at most 100 characters"

## A bot avatar size out of range.
static func avatar_size(value) -> String:
	return "size must be a whole number of pixels from 1 to 1024, got " + str(value)

## A purchase of a product the catalog does not sell (the mock platforms' answer, INVALID_PARAM).
static func unknown_product(product_id) -> String:
	return "no product '" + str(product_id) + "' in the catalog"

## A subscription to a plan the catalog does not offer (the mock platforms' answer, INVALID_PARAM).
static func unknown_plan(product_id) -> String:
	return "no subscription plan '" + str(product_id) + "'"

## A consume of a token the platform never issued to this player (the mock platforms' answer, INVALID_PARAM); consuming a consumed purchase again succeeds.
static func unknown_purchase_token() -> String:
	return "no purchase of this player has that purchaseToken"

## A consume the mock platforms' control made fail (failNextConsume: OPERATION_FAILED); the purchase stays pending for the next recovery.
static func consume_failed() -> String:
	return "the platform failed to consume the purchase; it stays pending"

## A guest subscribing (the mock platforms' answer, PLAYER_NOT_AUTHENTICATED).
static func guest_subscription() -> String:
	return "subscriptions need a registered player; this player is a guest"

## A login naming a registration prompt never shown (the mock platforms' and the engine libraries' answer, INVALID_PARAM); a login on a prompt that has closed resolves and changes nothing.
static func unknown_prompt(prompt_id) -> String:
	return "no registration prompt " + str(prompt_id) + " was shown"

## A subscription to a plan the player holds already (the mock platforms' answer, INVALID_OPERATION).
static func plan_already_held(product_id) -> String:
	return "the player already holds '" + str(product_id) + "'"

## A purchase whose checkout the player closed (the mock platforms' answer, IAP_PURCHASE_CANCELLED).
static func checkout_closed() -> String:
	return "the player closed the checkout"

## A call before initialisation completed (NOT_INITIALIZED).
static func not_initialized(context) -> String:
	return str(context) + " was called before Sdk.initializeAsync() resolved"

## A purchase or subscription before the game started (INVALID_OPERATION).
static func not_started(context) -> String:
	return str(context) + " needs Sdk.startGameAsync() to have resolved first"

## An operation the platform does not offer (FEATURE_NOT_SUPPORTED).
static func not_offered(context, platform) -> String:
	return str(context) + " is not supported on the '" + str(platform) + "' platform"

## A guest's notification call (PLAYER_NOT_AUTHENTICATED).
static func guest_notification() -> String:
	return "notifications reach registered players only; this player is a guest"

## Player data that is not an object (a list, a value).
static func player_data_shape() -> String:
	return "data must be an object of keys to JSON values"

## A player data key that names JavaScript's object machinery (reservedDataKeys), on any engine.
static func reserved_data_key(label, key) -> String:
	return str(label) + " '" + str(key) + "' is reserved: a player data key may not be __proto__, constructor, prototype"

## A player data value nested past the depth limit (INVALID_PARAM).
static func player_data_too_deep(key) -> String:
	return "data." + str(key) + " nests deeper than 32 levels"

## Text with an unpaired UTF-16 surrogate (INVALID_PARAM): in player data on every engine (a key, a string value, a string or key inside a value), since Godot's JSON reader refuses it; on Unity in any argument, since IL2CPP cannot carry it to the page.
static func lone_surrogate() -> String:
	return "text has a lone UTF-16 surrogate"

## Player data over the platform's limit (DATA_LIMIT_EXCEEDED).
static func player_data_limit(limit_bytes) -> String:
	return "data would pass the player data limit of " + str(limit_bytes) + " bytes"

## A registration prompt for a registered player (INVALID_OPERATION).
static func already_registered() -> String:
	return "the player is already registered: prompt guests only"

## The purchase recovery: the save after the game's grant was not stored (OPERATION_FAILED, step save); the purchase stays pending.
static func grant_not_stored() -> String:
	return "the save holding the grant was not stored"

## The purchase recovery's check after the game's grant and its stored save (OPERATION_FAILED, step grant): a grant that stopped on an error, returned nothing or did not save leaves the purchase pending, never consumed.
static func grant_without_token() -> String:
	return "the grant returned, but the game's save does not hold the purchase token: grant the item and record its purchaseToken in one save"

## The message of the rule named `rule` (a message of rules.json) with its parameters by name.
static func render(rule: String, params: Dictionary) -> String:
	match rule:
		"blankText":
			return blank_text(params.get("label"))
		"notAnObject":
			return not_an_object()
		"notAPlainObject":
			return not_a_plain_object(params.get("label"))
		"notAList":
			return not_a_list(params.get("label"))
		"notAStringList":
			return not_a_string_list(params.get("label"))
		"notAString":
			return not_a_string(params.get("label"))
		"unknownOption":
			return unknown_option(params.get("label"), params.get("key"), params.get("keys"))
		"notAFunction":
			return not_a_function(params.get("label"))
		"notACallbackTable":
			return not_a_callback_table(params.get("label"))
		"loadingProgress":
			return loading_progress(params.get("value"))
		"registrationMessageTooLong":
			return registration_message_too_long(params.get("count"))
		"registrationPlaceholderCount":
			return registration_placeholder_count(params.get("count"))
		"notificationBodyTooLong":
			return notification_body_too_long(params.get("count"))
		"notificationDays":
			return notification_days(params.get("value"))
		"offerPrice":
			return offer_price(params.get("value"))
		"offerCurrency":
			return offer_currency(params.get("value"))
		"offerPeriod":
			return offer_period(params.get("value"))
		"offerTrialDays":
			return offer_trial_days(params.get("value"))
		"offerTrialEligible":
			return offer_trial_eligible(params.get("value"))
		"offerLocale":
			return offer_locale(params.get("value"))
		"weekCount":
			return week_count(params.get("count"))
		"weekEntry":
			return week_entry(params.get("day"), params.get("index"), params.get("reason"))
		"weekSetsIdAndDay":
			return week_sets_id_and_day()
		"weekImageMissing":
			return week_image_missing()
		"weekCopyRepeated":
			return week_copy_repeated(params.get("field"), params.get("earlier"))
		"notificationImageBoth":
			return notification_image_both()
		"imageDataUrl":
			return image_data_url(params.get("label"))
		"imageTooLarge":
			return image_too_large(params.get("label"), params.get("count"))
		"imageNotBase64":
			return image_not_base64(params.get("label"))
		"shareIntent":
			return share_intent()
		"templateBodyTooLong":
			return template_body_too_long(params.get("label"))
		"avatarSize":
			return avatar_size(params.get("value"))
		"unknownProduct":
			return unknown_product(params.get("productId"))
		"unknownPlan":
			return unknown_plan(params.get("productId"))
		"unknownPurchaseToken":
			return unknown_purchase_token()
		"consumeFailed":
			return consume_failed()
		"guestSubscription":
			return guest_subscription()
		"unknownPrompt":
			return unknown_prompt(params.get("promptId"))
		"planAlreadyHeld":
			return plan_already_held(params.get("productId"))
		"checkoutClosed":
			return checkout_closed()
		"notInitialized":
			return not_initialized(params.get("context"))
		"notStarted":
			return not_started(params.get("context"))
		"notOffered":
			return not_offered(params.get("context"), params.get("platform"))
		"guestNotification":
			return guest_notification()
		"playerDataShape":
			return player_data_shape()
		"reservedDataKey":
			return reserved_data_key(params.get("label"), params.get("key"))
		"playerDataTooDeep":
			return player_data_too_deep(params.get("key"))
		"loneSurrogate":
			return lone_surrogate()
		"playerDataLimit":
			return player_data_limit(params.get("limitBytes"))
		"alreadyRegistered":
			return already_registered()
		"grantNotStored":
			return grant_not_stored()
		"grantWithoutToken":
			return grant_without_token()
	push_error("GameSdk: no rule %s in rules.json" % rule)
	return rule

## The checks of each operation's arguments, in the order they run (rules.json checks; the mocks'
## runtime/mock_checks.gd runs them): the first that fails is the operation's INVALID_PARAM.
const CHECKS := {
	"setLoadingProgress": [{"at": [0], "is": "number", "min": 0, "max": 100, "rule": "loadingProgress"}],
	"data.getString": [{"at": [0], "is": "text", "rule": "blankText", "label": "key"}, {"at": [0], "is": "notReserved", "rule": "reservedDataKey", "label": "key"}],
	"data.setString": [{"at": [0], "is": "text", "rule": "blankText", "label": "key"}, {"at": [0], "is": "notReserved", "rule": "reservedDataKey", "label": "key"}, {"at": [0], "is": "wellFormed", "rule": "loneSurrogate"}, {"at": [1], "is": "string", "rule": "notAString", "label": "value"}, {"at": [1], "is": "wellFormed", "rule": "loneSurrogate"}],
	"data.setStringAsync": [{"at": [0], "is": "text", "rule": "blankText", "label": "key"}, {"at": [0], "is": "notReserved", "rule": "reservedDataKey", "label": "key"}, {"at": [0], "is": "wellFormed", "rule": "loneSurrogate"}, {"at": [1], "is": "string", "rule": "notAString", "label": "value"}, {"at": [1], "is": "wellFormed", "rule": "loneSurrogate"}],
	"data.removeKey": [{"at": [0], "is": "text", "rule": "blankText", "label": "key"}, {"at": [0], "is": "notReserved", "rule": "reservedDataKey", "label": "key"}],
	"player.getDataAsync": [{"at": [0], "is": "list", "rule": "notAStringList", "label": "keys"}, {"at": [0], "is": "each", "label": "keys[]", "checks": [{"at": [], "is": "text", "rule": "blankText", "label": "{each}"}, {"at": [], "is": "notReserved", "rule": "reservedDataKey", "label": "{each}"}]}],
	"player.setDataAsync": [{"at": [0], "is": "object", "rule": "playerDataShape"}, {"at": [0], "is": "each", "keys": true, "label": "data key", "checks": [{"at": [], "is": "notReserved", "rule": "reservedDataKey", "label": "{each}"}]}, {"at": [0], "is": "depth", "max": 32, "rule": "playerDataTooDeep"}],
	"player.getBotAvatarAsync": [{"at": [0], "is": "text", "rule": "blankText", "label": "username"}, {"at": [1], "is": "number", "whole": true, "min": 1, "max": 1024, "rule": "avatarSize"}],
	"auth.showRegistrationPrompt": [{"at": [0], "is": "object", "rule": "notAnObject"}, {"at": [0, "message"], "is": "text", "rule": "blankText"}, {"at": [0, "message"], "is": "length", "max": 140, "rule": "registrationMessageTooLong"}, {"at": [0, "message"], "is": "count", "of": "{{registrationCode}}", "exactly": 1, "rule": "registrationPlaceholderCount"}, {"at": [0, "data"], "is": "object", "rule": "notAPlainObject", "optional": true}],
	"notifications.scheduleAsync": [{"at": [0], "is": "object", "rule": "notAnObject"}, {"at": [0, "id"], "is": "text", "rule": "blankText"}, {"at": [0, "title"], "is": "text", "rule": "blankText"}, {"at": [0, "body"], "is": "text", "rule": "blankText"}, {"at": [0, "body"], "is": "length", "max": 100, "rule": "notificationBodyTooLong"}, {"at": [0, "scheduledInDays"], "is": "number", "whole": true, "min": 0, "max": 7, "rule": "notificationDays"}, {"at": [0], "is": "notBoth", "fields": ["imageAssetId", "imageDataUrl"], "rule": "notificationImageBoth"}, {"at": [0, "imageAssetId"], "is": "text", "rule": "blankText", "optional": true}, {"at": [0, "imageDataUrl"], "is": "image", "optional": true}, {"at": [0, "data"], "is": "object", "rule": "notAPlainObject", "optional": true}],
	"notifications.scheduleWeekAsync": [{"at": [0], "is": "size", "size": 7, "rule": "weekCount"}, {"at": [0], "is": "each", "rule": "weekEntry", "checks": [{"at": [], "is": "object", "rule": "notAnObject"}, {"at": [], "is": "without", "fields": ["id", "scheduledInDays"], "rule": "weekSetsIdAndDay"}, {"at": [], "is": "either", "fields": ["imageAssetId", "imageDataUrl"], "rule": "weekImageMissing"}, {"at": [], "is": "like", "operation": "notifications.scheduleAsync", "fill": {"id": "gamesdk-week-d{day}", "scheduledInDays": "{day}"}}, {"at": [], "is": "distinct", "fields": ["title", "body"], "rule": "weekCopyRepeated"}]}],
	"notifications.cancelAsync": [{"at": [0], "is": "text", "rule": "blankText", "label": "id"}],
	"iap.purchaseAsync": [{"at": [0], "is": "object", "rule": "notAnObject"}, {"at": [0, "productId"], "is": "text", "rule": "blankText"}, {"at": [0, "developerPayload"], "is": "string", "rule": "notAString", "optional": true}],
	"iap.subscribeAsync": [{"at": [0], "is": "object", "rule": "notAnObject"}, {"at": [0, "productId"], "is": "text", "rule": "blankText"}, {"at": [0, "developerPayload"], "is": "string", "rule": "notAString", "optional": true}],
	"iap.consumePurchaseAsync": [{"at": [0], "is": "text", "rule": "blankText", "label": "purchaseToken"}],
	"context.shareAsync": [{"at": [0], "is": "object", "rule": "notAnObject"}, {"at": [0, "intent"], "is": "oneOf", "of": ["SHARE", "INVITE", "REQUEST", "CHALLENGE"], "rule": "shareIntent"}, {"at": [0, "image"], "is": "image"}, {"at": [0, "text"], "is": "string", "rule": "notAString", "optional": true}, {"at": [0, "data"], "is": "object", "rule": "notAPlainObject", "optional": true}],
	"referrals.shareAsync": [{"at": [0], "is": "object", "rule": "notAnObject", "optional": true}, {"at": [0, "text"], "is": "string", "rule": "notAString", "optional": true}, {"at": [0, "onboardingSlug"], "is": "text", "rule": "blankText", "optional": true}, {"at": [0, "data"], "is": "object", "rule": "notAPlainObject", "optional": true}, {"at": [0, "notificationTemplates"], "is": "list", "rule": "notAList", "optional": true}, {"at": [0, "notificationTemplates"], "is": "each", "optional": true, "label": "notificationTemplates[{index}]", "checks": [{"at": [], "is": "object", "rule": "notAnObject"}, {"at": ["title"], "is": "text", "rule": "blankText", "label": "{each}.title"}, {"at": ["body"], "is": "text", "rule": "blankText", "label": "{each}.body"}, {"at": ["body"], "is": "length", "max": 100, "rule": "templateBodyTooLong", "label": "{each}"}]}],
}

## What the platform sells when a game declares nothing, as GameSdk.iap.get_catalog answers (the SDK's shape).
const CATALOG: Array[Dictionary] = [
	{"productId": "gems_100", "title": "100 gems", "description": "A small pouch of gems", "price": "$0.99", "priceAmount": 0.99, "priceCurrencyCode": "USD"},
	{"productId": "gems_500", "title": "500 gems", "description": "A chest of gems", "price": "$4.99", "priceAmount": 4.99, "priceCurrencyCode": "USD"},
	{"productId": "seeds_pack", "title": "Seed pack", "description": "Ten rare seeds", "price": "$1.49", "priceAmount": 1.49, "priceCurrencyCode": "USD"},
]

## Its subscription plans, with their billing period and free trial.
const PLANS: Array[Dictionary] = [
	{"productId": "club_monthly", "title": "Farm club", "description": "Double harvest, every month", "price": "$2.99", "priceAmount": 2.99, "priceCurrencyCode": "USD", "billingPeriod": "month", "trialDays": 7},
]
