-- Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
--
-- The mock platform's behaviour every engine's mock shares: who the player is, what signed values
-- say, the player's scripted choices, the events, and the control verbs with their arguments.

local M = {}

M.FIRST_PLAYER_ID = "player-1"
-- A purchase token is this and a number counting from 1.
M.PURCHASE_TOKEN_PREFIX = "mock-purchase-"
-- Every signed value: nothing is signed outside the mock platform server.
M.UNSIGNED = "mock-unsigned"
-- The choices of each kind of step the player decides (control.set_outcome).
M.OUTCOMES = {
    checkout = { "buy", "close" },
    registration = { "register", "close" },
    share = { "share", "close" },
}
M.EVENTS = { "pause", "resume", "exitRequested" }
-- What the mock does (mock-platform.json engineMock, in snake_case): the state of a launch and of
-- a new player, what each catalog plan adds for them, and the guards around an argument check.
M.LAUNCH = { initialized = false, started = false, offers_purchases = true, outcomes = {}, next_token = 0, prompts = {}, next_prompt = 0, entry_payload = nil, consumed = {}, consume_faults = { count = 0, after = 0 } }
M.NEW_PLAYER = { registered = false, store = {}, notifications = {}, purchases = {}, referrals = {}, plans = {} }
M.PLAN = { is_active = false, status = "inactive", signed_request = "$unsigned" }
M.GUARDS = {
    started = { is = true, holds = "started", code = "INVALID_OPERATION", rule = "not_started" },
    registered = { is = true, holds = "registered", code = "PLAYER_NOT_AUTHENTICATED", rule = "guest_notification" },
    guest = { is = false, holds = "registered", code = "INVALID_OPERATION", rule = "already_registered" },
}
-- Each mock feature of the operation table: anytime, before, after, and do, set or append, then answer.
M.FEATURES = {
    ["lifecycle.initialize"] = { anytime = true, set = { initialized = true } },
    ["lifecycle.initialized"] = { anytime = true, answer = "$initialized" },
    ["lifecycle.progress"] = {},
    ["lifecycle.start"] = { set = { started = true } },
    ["store.getString"] = { ["do"] = "get_string" },
    ["store.setString"] = { ["do"] = "set_string" },
    ["store.remove"] = { ["do"] = "remove" },
    ["store.flush"] = { answer = true },
    ["store.usage"] = { ["do"] = "usage" },
    ["store.getMany"] = { ["do"] = "get_many" },
    ["store.setMany"] = { ["do"] = "set_many" },
    ["player.id"] = { answer = "$player_id" },
    ["player.mode"] = { answer = { ["$if"] = "registered", ["then"] = "authorized", ["else"] = "lite" } },
    ["player.name"] = { answer = nil },
    ["player.photo"] = { answer = nil },
    ["player.registered"] = { answer = "$registered" },
    ["player.signIn"] = { answer = { id = "$player_id", mode = { ["$if"] = "registered", ["then"] = "authorized", ["else"] = "lite" }, name = nil, photo = nil } },
    ["player.signed"] = { answer = { player_id = "$player_id", signature = "$unsigned" } },
    ["player.botAvatar"] = { ["do"] = "bot_avatar" },
    ["prompt.open"] = { after = { "guest" }, ["do"] = "open_prompt" },
    ["prompt.login"] = { anytime = true, ["do"] = "login" },
    ["notifications.schedule"] = { after = { "registered" }, ["do"] = "schedule" },
    ["notifications.scheduleWeek"] = { after = { "registered" }, ["do"] = "schedule_week" },
    ["notifications.cancel"] = { after = { "registered" }, ["do"] = "cancel" },
    ["notifications.cancelAll"] = { after = { "registered" }, set = { notifications = {} } },
    ["shop.catalog"] = { answer = "$catalog" },
    ["shop.purchase"] = { before = { "started" }, ["do"] = "purchase" },
    ["shop.purchases"] = { ["do"] = "purchases" },
    ["shop.consume"] = { ["do"] = "consume" },
    ["shop.plans"] = { answer = { ["$if"] = "registered", ["then"] = "$plans", ["else"] = {} } },
    ["shop.subscribe"] = { before = { "started" }, ["do"] = "subscribe" },
    ["session.entryPoint"] = { answer = "$entry_payload" },
    ["share.image"] = {},
    ["share.invite"] = {},
    ["share.referrals"] = { answer = { referrals = "$referrals", signed_request = "$unsigned" } },
    ["ads.interstitial"] = { ["do"] = "no_ad" },
    ["ads.rewarded"] = { ["do"] = "no_ad" },
}
-- Each control verb, snake_case: do, set or append, then answer.
M.DOINGS = {
    reset = { ["do"] = "reset" },
    get_player = { answer = { id = "$player_id", registered = "$registered" } },
    set_player = { ["do"] = "set_player" },
    get_player_data = { answer = "$store" },
    get_notifications = { answer = "$notifications" },
    get_purchases = { answer = "$purchases" },
    seed_purchases = { ["do"] = "seed_purchases", answer = "$purchases" },
    fail_next_consume = { set = { consume_faults = { count = "@count", after = "@after" } } },
    get_subscriptions = { answer = "$plans" },
    set_subscription = { ["do"] = "set_subscription" },
    add_referral = { append = { referrals = { player_id = "@player_id" } } },
    set_entry_payload = { set = { entry_payload = "@payload" } },
    fire = { ["do"] = "fire", later = true },
    set_outcome = { ["do"] = "set_outcome" },
    clear_outcomes = { set = { outcomes = {} } },
    set_offers_purchases = { set = { offers_purchases = "@offers" } },
}
-- Whether `value` is one of the list's.
local function has(list, value)
    for _, each in ipairs(list) do
        if each == value then return true end
    end
    return false
