-- Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
--
-- The mock platform's behaviour every engine's mock shares: who the player is, what signed values
-- say, the player's scripted choices, the events, and the control verbs with their arguments.

local RULES = require("gamesdk.generated.rules")
local say = RULES.messages

local M = {}

-- a when `holds`, else b (a template's {"$if"}; either may be false or nil).
local function either(holds, a, b)
    if holds then return a end
    return b
end

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
-- a new player, and what each catalog plan adds for them (m: the mock, gamesdk/desktop.lua).
M.LAUNCH = { initialized = false, started = false, offers_purchases = true, outcomes = {}, next_token = 0, prompts = {}, next_prompt = 0, entry_payload = nil, consumed = {}, consume_faults = { count = 0, after = 0 } }
M.NEW_PLAYER = { registered = false, store = {}, notifications = {}, purchases = {}, referrals = {}, plans = {} }
function M.plan(m)
    return { is_active = false, status = "inactive", signed_request = M.UNSIGNED }
end
-- The procedures the features and verbs call (gamesdk/desktop/procedures.lua writes each).
M.PROCEDURES = { "bot_avatar", "cancel", "consume", "fire", "get_many", "get_string", "login", "no_ad", "open_prompt", "purchase", "purchases", "remove", "reset", "schedule", "schedule_week", "seed_purchases", "set_many", "set_outcome", "set_player", "set_string", "set_subscription", "subscribe", "usage" }
-- Each mock feature of the operation table, compiled: (m, context, args) -> its answer, raising
-- its error; the guards, argument checks, procedure, state changes and answer its row says.
M.FEATURES = {
    ["lifecycle.initialize"] = function(m, context, args)
        m.check(context, args)
        m.state.initialized = true
    end,
    ["lifecycle.initialized"] = function(m, context, args)
        m.check(context, args)
        return m.copy(m.state.initialized)
    end,
    ["lifecycle.progress"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
    end,
    ["lifecycle.start"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        m.state.started = true
    end,
    ["store.getString"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.get_string(context, unpack(args, 1, args.n))
    end,
    ["store.setString"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.set_string(context, unpack(args, 1, args.n))
    end,
    ["store.remove"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.remove(context, unpack(args, 1, args.n))
    end,
    ["store.flush"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return true
    end,
    ["store.usage"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.usage(context, unpack(args, 1, args.n))
    end,
    ["store.getMany"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.get_many(context, unpack(args, 1, args.n))
    end,
    ["store.setMany"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.set_many(context, unpack(args, 1, args.n))
    end,
    ["player.id"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.copy(m.state.player_id)
    end,
    ["player.mode"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return either(m.state.registered, "authorized", "lite")
    end,
    ["player.name"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return nil
    end,
    ["player.photo"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return nil
    end,
    ["player.registered"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.copy(m.state.registered)
    end,
    ["player.signIn"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return { id = m.copy(m.state.player_id), mode = either(m.state.registered, "authorized", "lite"), name = nil, photo = nil }
    end,
    ["player.signed"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return { player_id = m.copy(m.state.player_id), signature = M.UNSIGNED }
    end,
    ["player.botAvatar"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.bot_avatar(context, unpack(args, 1, args.n))
    end,
    ["prompt.open"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        if m.state.registered ~= false then m.raise("INVALID_OPERATION", say.already_registered(context), context) end
        return m.procedures.open_prompt(context, unpack(args, 1, args.n))
    end,
    ["prompt.login"] = function(m, context, args)
        m.check(context, args)
        return m.procedures.login(context, unpack(args, 1, args.n))
    end,
    ["notifications.schedule"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        if m.state.registered ~= true then m.raise("PLAYER_NOT_AUTHENTICATED", say.guest_notification(context), context) end
        return m.procedures.schedule(context, unpack(args, 1, args.n))
    end,
    ["notifications.scheduleWeek"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        if m.state.registered ~= true then m.raise("PLAYER_NOT_AUTHENTICATED", say.guest_notification(context), context) end
        return m.procedures.schedule_week(context, unpack(args, 1, args.n))
    end,
    ["notifications.cancel"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        if m.state.registered ~= true then m.raise("PLAYER_NOT_AUTHENTICATED", say.guest_notification(context), context) end
        return m.procedures.cancel(context, unpack(args, 1, args.n))
    end,
    ["notifications.cancelAll"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        if m.state.registered ~= true then m.raise("PLAYER_NOT_AUTHENTICATED", say.guest_notification(context), context) end
        m.state.notifications = {}
    end,
    ["shop.catalog"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.copy(RULES.CATALOG)
    end,
    ["shop.purchase"] = function(m, context, args)
        m.ready(context)
        if m.state.started ~= true then m.raise("INVALID_OPERATION", say.not_started(context), context) end
        m.check(context, args)
        return m.procedures.purchase(context, unpack(args, 1, args.n))
    end,
    ["shop.purchases"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.purchases(context, unpack(args, 1, args.n))
    end,
    ["shop.consume"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.consume(context, unpack(args, 1, args.n))
    end,
    ["shop.plans"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return either(m.state.registered, m.copy(m.state.plans), {})
    end,
    ["shop.subscribe"] = function(m, context, args)
        m.ready(context)
        if m.state.started ~= true then m.raise("INVALID_OPERATION", say.not_started(context), context) end
        m.check(context, args)
        return m.procedures.subscribe(context, unpack(args, 1, args.n))
    end,
    ["session.entryPoint"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.copy(m.state.entry_payload)
    end,
    ["share.image"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
    end,
    ["share.invite"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
    end,
    ["share.referrals"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return { referrals = m.copy(m.state.referrals), signed_request = M.UNSIGNED }
    end,
    ["ads.interstitial"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.no_ad(context, unpack(args, 1, args.n))
    end,
    ["ads.rewarded"] = function(m, context, args)
        m.ready(context)
        m.check(context, args)
        return m.procedures.no_ad(context, unpack(args, 1, args.n))
    end,
}
-- Each control verb, snake_case, compiled: (m, verb, checked arguments) -> its answer.
M.DOINGS = {
    reset = function(m, context, args)
        return m.procedures.reset(context, unpack(args, 1, args.n))
    end,
    get_player = function(m, context, args)
        return { id = m.copy(m.state.player_id), registered = m.copy(m.state.registered) }
    end,
    set_player = function(m, context, args)
        return m.procedures.set_player(context, unpack(args, 1, args.n))
    end,
    get_player_data = function(m, context, args)
        return m.copy(m.state.store)
    end,
    get_notifications = function(m, context, args)
        return m.copy(m.state.notifications)
    end,
    get_purchases = function(m, context, args)
        return m.copy(m.state.purchases)
    end,
    seed_purchases = function(m, context, args)
        local done = m.procedures.seed_purchases(context, unpack(args, 1, args.n))
        return m.copy(m.state.purchases)
    end,
    fail_next_consume = function(m, context, args)
        m.state.consume_faults = { count = m.copy(args.count), after = m.copy(args.after) }
    end,
    get_subscriptions = function(m, context, args)
        return m.copy(m.state.plans)
    end,
    set_subscription = function(m, context, args)
        return m.procedures.set_subscription(context, unpack(args, 1, args.n))
    end,
    add_referral = function(m, context, args)
        table.insert(m.state.referrals, { player_id = m.copy(args.player_id) })
    end,
    set_entry_payload = function(m, context, args)
        m.state.entry_payload = m.copy(args.payload)
    end,
    fire = function(m, context, args)
        return m.procedures.fire(context, unpack(args, 1, args.n))
    end,
    set_outcome = function(m, context, args)
        return m.procedures.set_outcome(context, unpack(args, 1, args.n))
    end,
    clear_outcomes = function(m, context, args)
        m.state.outcomes = {}
    end,
    set_offers_purchases = function(m, context, args)
        m.state.offers_purchases = m.copy(args.offers)
    end,
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
