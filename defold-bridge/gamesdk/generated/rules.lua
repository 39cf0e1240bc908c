-- Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
--
-- The SDK's argument rules, as every engine has them: limits and the messages of their errors.

local M = { messages = {} }

-- Longest registration message, in characters.
M.REGISTRATION_MESSAGE_MAX = 140
-- The placeholder a registration message must contain exactly once.
M.REGISTRATION_CODE_PLACEHOLDER = "{{registrationCode}}"
-- Longest notification body, in characters.
M.NOTIFICATION_BODY_MAX = 100
-- Largest image data URL, in bytes of the data URL itself (2 MiB).
M.IMAGE_DATA_URL_MAX_BYTES = 2097152
-- Latest day a notification can be scheduled for.
M.NOTIFICATION_DAYS_MAX = 7
-- Entries of a notification week: one a day, days 1 to 7 (launch checklist item 5).
M.WEEK_DAYS = 7
-- The week's stable ids are this and the day (gamesdk-week-d1 to gamesdk-week-d7), so a later week replaces the earlier one.
M.WEEK_ID_PREFIX = "gamesdk-week-d"
-- Loading progress runs from 0 to this.
M.LOADING_PROGRESS_MAX = 100
-- Largest bot avatar, in pixels (from 1).
M.AVATAR_SIZE_MAX = 1024
-- The platform's player data limit: 10^6 bytes of the JSON form.
M.PLAYER_DATA_LIMIT_BYTES = 1000000
-- Deepest nesting of arrays and objects in one player data value (the record around it not counted): 32 nested arrays are accepted, 33 are not. The spec names no limit; the platform refuses a request body nested past 64 levels, and a saved value travels inside a record inside a request.
M.PLAYER_DATA_DEPTH_MAX = 32
-- A plan's price must be above 0 and below this (the platform's prices have at most 9 whole digits).
M.OFFER_PRICE_MAX = 1000000000
-- The billing periods a plan may have.
M.OFFER_PERIODS = { "week", "month", "year" }
-- Longest free trial a plan may have, in days (0 for none).
M.OFFER_TRIAL_DAYS_MAX = 365
-- Most unconsumed purchases one getPurchasesAsync answers.
M.PURCHASES_PER_CALL = 50
-- The intents of an image share.
M.SHARE_INTENTS = { "SHARE", "INVITE", "REQUEST", "CHALLENGE" }
-- Player data keys no engine stores: the names of JavaScript's object machinery, which a player store in JavaScript would drop or confuse (a record's __proto__ is its prototype, not a key). Refused with INVALID_PARAM on reads and writes alike.
M.RESERVED_DATA_KEYS = { "__proto__", "constructor", "prototype" }

-- A text argument that is missing, not a string or blank.
function M.messages.blank_text(label)
    return tostring(label) .. " must be a non-blank string"
end

-- An options argument that is not an object.
function M.messages.not_an_object()
    return "options must be an object"
end

-- A payload that is not a plain object.
function M.messages.not_a_plain_object(label)
    return tostring(label) .. " must be a plain object"
end

-- A list argument that is not an array (a list).
function M.messages.not_a_list(label)
    return tostring(label) .. " must be an array"
end

-- A list of keys that is not an array (a list).
function M.messages.not_a_string_list(label)
    return tostring(label) .. " must be an array of strings"
end

-- An optional text that is given but not a string.
function M.messages.not_a_string(label)
    return tostring(label) .. " must be a string"
end

-- A key the options type does not have (a misspelt or wrongly cased key would otherwise be ignored without a word), refused on every engine; keys lists the type's options in the engine's spelling.
function M.messages.unknown_option(label, key, keys)
    return tostring(label) .. "." .. tostring(key) .. " is not an option (" .. tostring(keys) .. ")"
end

-- A callback (an ad's callbacks.beforeAd, an event listener, a recovery's grant) given a value that is not a function: it could never be called, so it is refused on every engine instead of being dropped without a word; label as the game spelt it.
function M.messages.not_a_function(label)
    return tostring(label) .. " must be a function"