end

-- The control verbs, snake_case: each checks its arguments (refuse(what) raises the refusal; an
-- absent optional one gets its default) and answers them by position (n of them) and by name.
M.VERBS = {
    -- Back to a fresh launch: a guest (identities.firstPlayerId) with no data, purchases, notifications, referrals or entry payload, the default catalog with no plan held, no outcomes or faults, purchases offered, and the SDK not initialised.
    reset = function(refuse, ...)
        if select("#", ...) > 0 then refuse("takes 0 arguments, got " .. select("#", ...)) end
        return { n = 0 }
    end,
    -- The current player.
    get_player = function(refuse, ...)
        if select("#", ...) > 0 then refuse("takes 0 arguments, got " .. select("#", ...)) end
        return { n = 0 }
    end,
    -- Switches to player id (absent: the current one; a new id is a new guest with no data, purchases or plans held) and sets whether they are registered (absent: unchanged).
    set_player = function(refuse, ...)
        if select("#", ...) > 1 then refuse("takes 1 arguments, got " .. select("#", ...)) end
        local player = ...
        if player == nil then refuse("player is required") end
        if type(player) ~= "table" then refuse("player must be a table, got " .. tostring(player)) end
        if player["id"] ~= nil then
            if type(player["id"]) ~= "string" then refuse("id must be a string, got " .. tostring(player["id"])) end
            if player["id"] == "" then refuse("id must not be empty") end
        end
        if player["registered"] ~= nil then
            if type(player["registered"]) ~= "boolean" then refuse("registered must be a boolean, got " .. tostring(player["registered"])) end
        end
        for key in pairs(player) do
            if not has({ "id", "registered" }, key) then refuse("unknown key '" .. tostring(key) .. "' in player") end
        end
        return { n = 1, player, player = player }
    end,
    -- The current player's stored data.
    get_player_data = function(refuse, ...)
        if select("#", ...) > 0 then refuse("takes 0 arguments, got " .. select("#", ...)) end
        return { n = 0 }
    end,
    -- The current player's scheduled notifications.
    get_notifications = function(refuse, ...)
        if select("#", ...) > 0 then refuse("takes 0 arguments, got " .. select("#", ...)) end
        return { n = 0 }
    end,
    -- The current player's unconsumed purchases, oldest first (all of them, not 50 a call).
    get_purchases = function(refuse, ...)
        if select("#", ...) > 0 then refuse("takes 0 arguments, got " .. select("#", ...)) end
        return { n = 0 }
    end,
    -- Adds count paid, unconsumed purchases of productId (absent: the catalog's first product) for the current player; answers the player's unconsumed purchases.
    seed_purchases = function(refuse, ...)
        if select("#", ...) > 2 then refuse("takes 2 arguments, got " .. select("#", ...)) end
        local count, product_id = ...
        if count == nil then refuse("count is required") end
        if type(count) ~= "number" or count % 1 ~= 0 then refuse("count must be a whole number, got " .. tostring(count)) end
        if count < 1 then refuse("count must be a whole number from 1, got " .. tostring(count)) end
        if product_id ~= nil then
            if type(product_id) ~= "string" then refuse("product_id must be a string, got " .. tostring(product_id)) end
        end
        return { n = 2, count, product_id, count = count, product_id = product_id }
    end,
    -- Makes count consume calls fail with OPERATION_FAILED after after more succeed (replacing any earlier setting); a failed purchase stays pending.
    fail_next_consume = function(refuse, ...)
        if select("#", ...) > 2 then refuse("takes 2 arguments, got " .. select("#", ...)) end
        local count, after = ...
        if count ~= nil then
            if type(count) ~= "number" or count % 1 ~= 0 then refuse("count must be a whole number, got " .. tostring(count)) end
            if count < 0 then refuse("count must be a whole number from 0, got " .. tostring(count)) end
        end
        if count == nil then count = 1 end
        if after ~= nil then
            if type(after) ~= "number" or after % 1 ~= 0 then refuse("after must be a whole number, got " .. tostring(after)) end
            if after < 0 then refuse("after must be a whole number from 0, got " .. tostring(after)) end
        end
        if after == nil then after = 0 end
        return { n = 2, count, after, count = count, after = after }
    end,
    -- The catalog's plans with the current player's status of each.
    get_subscriptions = function(refuse, ...)
        if select("#", ...) > 0 then refuse("takes 0 arguments, got " .. select("#", ...)) end
        return { n = 0 }
    end,
    -- Sets the current player's status of a plan (active: held).
    set_subscription = function(refuse, ...)
        if select("#", ...) > 2 then refuse("takes 2 arguments, got " .. select("#", ...)) end
        local product_id, status = ...
        if product_id == nil then refuse("product_id is required") end
        if type(product_id) ~= "string" then refuse("product_id must be a string, got " .. tostring(product_id)) end
        if status ~= nil then
            if type(status) ~= "string" then refuse("status must be a string, got " .. tostring(status)) end
        end
        if status == nil then status = "active" end
        return { n = 2, product_id, status, product_id = product_id, status = status }
    end,
    -- Adds an invited player who registered to the current player's referrals.
    add_referral = function(refuse, ...)
        if select("#", ...) > 1 then refuse("takes 1 arguments, got " .. select("#", ...)) end
        local player_id = ...
        if player_id == nil then refuse("player_id is required") end
        if type(player_id) ~= "string" then refuse("player_id must be a string, got " .. tostring(player_id)) end
        if player_id == "" then refuse("player_id must not be empty") end
        return { n = 1, player_id, player_id = player_id }
    end,
    -- The entry payload session.getEntryPointData answers (null: none).
    set_entry_payload = function(refuse, ...)
        if select("#", ...) > 1 then refuse("takes 1 arguments, got " .. select("#", ...)) end
        local payload = ...
        if payload ~= nil then
            if type(payload) ~= "table" then refuse("payload must be a table, got " .. tostring(payload)) end
        end
        return { n = 1, payload, payload = payload }
    end,
    -- Fires a platform event at the game (its pause, resume or exit-requested listeners run).
    fire = function(refuse, ...)
        if select("#", ...) > 1 then refuse("takes 1 arguments, got " .. select("#", ...)) end
        local event = ...
        if event == nil then refuse("event is required") end
        if type(event) ~= "string" then refuse("event must be a string, got " .. tostring(event)) end
        if not has({ "pause", "resume", "exitRequested" }, event) then refuse("event must be one of " .. table.concat({ "pause", "resume", "exitRequested" }, ", ") .. ", got " .. tostring(event)) end
        return { n = 1, event, event = event }
    end,
    -- The player's choice for the next times steps of kind, applied when the step opens (outcomes.appliesAt).
    set_outcome = function(refuse, ...)
        if select("#", ...) > 3 then refuse("takes 3 arguments, got " .. select("#", ...)) end
        local kind, choice, times = ...
        if kind == nil then refuse("kind is required") end
        if type(kind) ~= "string" then refuse("kind must be a string, got " .. tostring(kind)) end
        if not has({ "checkout", "registration", "share" }, kind) then refuse("kind must be one of " .. table.concat({ "checkout", "registration", "share" }, ", ") .. ", got " .. tostring(kind)) end
        if choice == nil then refuse("choice is required") end
        if type(choice) ~= "string" then refuse("choice must be a string, got " .. tostring(choice)) end
        if not has(M.OUTCOMES[kind], choice) then refuse("choice must be one of " .. table.concat(M.OUTCOMES[kind], ", ") .. ", got " .. tostring(choice)) end
        if times ~= nil then
            if type(times) ~= "number" or times % 1 ~= 0 then refuse("times must be a whole number, got " .. tostring(times)) end
            if times < 1 then refuse("times must be a whole number from 1, got " .. tostring(times)) end
        end
        if times == nil then times = 1 end
        return { n = 3, kind, choice, times, kind = kind, choice = choice, times = times }
    end,
    -- Drops every outcome set with setOutcome.
    clear_outcomes = function(refuse, ...)
        if select("#", ...) > 0 then refuse("takes 0 arguments, got " .. select("#", ...)) end
        return { n = 0 }
    end,
    -- false plays a platform without purchases, as the local fallback: the iap capability checks answer false, every other iap call fails FEATURE_NOT_SUPPORTED, a recovery completes with an empty report.
    set_offers_purchases = function(refuse, ...)
        if select("#", ...) > 1 then refuse("takes 1 arguments, got " .. select("#", ...)) end
        local offers = ...
        if offers == nil then refuse("offers is required") end
        if type(offers) ~= "boolean" then refuse("offers must be a boolean, got " .. tostring(offers)) end
        return { n = 1, offers, offers = offers }
    end,
}

return M
