-- Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
--
-- The desktop stubs' table of the Lua API, one row per function: kind ("sync", "void", "async",
-- "callback", "event", "helper"), the SDK context, the partner platform's behaviour ("offered",
-- "quiet": accepted and dropped, "notOffered": FEATURE_NOT_SUPPORTED), module_check (a module's
-- is_supported, answered from partner), mock (how the desktop mock answers an offered function: a
-- feature of gamesdk/desktop/, a value once initialised, or supports: false before initialisation,
-- then the flag), event (the event an on_* function listens to), callbacks (an ad's: the names of
-- the callbacks its table may hold) and the argument specs checked
-- before any call (options: the SDK's options type, whose keys generated/rules.lua's OPTION_KEYS lists),
-- compiled into check(where, args, last).
local rules = require("gamesdk.desktop.rules")

-- Raises the extension's INVALID_PARAM for a bad argument of the function `where`.
local function fail(where, message) rules.raise("INVALID_PARAM", message, where) end

return {
    initialize = { kind = "async", context = "Sdk.initializeAsync", partner = "offered", mock = { feature = "lifecycle.initialize" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    is_initialized = { kind = "sync", context = "Sdk.isInitialized", partner = "offered", mock = { feature = "lifecycle.initialized" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    set_loading_progress = { kind = "void", context = "Sdk.setLoadingProgress", partner = "offered", mock = { feature = "lifecycle.progress" }, args = { { name = "progress", type = "number" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local progress = select(1, unpack(args, 1, last))
        if progress == nil then fail(where, "progress is required") end
        if type(progress) ~= "number" then
            fail(where, "progress must be a number, got " .. type(progress))
        end
    end },
    start_game = { kind = "async", context = "Sdk.startGameAsync", partner = "offered", mock = { feature = "lifecycle.start" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    data_is_supported = { kind = "sync", context = "data.isSupported", partner = "offered", module_check = true, anytime = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    data_get_string = { kind = "sync", context = "data.getString", partner = "offered", mock = { feature = "store.getString" }, args = { { name = "key", type = "string" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local key = select(1, unpack(args, 1, last))
        if key == nil then fail(where, "key is required") end
        if type(key) ~= "string" then
            fail(where, "key must be a string, got " .. type(key))
        end
    end },
    data_set_string = { kind = "void", context = "data.setString", partner = "offered", mock = { feature = "store.setString" }, args = { { name = "key", type = "string" }, { name = "value", type = "string" } }, check = function(where, args, last)
        if last > 2 then fail(where, "expected at most 2 argument(s) before the callback, got " .. last) end
        local key = select(1, unpack(args, 1, last))
        if key == nil then fail(where, "key is required") end
        if type(key) ~= "string" then
            fail(where, "key must be a string, got " .. type(key))
        end
        local value = select(2, unpack(args, 1, last))
        if value == nil then fail(where, "value is required") end
        if type(value) ~= "string" then
            fail(where, "value must be a string, got " .. type(value))
        end
    end },
    data_set_string_async = { kind = "async", context = "data.setStringAsync", partner = "offered", mock = { feature = "store.setString" }, args = { { name = "key", type = "string" }, { name = "value", type = "string" } }, check = function(where, args, last)
        if last > 2 then fail(where, "expected at most 2 argument(s) before the callback, got " .. last) end
        local key = select(1, unpack(args, 1, last))
        if key == nil then fail(where, "key is required") end
        if type(key) ~= "string" then
            fail(where, "key must be a string, got " .. type(key))
        end
        local value = select(2, unpack(args, 1, last))
        if value == nil then fail(where, "value is required") end
        if type(value) ~= "string" then
            fail(where, "value must be a string, got " .. type(value))
        end
    end },
    data_remove_key = { kind = "void", context = "data.removeKey", partner = "offered", mock = { feature = "store.remove" }, args = { { name = "key", type = "string" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local key = select(1, unpack(args, 1, last))
        if key == nil then fail(where, "key is required") end
        if type(key) ~= "string" then
            fail(where, "key must be a string, got " .. type(key))
        end
    end },
    data_flush = { kind = "async", context = "data.flushAsync", partner = "offered", mock = { feature = "store.flush" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    data_get_usage = { kind = "sync", context = "data.getUsage", partner = "offered", mock = { feature = "store.usage" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_is_supported = { kind = "sync", context = "player.isSupported", partner = "offered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_get_id = { kind = "sync", context = "player.getId", partner = "offered", mock = { feature = "player.id" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_get_mode = { kind = "sync", context = "player.getMode", partner = "offered", mock = { feature = "player.mode" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_get_name = { kind = "sync", context = "player.getName", partner = "offered", mock = { feature = "player.name" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_get_photo = { kind = "sync", context = "player.getPhoto", partner = "offered", mock = { feature = "player.photo" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_get_data = { kind = "async", context = "player.getDataAsync", partner = "offered", mock = { feature = "store.getMany" }, args = { { name = "keys", type = "table" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local keys = select(1, unpack(args, 1, last))
        if keys == nil then fail(where, "keys is required") end
        if type(keys) ~= "table" then
            fail(where, "keys must be a table, got " .. type(keys))
        end
    end },
    player_set_data = { kind = "async", context = "player.setDataAsync", partner = "offered", mock = { feature = "store.setMany" }, args = { { name = "data", type = "table" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local data = select(1, unpack(args, 1, last))
        if data == nil then fail(where, "data is required") end
        if type(data) ~= "table" then
            fail(where, "data must be a table, got " .. type(data))
        end
    end },
    player_get_signed_player_info = { kind = "async", context = "player.getSignedPlayerInfoAsync", partner = "offered", mock = { feature = "player.signed" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_is_bot_avatar_supported = { kind = "sync", context = "player.isBotAvatarSupported", partner = "offered", mock = { value = true }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    player_get_bot_avatar = { kind = "async", context = "player.getBotAvatarAsync", partner = "offered", mock = { feature = "player.botAvatar" }, args = { { name = "username", type = "string" }, { name = "size", type = "number" } }, check = function(where, args, last)
        if last > 2 then fail(where, "expected at most 2 argument(s) before the callback, got " .. last) end
        local username = select(1, unpack(args, 1, last))
        if username == nil then fail(where, "username is required") end
        if type(username) ~= "string" then
            fail(where, "username must be a string, got " .. type(username))
        end
        local size = select(2, unpack(args, 1, last))
        if size == nil then fail(where, "size is required") end
        if type(size) ~= "number" then
            fail(where, "size must be a number, got " .. type(size))
        end
    end },
    auth_is_supported = { kind = "sync", context = "auth.isSupported", partner = "offered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    auth_is_authenticated = { kind = "sync", context = "auth.isAuthenticated", partner = "offered", mock = { feature = "player.registered" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    auth_show_registration_prompt = { kind = "callback", context = "auth.showRegistrationPrompt", partner = "offered", mock = { feature = "prompt.open" }, args = { { name = "options", type = "table", options = "RegistrationPromptOptions" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options == nil then fail(where, "options is required") end
        if type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
        for key in pairs(options or {}) do
            if not rules.has(rules.OPTION_KEYS.RegistrationPromptOptions, key) then fail(where, rules.messages.unknown_option("options", tostring(key), table.concat(rules.OPTION_KEYS.RegistrationPromptOptions, ", "))) end
        end
    end },
    auth_registration_prompt_login = { kind = "async", context = "auth.showRegistrationPrompt.login", partner = "offered", mock = { feature = "prompt.login" }, args = { { name = "prompt", type = "number" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local prompt = select(1, unpack(args, 1, last))
        if prompt == nil then fail(where, "prompt is required") end
        if type(prompt) ~= "number" then
            fail(where, "prompt must be a number, got " .. type(prompt))
        end
    end },
    auth_sign_in = { kind = "async", context = "auth.signInAsync", partner = "offered", mock = { feature = "player.signIn" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    notifications_is_supported = { kind = "sync", context = "notifications.isSupported", partner = "offered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    notifications_schedule = { kind = "async", context = "notifications.scheduleAsync", partner = "offered", mock = { feature = "notifications.schedule" }, args = { { name = "options", type = "table", options = "NotificationOptions" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options == nil then fail(where, "options is required") end
        if type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
        for key in pairs(options or {}) do
            if not rules.has(rules.OPTION_KEYS.NotificationOptions, key) then fail(where, rules.messages.unknown_option("options", tostring(key), table.concat(rules.OPTION_KEYS.NotificationOptions, ", "))) end
        end
    end },
    notifications_schedule_week = { kind = "async", context = "notifications.scheduleWeekAsync", partner = "offered", mock = { feature = "notifications.scheduleWeek" }, args = { { name = "entries", type = "table" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local entries = select(1, unpack(args, 1, last))
        if entries == nil then fail(where, "entries is required") end
        if type(entries) ~= "table" then
            fail(where, "entries must be a table, got " .. type(entries))
        end
    end },
    notifications_cancel = { kind = "async", context = "notifications.cancelAsync", partner = "offered", mock = { feature = "notifications.cancel" }, args = { { name = "id", type = "string" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local id = select(1, unpack(args, 1, last))
        if id == nil then fail(where, "id is required") end
        if type(id) ~= "string" then
            fail(where, "id must be a string, got " .. type(id))
        end
    end },
    notifications_cancel_all = { kind = "async", context = "notifications.cancelAllAsync", partner = "offered", mock = { feature = "notifications.cancelAll" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    iap_is_supported = { kind = "sync", context = "iap.isSupported", partner = "offered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    iap_is_subscription_supported = { kind = "sync", context = "iap.isSubscriptionSupported", partner = "offered", mock = { supports = true }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    iap_get_catalog = { kind = "async", context = "iap.getCatalogAsync", partner = "offered", mock = { feature = "shop.catalog" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    iap_purchase = { kind = "async", context = "iap.purchaseAsync", partner = "offered", mock = { feature = "shop.purchase" }, args = { { name = "options", type = "table", options = "PurchaseOptions" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options == nil then fail(where, "options is required") end
        if type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
        for key in pairs(options or {}) do
            if not rules.has(rules.OPTION_KEYS.PurchaseOptions, key) then fail(where, rules.messages.unknown_option("options", tostring(key), table.concat(rules.OPTION_KEYS.PurchaseOptions, ", "))) end
        end
    end },
    iap_get_purchases = { kind = "async", context = "iap.getPurchasesAsync", partner = "offered", mock = { feature = "shop.purchases" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    iap_consume_purchase = { kind = "async", context = "iap.consumePurchaseAsync", partner = "offered", mock = { feature = "shop.consume" }, args = { { name = "purchase_token", type = "string" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local purchase_token = select(1, unpack(args, 1, last))
        if purchase_token == nil then fail(where, "purchase_token is required") end
        if type(purchase_token) ~= "string" then
            fail(where, "purchase_token must be a string, got " .. type(purchase_token))
        end
    end },
    iap_get_subscriptions = { kind = "async", context = "iap.getSubscriptionsAsync", partner = "offered", mock = { feature = "shop.plans" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    iap_subscribe = { kind = "async", context = "iap.subscribeAsync", partner = "offered", mock = { feature = "shop.subscribe" }, args = { { name = "options", type = "table", options = "SubscribeOptions" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options == nil then fail(where, "options is required") end
        if type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
        for key in pairs(options or {}) do
            if not rules.has(rules.OPTION_KEYS.SubscribeOptions, key) then fail(where, rules.messages.unknown_option("options", tostring(key), table.concat(rules.OPTION_KEYS.SubscribeOptions, ", "))) end
        end
    end },
    session_is_supported = { kind = "sync", context = "session.isSupported", partner = "offered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    session_get_entry_point_data = { kind = "sync", context = "session.getEntryPointData", partner = "offered", mock = { feature = "session.entryPoint" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    session_get_platform = { kind = "sync", context = "session.getPlatform", partner = "offered", mock = { value = "partner" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    session_get_locale = { kind = "sync", context = "session.getLocale", partner = "offered", mock = { value = "en-US" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    session_is_audio_enabled = { kind = "sync", context = "session.isAudioEnabled", partner = "offered", mock = { value = true }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    context_is_supported = { kind = "sync", context = "context.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    context_share = { kind = "async", context = "context.shareAsync", partner = "offered", mock = { feature = "share.image" }, args = { { name = "options", type = "table", options = "ShareOptions" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options == nil then fail(where, "options is required") end
        if type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
        for key in pairs(options or {}) do
            if not rules.has(rules.OPTION_KEYS.ShareOptions, key) then fail(where, rules.messages.unknown_option("options", tostring(key), table.concat(rules.OPTION_KEYS.ShareOptions, ", "))) end
        end
    end },
    referrals_is_supported = { kind = "sync", context = "referrals.isSupported", partner = "offered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    referrals_share = { kind = "async", context = "referrals.shareAsync", partner = "offered", mock = { feature = "share.invite" }, args = { { name = "options", type = "table", optional = true, options = "ReferralShareOptions" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options ~= nil and type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
        for key in pairs(options or {}) do
            if not rules.has(rules.OPTION_KEYS.ReferralShareOptions, key) then fail(where, rules.messages.unknown_option("options", tostring(key), table.concat(rules.OPTION_KEYS.ReferralShareOptions, ", "))) end
        end
    end },
    referrals_list = { kind = "async", context = "referrals.listAsync", partner = "offered", mock = { feature = "share.referrals" }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    ads_is_supported = { kind = "sync", context = "ads.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    ads_is_banner_supported = { kind = "sync", context = "ads.isBannerSupported", partner = "offered", mock = { supports = false }, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    ads_show_interstitial = { kind = "callback", context = "ads.showInterstitial", partner = "offered", callbacks = { "before_ad", "after_ad", "no_fill" }, mock = { feature = "ads.interstitial" }, args = { { name = "callbacks", type = "table", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local callbacks = select(1, unpack(args, 1, last))
        if callbacks ~= nil and type(callbacks) ~= "table" then
            fail(where, "callbacks must be a table, got " .. type(callbacks))
        end
    end },
    ads_show_rewarded = { kind = "callback", context = "ads.showRewarded", partner = "offered", callbacks = { "before_ad", "after_ad", "no_fill", "ad_viewed", "ad_dismissed" }, mock = { feature = "ads.rewarded" }, args = { { name = "callbacks", type = "table", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local callbacks = select(1, unpack(args, 1, last))
        if callbacks ~= nil and type(callbacks) ~= "table" then
            fail(where, "callbacks must be a table, got " .. type(callbacks))
        end
    end },
    ads_show_banner = { kind = "async", context = "ads.showBannerAsync", partner = "notOffered", args = { { name = "position", type = "string", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local position = select(1, unpack(args, 1, last))
        if position ~= nil and type(position) ~= "string" then
            fail(where, "position must be a string, got " .. type(position))
        end
    end },
    ads_hide_banner = { kind = "async", context = "ads.hideBannerAsync", partner = "notOffered", args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    game_is_supported = { kind = "sync", context = "game.isSupported", partner = "offered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    game_gameplay_start = { kind = "void", context = "game.gameplayStart", partner = "quiet", args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    game_gameplay_stop = { kind = "void", context = "game.gameplayStop", partner = "quiet", args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    game_invite_link = { kind = "async", context = "game.inviteLink", partner = "notOffered", args = { { name = "data", type = "table", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local data = select(1, unpack(args, 1, last))
        if data ~= nil and type(data) ~= "table" then
            fail(where, "data must be a table, got " .. type(data))
        end
    end },
    analytics_is_supported = { kind = "sync", context = "analytics.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    analytics_log_level_start = { kind = "void", context = "analytics.logLevelStart", partner = "quiet", args = { { name = "level", type = "level" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local level = select(1, unpack(args, 1, last))
        if level == nil then fail(where, "level is required") end
        if type(level) ~= "string" and type(level) ~= "number" then
            fail(where, "level must be a string or a number, got " .. type(level))
        end
    end },
    analytics_log_level_end = { kind = "void", context = "analytics.logLevelEnd", partner = "quiet", args = { { name = "level", type = "level" }, { name = "score", type = "number", optional = true }, { name = "was_completed", type = "boolean", optional = true } }, check = function(where, args, last)
        if last > 3 then fail(where, "expected at most 3 argument(s) before the callback, got " .. last) end
        local level = select(1, unpack(args, 1, last))
        if level == nil then fail(where, "level is required") end
        if type(level) ~= "string" and type(level) ~= "number" then
            fail(where, "level must be a string or a number, got " .. type(level))
        end
        local score = select(2, unpack(args, 1, last))
        if score ~= nil and type(score) ~= "number" then
            fail(where, "score must be a number, got " .. type(score))
        end
        local was_completed = select(3, unpack(args, 1, last))
        if was_completed ~= nil and type(was_completed) ~= "boolean" then
            fail(where, "was_completed must be a boolean, got " .. type(was_completed))
        end
    end },
    analytics_log_tutorial_start = { kind = "void", context = "analytics.logTutorialStart", partner = "quiet", args = { { name = "tutorial", type = "string", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local tutorial = select(1, unpack(args, 1, last))
        if tutorial ~= nil and type(tutorial) ~= "string" then
            fail(where, "tutorial must be a string, got " .. type(tutorial))
        end
    end },
    analytics_log_tutorial_end = { kind = "void", context = "analytics.logTutorialEnd", partner = "quiet", args = { { name = "tutorial", type = "string", optional = true }, { name = "was_completed", type = "boolean", optional = true } }, check = function(where, args, last)
        if last > 2 then fail(where, "expected at most 2 argument(s) before the callback, got " .. last) end
        local tutorial = select(1, unpack(args, 1, last))
        if tutorial ~= nil and type(tutorial) ~= "string" then
            fail(where, "tutorial must be a string, got " .. type(tutorial))
        end
        local was_completed = select(2, unpack(args, 1, last))
        if was_completed ~= nil and type(was_completed) ~= "boolean" then
            fail(where, "was_completed must be a boolean, got " .. type(was_completed))
        end
    end },
    analytics_log_event = { kind = "void", context = "analytics.logEvent", partner = "quiet", args = { { name = "name", type = "string" }, { name = "params", type = "table", optional = true } }, check = function(where, args, last)
        if last > 2 then fail(where, "expected at most 2 argument(s) before the callback, got " .. last) end
        local name = select(1, unpack(args, 1, last))
        if name == nil then fail(where, "name is required") end
        if type(name) ~= "string" then
            fail(where, "name must be a string, got " .. type(name))
        end
        local params = select(2, unpack(args, 1, last))
        if params ~= nil and type(params) ~= "table" then
            fail(where, "params must be a table, got " .. type(params))
        end
    end },
    haptics_is_supported = { kind = "sync", context = "haptics.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    haptics_trigger = { kind = "async", context = "haptics.triggerAsync", partner = "quiet", args = { { name = "style", type = "string", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local style = select(1, unpack(args, 1, last))
        if style ~= nil and type(style) ~= "string" then
            fail(where, "style must be a string, got " .. type(style))
        end
    end },
    leaderboard_is_supported = { kind = "sync", context = "leaderboard.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    leaderboard_submit_score = { kind = "async", context = "leaderboard.submitScoreAsync", partner = "notOffered", args = { { name = "leaderboard", type = "string" }, { name = "score", type = "number" }, { name = "extra_data", type = "string", optional = true } }, check = function(where, args, last)
        if last > 3 then fail(where, "expected at most 3 argument(s) before the callback, got " .. last) end
        local leaderboard = select(1, unpack(args, 1, last))
        if leaderboard == nil then fail(where, "leaderboard is required") end
        if type(leaderboard) ~= "string" then
            fail(where, "leaderboard must be a string, got " .. type(leaderboard))
        end
        local score = select(2, unpack(args, 1, last))
        if score == nil then fail(where, "score is required") end
        if type(score) ~= "number" then
            fail(where, "score must be a number, got " .. type(score))
        end
        local extra_data = select(3, unpack(args, 1, last))
        if extra_data ~= nil and type(extra_data) ~= "string" then
            fail(where, "extra_data must be a string, got " .. type(extra_data))
        end
    end },
    leaderboard_get_entries = { kind = "async", context = "leaderboard.getEntriesAsync", partner = "notOffered", args = { { name = "leaderboard", type = "string" }, { name = "count", type = "number", optional = true }, { name = "offset", type = "number", optional = true } }, check = function(where, args, last)
        if last > 3 then fail(where, "expected at most 3 argument(s) before the callback, got " .. last) end
        local leaderboard = select(1, unpack(args, 1, last))
        if leaderboard == nil then fail(where, "leaderboard is required") end
        if type(leaderboard) ~= "string" then
            fail(where, "leaderboard must be a string, got " .. type(leaderboard))
        end
        local count = select(2, unpack(args, 1, last))
        if count ~= nil and type(count) ~= "number" then
            fail(where, "count must be a number, got " .. type(count))
        end
        local offset = select(3, unpack(args, 1, last))
        if offset ~= nil and type(offset) ~= "number" then
            fail(where, "offset must be a number, got " .. type(offset))
        end
    end },
    leaderboard_get_player_entry = { kind = "async", context = "leaderboard.getPlayerEntryAsync", partner = "notOffered", args = { { name = "leaderboard", type = "string" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local leaderboard = select(1, unpack(args, 1, last))
        if leaderboard == nil then fail(where, "leaderboard is required") end
        if type(leaderboard) ~= "string" then
            fail(where, "leaderboard must be a string, got " .. type(leaderboard))
        end
    end },
    achievements_is_supported = { kind = "sync", context = "achievements.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    achievements_get_achievements = { kind = "async", context = "achievements.getAchievementsAsync", partner = "notOffered", args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    achievements_unlock = { kind = "async", context = "achievements.unlockAsync", partner = "notOffered", args = { { name = "achievement_id", type = "string" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local achievement_id = select(1, unpack(args, 1, last))
        if achievement_id == nil then fail(where, "achievement_id is required") end
        if type(achievement_id) ~= "string" then
            fail(where, "achievement_id must be a string, got " .. type(achievement_id))
        end
    end },
    tournament_is_supported = { kind = "sync", context = "tournament.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    tournament_get_all = { kind = "async", context = "tournament.getAllAsync", partner = "notOffered", args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    tournament_create = { kind = "async", context = "tournament.createAsync", partner = "notOffered", args = { { name = "options", type = "table" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options == nil then fail(where, "options is required") end
        if type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
    end },
    tournament_post_score = { kind = "async", context = "tournament.postScoreAsync", partner = "notOffered", args = { { name = "score", type = "number" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local score = select(1, unpack(args, 1, last))
        if score == nil then fail(where, "score is required") end
        if type(score) ~= "number" then
            fail(where, "score must be a number, got " .. type(score))
        end
    end },
    tournament_join = { kind = "async", context = "tournament.joinAsync", partner = "notOffered", args = { { name = "tournament_id", type = "string" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local tournament_id = select(1, unpack(args, 1, last))
        if tournament_id == nil then fail(where, "tournament_id is required") end
        if type(tournament_id) ~= "string" then
            fail(where, "tournament_id must be a string, got " .. type(tournament_id))
        end
    end },
    tournament_share = { kind = "async", context = "tournament.shareAsync", partner = "notOffered", args = { { name = "options", type = "table" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local options = select(1, unpack(args, 1, last))
        if options == nil then fail(where, "options is required") end
        if type(options) ~= "table" then
            fail(where, "options must be a table, got " .. type(options))
        end
    end },
    stats_is_supported = { kind = "sync", context = "stats.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    stats_get_stats = { kind = "async", context = "stats.getStatsAsync", partner = "notOffered", args = { { name = "keys", type = "table", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local keys = select(1, unpack(args, 1, last))
        if keys ~= nil and type(keys) ~= "table" then
            fail(where, "keys must be a table, got " .. type(keys))
        end
    end },
    stats_post_stats = { kind = "async", context = "stats.postStatsAsync", partner = "notOffered", args = { { name = "stats", type = "table" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local stats = select(1, unpack(args, 1, last))
        if stats == nil then fail(where, "stats is required") end
        if type(stats) ~= "table" then
            fail(where, "stats must be a table, got " .. type(stats))
        end
    end },
    stats_increment_stats = { kind = "async", context = "stats.incrementStatsAsync", partner = "notOffered", args = { { name = "increments", type = "table" } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local increments = select(1, unpack(args, 1, last))
        if increments == nil then fail(where, "increments is required") end
        if type(increments) ~= "table" then
            fail(where, "increments must be a table, got " .. type(increments))
        end
    end },
    friends_is_supported = { kind = "sync", context = "friends.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    friends_get_friends = { kind = "async", context = "friends.getFriendsAsync", partner = "notOffered", args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    reviews_is_supported = { kind = "sync", context = "reviews.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    reviews_request_review = { kind = "async", context = "reviews.requestReviewAsync", partner = "notOffered", args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    remote_config_is_supported = { kind = "sync", context = "remoteConfig.isSupported", partner = "notOffered", module_check = true, args = {  }, check = function(where, args, last)
        if last > 0 then fail(where, "expected at most 0 argument(s) before the callback, got " .. last) end
    end },
    remote_config_get_config = { kind = "async", context = "remoteConfig.getConfigAsync", partner = "notOffered", args = { { name = "keys", type = "table", optional = true } }, check = function(where, args, last)
        if last > 1 then fail(where, "expected at most 1 argument(s) before the callback, got " .. last) end
        local keys = select(1, unpack(args, 1, last))
        if keys ~= nil and type(keys) ~= "table" then
            fail(where, "keys must be a table, got " .. type(keys))
        end
    end },
    on_exit_requested = { kind = "event", context = "Sdk.on", partner = "offered", mock = { feature = "bridge.listener" }, event = "exitRequested" },
    on_pause = { kind = "event", context = "Sdk.on", partner = "offered", mock = { feature = "bridge.listener" }, event = "pause" },
    on_resume = { kind = "event", context = "Sdk.on", partner = "offered", mock = { feature = "bridge.listener" }, event = "resume" },
    off = { kind = "event", context = "Sdk.off", partner = "offered", mock = { feature = "bridge.unlisten" } },
    parse_error = { kind = "helper", context = "Sdk.parseError", partner = "offered", mock = { feature = "bridge.parseError" } },
}