end

-- An ad's callbacks argument that is not an object (a Lua table, a GDScript Dictionary) of callbacks.
function M.messages.not_a_callback_table(label)
    return tostring(label) .. " must be a table of functions"
end

-- Loading progress out of range.
function M.messages.loading_progress(value)
    return "progress must be a number from 0 to 100, got " .. tostring(value)
end

-- A registration message over its length.
function M.messages.registration_message_too_long(count)
    return "message must be at most 140 characters, got " .. tostring(count)
end

-- A registration message without exactly one placeholder.
function M.messages.registration_placeholder_count(count)
    return "message must contain {{registrationCode}} exactly once, found " .. tostring(count)
end

-- A notification body over its length.
function M.messages.notification_body_too_long(count)
    return "body must be at most 100 characters, got " .. tostring(count)
end

-- A notification day out of range.
function M.messages.notification_days(value)
    return "scheduledInDays must be a whole number from 0 to 7, got " .. tostring(value)
end

-- A plan whose price is missing, not a number, 0 or less, or too large.
function M.messages.offer_price(value)
    return "priceAmount must be a number above 0 and below 1000000000, got " .. tostring(value)
end

-- A plan whose currency is not a currency code.
function M.messages.offer_currency(value)
    return "priceCurrencyCode must be an ISO 4217 code of three capital letters, got " .. tostring(value)
end

-- A plan billed over a period the SDK does not know.
function M.messages.offer_period(value)
    return "billingPeriod must be one of week, month, year, got " .. tostring(value)
end

-- A plan whose free trial is not a whole number of days in range.
function M.messages.offer_trial_days(value)
    return "trialDays must be a whole number from 0 to 365, got " .. tostring(value)
end

-- A plan without the player's trial eligibility.
function M.messages.offer_trial_eligible(value)
    return "trialEligible must be true or false, got " .. tostring(value)
end

-- A locale that is not a language tag.
function M.messages.offer_locale(value)
    return "locale must be a language tag such as en-US, or left out, got " .. tostring(value)
end

-- A notification week that is not a list of seven entries.
function M.messages.week_count(count)
    return "entries must be 7 notifications, one a day, got " .. tostring(count)
end

-- A notification week's entry that breaks a rule: the day it is for, its place in the list and the rule.
function M.messages.week_entry(day, index, reason)
    return "day " .. tostring(day) .. " (entries[" .. tostring(index) .. "]): " .. tostring(reason)
end

-- A week entry that gives an id or a day.
function M.messages.week_sets_id_and_day()
    return "leave out id and scheduledInDays: the week sets them"
end

-- A week entry without an image.
function M.messages.week_image_missing()
    return "each day needs an image: give imageAssetId or imageDataUrl"
end

-- A week entry whose title or body another day already has.
function M.messages.week_copy_repeated(field, earlier)
    return tostring(field) .. " repeats day " .. tostring(earlier) .. "'s"
end

-- A notification with both kinds of image.
function M.messages.notification_image_both()
    return "give imageAssetId or imageDataUrl, never both"
end

-- An image that is not a PNG, JPEG or WebP data URL.
function M.messages.image_data_url(label)
    return tostring(label) .. " must be a base64 data URL of a PNG, JPEG or WebP image"
end

-- An image data URL over its size.
function M.messages.image_too_large(label, count)
    return tostring(label) .. " must be at most 2097152 bytes (2 MiB), got " .. tostring(count)
end

-- An image data URL whose payload is not base64.
function M.messages.image_not_base64(label)
    return tostring(label) .. " is not valid base64"
end

-- An unknown share intent.
function M.messages.share_intent()
    return "intent must be one of SHARE, INVITE, REQUEST, CHALLENGE"
end

-- A referral notification template's body over its length.
function M.messages.template_body_too_long(label)
    return tostring(label) .. ".body must be at most 100 characters"
end

-- A bot avatar size out of range.
function M.messages.avatar_size(value)
    return "size must be a whole number of pixels from 1 to 1024, got " .. tostring(value)
