-- Desktop stubs of the GameSdk Lua API: the same functions, arguments, callbacks and errors as the
-- HTML5 extension, behaving like the partner platform's capability profile, so a game runs and its
-- flow can be tested outside a browser. State lives in memory (player data is also written with
-- sys.save when Defold's `sys` is there). Nothing is signed: signed values are "desktop-unsigned",
-- which any verification server rejects.
--
--   local sdk, control = require("gamesdk.desktop").new()
--
-- `control` plays the platform in development and tests: set_registered(bool), fire(event),
-- set_outcome(kind, choice), seed_purchases(count, product_id), update() (runs pending callbacks
-- when Defold's `timer` is absent).
local rules = require("gamesdk.desktop_rules")

local M = {}

local PLAYER_DATA_LIMIT = 1000000
local PURCHASES_PER_CALL = 50
local raise = rules.raise

-- The platform's capability profile: what each module's is_supported answers.
local SUPPORTS = { data = true, player = true, auth = true, notifications = true, iap = true, session = true,
    referrals = true, game = true, context = false, ads = false, analytics = false, haptics = false,
    leaderboard = false, achievements = false, tournament = false, stats = false,
    friends = false, reviews = false, remote_config = false }

local TYPE_NAMES = { string = "a string", number = "a number", boolean = "a boolean", table = "a table", level = "a string or a number" }

-- Same checks and messages as the extension's argument checks (gamesdk_args.cpp).
local function check_args(context, spec, args, last)
    if last > #spec then
        raise("INVALID_PARAM", string.format("expected at most %d argument(s) before the callback, got %d", #spec, last), context)
    end
    for i, arg in ipairs(spec) do
        local value = nil
        if i <= last then value = args[i] end
        if value == nil then
            if not arg.optional then raise("INVALID_PARAM", arg.name .. " is required", context) end
        else
            local kind = type(value)
            local ok = kind == arg.type or (arg.type == "level" and (kind == "string" or kind == "number"))
            if not ok then raise("INVALID_PARAM", string.format("%s must be %s, got %s", arg.name, TYPE_NAMES[arg.type], kind), context) end
        end
    end
end

-- "key:string value:number? ..." to argument specs.
local function parse_spec(text)
    local spec = {}
    for name, kind, optional in (text or ""):gmatch("([%w_]+):(%a+)(%??)") do
        spec[#spec + 1] = { name = name, type = kind, optional = optional == "?" }
    end
    return spec
end

--- sdk.parse_error: the same answers as the extension's.
local function parse_error(err)
    if err == nil then return nil end
    if type(err) == "table" then
        local code = type(err.code) == "string" and err.code ~= "" and err.code or "UNKNOWN"
        return { code = code, message = type(err.message) == "string" and err.message or "", context = type(err.context) == "string" and err.context or "" }
    end
    if type(err) ~= "string" then return { code = "UNKNOWN", message = type(err), context = "" } end
    -- An error raised inside a Lua function carries its position first ("chunk:line: ").
    local unplaced = err:match("^.-:%d+: (.*)$")
    local code, message, context = (unplaced or ""):match("^([A-Z0-9_]+): (.*) %(([^()]*)%)$")
    if not code then code, message, context = err:match("^([A-Z0-9_]+): (.*) %(([^()]*)%)$") end
    if not code then return { code = "UNKNOWN", message = err, context = "" } end
    return { code = code, message = message, context = context }
end

local function copy(value)
    if type(value) ~= "table" then return value end
    local out = {}
    for k, v in pairs(value) do out[k] = copy(v) end
    return out
end

--- Makes a fresh desktop SDK and its control. `options.schedule(fn)` overrides how callbacks are
--- deferred (default: Defold's timer.delay(0, ...) when present, else control.update()).
function M.new(options)
    options = options or {}
    local sdk, control = {}, {}
    local state = { initialized = false, started = false, registered = false, player_id = "desktop-player",
        store = {}, notifications = {}, purchases = {}, subscriptions = {}, outcomes = {}, next_token = 0,
        listeners = {}, next_listener = 0, prompts = {}, next_prompt = 0,
        catalog = { { product_id = "desktop-gems", title = "Gems", description = "A desktop test product", price = "$0.99", price_amount = 0.99, price_currency_code = "USD" } } }
    local queue = {}

    local schedule = options.schedule or function(fn)
        if type(timer) == "table" and timer.delay then
            timer.delay(0, false, function(self) fn(self) end)
        else
            queue[#queue + 1] = fn
        end
    end

    local save_file = type(sys) == "table" and sys.get_save_file and sys.get_save_file("gamesdk", "desktop-player")
    if save_file then state.store = sys.load(save_file) or {} end

    local function ready(context)
        if not state.initialized then raise("NOT_INITIALIZED", context .. " was called before Sdk.initializeAsync() resolved", context) end
    end

    local function unsupported(context)
        raise("FEATURE_NOT_SUPPORTED", context .. " is not supported on the 'partner' platform", context)
    end

    local function registered_only(context)
        if not state.registered then raise("PLAYER_NOT_AUTHENTICATED", "notifications reach registered players only; this player is a guest", context) end
    end

    local function after_start(context)
        ready(context)
        if not state.started then raise("INVALID_OPERATION", context .. " needs Sdk.startGameAsync() to have resolved first", context) end
    end

    local function player()
        return { id = state.player_id, mode = state.registered and "authorized" or "lite" }
    end

    -- Writes `changes` into the store unless the result would pass the limit.
    local function write(changes)
        local next_store = copy(state.store)
        for key, value in pairs(changes) do next_store[key] = value end
        if #rules.json_encode(next_store) > PLAYER_DATA_LIMIT then return false end
        state.store = next_store
        if save_file then sys.save(save_file, state.store) end
        return true
    end

    local function define(name, kind, spec_text, context, impl)
        local spec = parse_spec(spec_text)
        if kind == "async" then
            sdk[name] = function(...)
                local args = { ... }
                local last = select("#", ...)
                local callback = last >= 1 and type(args[last]) == "function" and args[last] or nil
                if callback then last = last - 1 end
                check_args("sdk." .. name, spec, args, last)
                schedule(function(self)
                    local ok, result = pcall(impl, unpack(args, 1, last))
                    if not callback then
                        if not ok then print("WARNING:GAMESDK: " .. context .. " failed with no callback to tell: " .. tostring(result)) end
                    elseif ok then
                        callback(self, result, nil)
                    else
                        callback(self, nil, parse_error(result))
                    end
                end)
            end
        else
            sdk[name] = function(...)
                local args = { ... }
                check_args("sdk." .. name, spec, args, select("#", ...))
                local result = impl(...)
                if kind == "sync" then return result end
            end
        end
    end

    local function supported(module)
        define(module .. "_is_supported", "sync", nil, module .. ".isSupported", function() return SUPPORTS[module] end)
    end
    for module in pairs(SUPPORTS) do supported(module) end

    local function not_offered(name, spec, context)
        define(name, "async", spec, context, function() ready(context); unsupported(context) end)
    end

    -- ---- Life cycle ----
    define("initialize", "async", nil, "Sdk.initializeAsync", function() state.initialized = true end)
    define("is_initialized", "sync", nil, "Sdk.isInitialized", function() return state.initialized end)
    define("set_loading_progress", "void", "progress:number", "Sdk.setLoadingProgress", function(progress)
        ready("Sdk.setLoadingProgress")
        rules.loading_progress("Sdk.setLoadingProgress", progress)
    end)
    define("start_game", "async", nil, "Sdk.startGameAsync", function()
        ready("Sdk.startGameAsync")
        state.started = true
    end)

    -- ---- Data ----
    local function data_write(context, key, value)
        ready(context)
        rules.text(context, "key", key)
        return write({ [key] = value })
    end
    define("data_get_string", "sync", "key:string", "data.getString", function(key)
        ready("data.getString")
        rules.text("data.getString", "key", key)
        local value = state.store[key]
        if value == nil or type(value) == "string" then return value end
        return rules.json_encode(value)
    end)
    define("data_set_string", "void", "key:string value:string", "data.setString", function(key, value)
        if not data_write("data.setString", key, value) then
            print("WARNING:GAMESDK: data.setString skipped the write of '" .. key .. "': the player's data would pass 1 MB")
        end
    end)
    define("data_set_string_async", "async", "key:string value:string", "data.setStringAsync", function(key, value)
        return data_write("data.setStringAsync", key, value)
    end)
    define("data_remove_key", "void", "key:string", "data.removeKey", function(key)
        ready("data.removeKey")
        rules.text("data.removeKey", "key", key)
        state.store[key] = nil
        if save_file then sys.save(save_file, state.store) end
    end)
    define("data_flush", "async", nil, "data.flushAsync", function() ready("data.flushAsync"); return true end)
    define("data_get_usage", "sync", nil, "data.getUsage", function()
        ready("data.getUsage")
        return { used_bytes = #rules.json_encode(state.store), limit_bytes = PLAYER_DATA_LIMIT }
    end)

    -- ---- Player ----
    define("player_get_id", "sync", nil, "player.getId", function() ready("player.getId"); return state.player_id end)
    define("player_get_mode", "sync", nil, "player.getMode", function() ready("player.getMode"); return player().mode end)
    define("player_get_name", "sync", nil, "player.getName", function() ready("player.getName"); return nil end)
    define("player_get_photo", "sync", nil, "player.getPhoto", function() ready("player.getPhoto"); return nil end)
    define("player_get_data", "async", "keys:table", "player.getDataAsync", function(keys)
        ready("player.getDataAsync")
        local out = {}
        for _, key in ipairs(keys) do
            rules.text("player.getDataAsync", "keys[]", key)
            out[key] = copy(state.store[key])
        end
        return out
    end)
    define("player_set_data", "async", "data:table", "player.setDataAsync", function(data)
        ready("player.setDataAsync")
        if not write(copy(data)) then
            raise("DATA_LIMIT_EXCEEDED", "the player's data would pass its limit of 1000000 bytes; nothing was written", "player.setDataAsync")
        end
    end)
    define("player_get_signed_player_info", "async", nil, "player.getSignedPlayerInfoAsync", function()
        ready("player.getSignedPlayerInfoAsync")
        return { player_id = state.player_id, signature = "desktop-unsigned" }
    end)
    define("player_is_bot_avatar_supported", "sync", nil, "player.isBotAvatarSupported", function() ready("player.isBotAvatarSupported"); return true end)
    define("player_get_bot_avatar", "async", "username:string size:number", "player.getBotAvatarAsync", function(username, size)
        ready("player.getBotAvatarAsync")
        rules.text("player.getBotAvatarAsync", "username", username)
        rules.avatar_size("player.getBotAvatarAsync", size)
        return "desktop://bot-avatar/" .. username .. "/" .. size
    end)

    -- ---- Auth ----
    define("auth_is_authenticated", "sync", nil, "auth.isAuthenticated", function() ready("auth.isAuthenticated"); return state.registered end)
    define("auth_sign_in", "async", nil, "auth.signInAsync", function() ready("auth.signInAsync"); return player() end)
    sdk.auth_show_registration_prompt = function(...)
        local context = "auth.showRegistrationPrompt"
        local args, last = { ... }, select("#", ...)
        local on_close = last >= 1 and type(args[last]) == "function" and args[last] or nil
        if on_close then last = last - 1 end
        check_args("sdk.auth_show_registration_prompt", parse_spec("options:table"), args, last)
        local options = args[1]
        ready(context)
        rules.registration_prompt(context, options)
        if state.registered then raise("INVALID_OPERATION", "the player is already registered: prompt guests only", context) end
        state.next_prompt = state.next_prompt + 1
        state.prompts[state.next_prompt] = on_close or false
        return state.next_prompt
    end
    -- On desktop the player "completes" the SMS registration at once (control.set_outcome("registration", "close") to refuse).
    define("auth_registration_prompt_login", "async", "prompt:number", "auth.showRegistrationPrompt.login", function(prompt)
        local on_close = state.prompts[prompt]
        if on_close == nil then raise("INVALID_PARAM", "no registration prompt " .. prompt .. " is open", "auth.showRegistrationPrompt.login") end
        state.prompts[prompt] = nil
        local registered = table.remove(state.outcomes.registration or {}, 1) ~= "close"
        if registered then state.registered = true end
        if on_close then schedule(function(self) on_close(self, { registered = registered }) end) end
    end)

    -- ---- Notifications ----
    define("notifications_schedule", "async", "options:table", "notifications.scheduleAsync", function(options)
        local context = "notifications.scheduleAsync"
        ready(context)
        rules.notification(context, options)
        registered_only(context)
        state.notifications[options.id] = copy(options)
        return { id = options.id, scheduled_in_days = options.scheduled_in_days }
    end)
    define("notifications_cancel", "async", "id:string", "notifications.cancelAsync", function(id)
        ready("notifications.cancelAsync")
        rules.text("notifications.cancelAsync", "id", id)
        registered_only("notifications.cancelAsync")
        state.notifications[id] = nil
    end)
    define("notifications_cancel_all", "async", nil, "notifications.cancelAllAsync", function()
        ready("notifications.cancelAllAsync")
        registered_only("notifications.cancelAllAsync")
        state.notifications = {}
    end)

    -- ---- Payments and subscriptions ----
    define("iap_is_subscription_supported", "sync", nil, "iap.isSubscriptionSupported", function() return true end)
    define("iap_get_catalog", "async", nil, "iap.getCatalogAsync", function() ready("iap.getCatalogAsync"); return copy(state.catalog) end)
    local function new_purchase(product_id)
        state.next_token = state.next_token + 1
        local purchase = { product_id = product_id, purchase_token = "desktop-" .. state.next_token, signed_request = "desktop-unsigned",
            is_sandbox = true, purchase_time = os.date("!%Y-%m-%dT%H:%M:%SZ") }
        state.purchases[#state.purchases + 1] = purchase
        return purchase
    end
    define("iap_purchase", "async", "options:table", "iap.purchaseAsync", function(options)
        after_start("iap.purchaseAsync")
        rules.product("iap.purchaseAsync", options)
        if table.remove(state.outcomes.checkout or {}, 1) == "close" then
            raise("IAP_PURCHASE_CANCELLED", "the player closed the checkout", "iap.purchaseAsync")
        end
        return copy(new_purchase(options.product_id))
    end)
    define("iap_get_purchases", "async", nil, "iap.getPurchasesAsync", function()
        ready("iap.getPurchasesAsync")
        local out = {}
        for i = 1, math.min(#state.purchases, PURCHASES_PER_CALL) do out[i] = copy(state.purchases[i]) end
        return out
    end)
    define("iap_consume_purchase", "async", "purchase_token:string", "iap.consumePurchaseAsync", function(token)
        ready("iap.consumePurchaseAsync")
        rules.text("iap.consumePurchaseAsync", "purchaseToken", token)
        for i, purchase in ipairs(state.purchases) do
            if purchase.purchase_token == token then
                table.remove(state.purchases, i)
                return
            end
        end
    end)
    define("iap_get_subscriptions", "async", nil, "iap.getSubscriptionsAsync", function()
        ready("iap.getSubscriptionsAsync")
        if not state.registered then return {} end
        return copy(state.subscriptions)
    end)
    define("iap_subscribe", "async", "options:table", "iap.subscribeAsync", function(options)
        local context = "iap.subscribeAsync"
        after_start(context)
        rules.product(context, options)
        if not state.registered then raise("PLAYER_NOT_AUTHENTICATED", "subscriptions need a registered player", context) end
        if table.remove(state.outcomes.checkout or {}, 1) == "close" then
            return { product_id = options.product_id, is_active = false, trial_eligible = true, status = "cancelled", signed_request = "" }
        end
        local subscription = { product_id = options.product_id, is_active = true, trial_eligible = false, status = "active", signed_request = "desktop-unsigned" }
        state.subscriptions[#state.subscriptions + 1] = subscription
        return copy(subscription)
    end)

    -- ---- Session, sharing, referrals ----
    define("session_get_entry_point_data", "sync", nil, "session.getEntryPointData", function() ready("session.getEntryPointData"); return nil end)
    define("session_get_platform", "sync", nil, "session.getPlatform", function() ready("session.getPlatform"); return "partner" end)
    define("session_get_locale", "sync", nil, "session.getLocale", function() ready("session.getLocale"); return "en-US" end)
    define("session_is_audio_enabled", "sync", nil, "session.isAudioEnabled", function() ready("session.isAudioEnabled"); return true end)
    -- context.isSupported() is false on the platform, but sharing works.
    define("context_share", "async", "options:table", "context.shareAsync", function(options)
        ready("context.shareAsync")
        rules.share("context.shareAsync", options)
    end)
    define("referrals_share", "async", "options:table?", "referrals.shareAsync", function(options)
        ready("referrals.shareAsync")
        rules.referral_share("referrals.shareAsync", options or {})
    end)
    define("referrals_list", "async", nil, "referrals.listAsync", function()
        ready("referrals.listAsync")
        return { referrals = {}, signed_request = "desktop-unsigned" }
    end)

    -- ---- Ads: never an ad; no_fill then after_ad, resume in after_ad only ----
    local AD_CALLBACKS = { before_ad = true, after_ad = true, no_fill = true, ad_viewed = true, ad_dismissed = true }
    local function show_ad(name, context)
        sdk[name] = function(...)
            local callbacks = ...
            if select("#", ...) > 1 then raise("INVALID_PARAM", "expected one argument: a table of callbacks", "sdk." .. name) end
            if callbacks ~= nil and type(callbacks) ~= "table" then raise("INVALID_PARAM", "callbacks must be a table", "sdk." .. name) end
            for key, value in pairs(callbacks or {}) do
                if not AD_CALLBACKS[key] then
                    raise("INVALID_PARAM", "callbacks." .. tostring(key) .. " is not an ad callback (before_ad, after_ad, no_fill, ad_viewed, ad_dismissed)", "sdk." .. name)
                elseif type(value) ~= "function" then
                    raise("INVALID_PARAM", "callbacks." .. key .. " must be a function", "sdk." .. name)
                end
            end
            ready(context)
            schedule(function(self)
                if callbacks and callbacks.no_fill then callbacks.no_fill(self) end
                if callbacks and callbacks.after_ad then callbacks.after_ad(self) end
            end)
        end
    end
    show_ad("ads_show_interstitial", "ads.showInterstitial")
    show_ad("ads_show_rewarded", "ads.showRewarded")
    define("ads_is_banner_supported", "sync", nil, "ads.isBannerSupported", function() return false end)
    not_offered("ads_show_banner", "position:string?", "ads.showBannerAsync")
    not_offered("ads_hide_banner", nil, "ads.hideBannerAsync")

    -- ---- Modules the platform does not offer: calls succeed quietly or fail FEATURE_NOT_SUPPORTED ----
    local function quiet(name, spec, context)
        define(name, "void", spec, context, function() ready(context) end)
    end
    quiet("game_gameplay_start", nil, "game.gameplayStart")
    quiet("game_gameplay_stop", nil, "game.gameplayStop")
    not_offered("game_invite_link", "data:table?", "game.inviteLink")
    quiet("analytics_log_level_start", "level:level", "analytics.logLevelStart")
    quiet("analytics_log_level_end", "level:level score:number? was_completed:boolean?", "analytics.logLevelEnd")
    quiet("analytics_log_tutorial_start", "tutorial:string?", "analytics.logTutorialStart")
    quiet("analytics_log_tutorial_end", "tutorial:string? was_completed:boolean?", "analytics.logTutorialEnd")
    quiet("analytics_log_event", "name:string params:table?", "analytics.logEvent")
    -- Haptic feedback does nothing on the platform (no vibration), and says so by succeeding.
    define("haptics_trigger", "async", "style:string?", "haptics.triggerAsync", function() ready("haptics.triggerAsync") end)
    not_offered("leaderboard_submit_score", "leaderboard:string score:number extra_data:string?", "leaderboard.submitScoreAsync")
    not_offered("leaderboard_get_entries", "leaderboard:string count:number? offset:number?", "leaderboard.getEntriesAsync")
    not_offered("leaderboard_get_player_entry", "leaderboard:string", "leaderboard.getPlayerEntryAsync")
    not_offered("achievements_get_achievements", nil, "achievements.getAchievementsAsync")
    not_offered("achievements_unlock", "achievement_id:string", "achievements.unlockAsync")
    not_offered("tournament_get_all", nil, "tournament.getAllAsync")
    not_offered("tournament_create", "options:table", "tournament.createAsync")
    not_offered("tournament_post_score", "score:number", "tournament.postScoreAsync")
    not_offered("tournament_join", "tournament_id:string", "tournament.joinAsync")
    not_offered("tournament_share", "options:table", "tournament.shareAsync")
    not_offered("stats_get_stats", "keys:table?", "stats.getStatsAsync")
    not_offered("stats_post_stats", "stats:table", "stats.postStatsAsync")
    not_offered("stats_increment_stats", "increments:table", "stats.incrementStatsAsync")
    not_offered("friends_get_friends", nil, "friends.getFriendsAsync")
    not_offered("reviews_request_review", nil, "reviews.requestReviewAsync")
    not_offered("remote_config_get_config", "keys:table?", "remoteConfig.getConfigAsync")

    -- ---- Events ----
    local function on(name, event)
        sdk[name] = function(...)
            local listener = ...
            if select("#", ...) ~= 1 or type(listener) ~= "function" then raise("INVALID_PARAM", "listener must be a function", "sdk." .. name) end
            state.next_listener = state.next_listener + 1
            state.listeners[#state.listeners + 1] = { id = state.next_listener, event = event, fn = listener }
            return state.next_listener
        end
    end
    on("on_exit_requested", "exitRequested")
    on("on_pause", "pause")
    on("on_resume", "resume")
    sdk.off = function(id)
        if type(id) ~= "number" then raise("INVALID_PARAM", "listener id must be a number returned by sdk.on_*", "sdk.off") end
        for i, listener in ipairs(state.listeners) do
            if listener.id == id then
                table.remove(state.listeners, i)
                return true
            end
        end
        return false
    end
    sdk.parse_error = parse_error

    -- ---- Control ----
    function control.set_registered(registered) state.registered = registered == true end
    function control.set_outcome(kind, choice)
        state.outcomes[kind] = state.outcomes[kind] or {}
        table.insert(state.outcomes[kind], choice)
    end
    function control.seed_purchases(count, product_id)
        for _ = 1, count do new_purchase(product_id or "desktop-gems") end
    end
    function control.fire(event)
        schedule(function(self)
            for _, listener in ipairs(copy(state.listeners)) do
                if listener.event == event then listener.fn(self) end
            end
        end)
    end
    function control.update()
        local batch = queue
        queue = {}
        for _, fn in ipairs(batch) do fn(nil) end
    end
    function control.pending() return #queue end

    return sdk, control
end

return M