end

-- A purchase of a product the catalog does not sell (the mock platforms' answer, INVALID_PARAM).
function M.messages.unknown_product(productId)
    return "no product '" .. tostring(productId) .. "' in the catalog"
end

-- A subscription to a plan the catalog does not offer (the mock platforms' answer, INVALID_PARAM).
function M.messages.unknown_plan(productId)
    return "no subscription plan '" .. tostring(productId) .. "'"
end

-- A consume of a token the platform never issued to this player (the mock platforms' answer, INVALID_PARAM); consuming a consumed purchase again succeeds.
function M.messages.unknown_purchase_token()
    return "no purchase of this player has that purchaseToken"
end

-- A consume the mock platforms' control made fail (failNextConsume: OPERATION_FAILED); the purchase stays pending for the next recovery.
function M.messages.consume_failed()
    return "the platform failed to consume the purchase; it stays pending"
end

-- A guest subscribing (the mock platforms' answer, PLAYER_NOT_AUTHENTICATED).
function M.messages.guest_subscription()
    return "subscriptions need a registered player; this player is a guest"
end

-- A login naming a registration prompt never shown (the mock platforms' and the engine libraries' answer, INVALID_PARAM); a login on a prompt that has closed resolves and changes nothing.
function M.messages.unknown_prompt(promptId)
    return "no registration prompt " .. tostring(promptId) .. " was shown"
end

-- A subscription to a plan the player holds already (the mock platforms' answer, INVALID_OPERATION).
function M.messages.plan_already_held(productId)
    return "the player already holds '" .. tostring(productId) .. "'"
end

-- A purchase whose checkout the player closed (the mock platforms' answer, IAP_PURCHASE_CANCELLED).
function M.messages.checkout_closed()
    return "the player closed the checkout"
end

-- A call before initialisation completed (NOT_INITIALIZED).
function M.messages.not_initialized(context)
    return tostring(context) .. " was called before Sdk.initializeAsync() resolved"
end

-- A purchase or subscription before the game started (INVALID_OPERATION).
function M.messages.not_started(context)
    return tostring(context) .. " needs Sdk.startGameAsync() to have resolved first"
end

-- An operation the platform does not offer (FEATURE_NOT_SUPPORTED).
function M.messages.not_offered(context, platform)
    return tostring(context) .. " is not supported on the '" .. tostring(platform) .. "' platform"
end

-- A guest's notification call (PLAYER_NOT_AUTHENTICATED).
function M.messages.guest_notification()
    return "notifications reach registered players only; this player is a guest"
end

-- Player data that is not an object (a list, a value).
function M.messages.player_data_shape()
    return "data must be an object of keys to JSON values"
end

-- A player data key that names JavaScript's object machinery (reservedDataKeys), on any engine.
function M.messages.reserved_data_key(label, key)
    return tostring(label) .. " '" .. tostring(key) .. "' is reserved: a player data key may not be __proto__, constructor, prototype"
end

-- A player data value nested past the depth limit (INVALID_PARAM).
function M.messages.player_data_too_deep(key)
    return "data." .. tostring(key) .. " nests deeper than 32 levels"
end

-- Text with an unpaired UTF-16 surrogate (INVALID_PARAM): in player data on every engine (a key, a string value, a string or key inside a value), since Godot's JSON reader refuses it; on Unity in any argument, since IL2CPP cannot carry it to the page.
function M.messages.lone_surrogate()
    return "text has a lone UTF-16 surrogate"
end

-- Player data over the platform's limit (DATA_LIMIT_EXCEEDED).
function M.messages.player_data_limit(limitBytes)
    return "data would pass the player data limit of " .. tostring(limitBytes) .. " bytes"
end

-- A registration prompt for a registered player (INVALID_OPERATION).
function M.messages.already_registered()
    return "the player is already registered: prompt guests only"
end

-- The purchase recovery: the save after the game's grant was not stored (OPERATION_FAILED, step save); the purchase stays pending.
function M.messages.grant_not_stored()
    return "the save holding the grant was not stored"
end

-- The purchase recovery's check after the game's grant and its stored save (OPERATION_FAILED, step grant): a grant that stopped on an error, returned nothing or did not save leaves the purchase pending, never consumed.
function M.messages.grant_without_token()
    return "the grant returned, but the game's save does not hold the purchase token: grant the item and record its purchaseToken in one save"
end

-- The keys each options table may hold, by the SDK's options type (generated/desktop_ops.lua names it per
-- argument); any other key is refused with INVALID_PARAM, as the extension refuses it.
M.OPTION_KEYS = {
    RegistrationPromptOptions = { "message", "data" },
    WeekNotification = { "title", "body", "image_asset_id", "image_data_url", "data" },
    NotificationOptions = { "id", "title", "body", "scheduled_in_days", "image_asset_id", "image_data_url", "data" },
    PurchaseOptions = { "product_id", "developer_payload" },
    SubscribeOptions = { "product_id" },
    ShareOptions = { "intent", "image", "text", "data" },
    ReferralShareOptions = { "text", "data", "onboarding_slug", "notification_templates" },
}

-- Each message's parameters, in the order its function above takes them: a check's error names its
-- message and parameters, and the message is rendered from them.
M.PARAMS = {
    blank_text = { "label" },
    not_an_object = {  },
    not_a_plain_object = { "label" },
    not_a_list = { "label" },
    not_a_string_list = { "label" },
    not_a_string = { "label" },
    unknown_option = { "label", "key", "keys" },
    not_a_function = { "label" },
    not_a_callback_table = { "label" },
    loading_progress = { "value" },
    registration_message_too_long = { "count" },
    registration_placeholder_count = { "count" },
    notification_body_too_long = { "count" },
    notification_days = { "value" },
    offer_price = { "value" },
    offer_currency = { "value" },
    offer_period = { "value" },
    offer_trial_days = { "value" },
    offer_trial_eligible = { "value" },
    offer_locale = { "value" },
    week_count = { "count" },
    week_entry = { "day", "index", "reason" },
    week_sets_id_and_day = {  },
    week_image_missing = {  },
    week_copy_repeated = { "field", "earlier" },
    notification_image_both = {  },
    image_data_url = { "label" },
    image_too_large = { "label", "count" },
    image_not_base64 = { "label" },
    share_intent = {  },
    template_body_too_long = { "label" },
    avatar_size = { "value" },
    unknown_product = { "productId" },
    unknown_plan = { "productId" },
    unknown_purchase_token = {  },
    consume_failed = {  },
    guest_subscription = {  },
    unknown_prompt = { "promptId" },
    plan_already_held = { "productId" },
    checkout_closed = {  },
    not_initialized = { "context" },
    not_started = { "context" },
    not_offered = { "context", "platform" },
    guest_notification = {  },
    player_data_shape = {  },
    reserved_data_key = { "label", "key" },
    player_data_too_deep = { "key" },
    lone_surrogate = {  },
    player_data_limit = { "limitBytes" },
    already_registered = {  },
    grant_not_stored = {  },
    grant_without_token = {  },
}

-- What the platform sells when a game declares nothing, as iap_get_catalog answers.
M.CATALOG = {
    { product_id = "gems_100", title = "100 gems", description = "A small pouch of gems", price = "$0.99", price_amount = 0.99, price_currency_code = "USD" },
    { product_id = "gems_500", title = "500 gems", description = "A chest of gems", price = "$4.99", price_amount = 4.99, price_currency_code = "USD" },
    { product_id = "seeds_pack", title = "Seed pack", description = "Ten rare seeds", price = "$1.49", price_amount = 1.49, price_currency_code = "USD" },
}

-- Its subscription plans, with their billing period and free trial, as iap_get_subscriptions shows them.
M.PLANS = {
    { product_id = "club_monthly", title = "Farm club", description = "Double harvest, every month", price = "$2.99", price_amount = 2.99, price_currency_code = "USD", billing_period = "month", trial_days = 7 },
}

return M
