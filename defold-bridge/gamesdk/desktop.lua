-- Desktop stubs of the GameSdk Lua API: the same functions, arguments, callbacks and errors as the
-- HTML5 extension, behaving like the partner platform's capability profile, so a game runs and its
-- flow can be tested outside a browser. State lives in memory (player data is also written with
-- sys.save when Defold's `sys` is there). Nothing is signed: signed values are "mock-unsigned" (gamesdk/generated/mock_platform.lua),
-- which any verification server rejects.
--
--   local sdk, control = require("gamesdk.desktop").new({ schedule = ... })
--
-- A game gets both through require("gamesdk.sdk") (sdk.control, outside HTML5). `control` plays the
-- platform in development and tests with the mock platform's control verbs, MockControl's names in
-- snake_case, each row of sdk-core/api/mock-platform.json (gamesdk/generated/mock_platform.lua):
-- reset(), get_player(), set_player({ id, registered }), get_player_data(), get_notifications(),
-- get_purchases(), seed_purchases(count, product_id), fail_next_consume(count, after),
-- get_subscriptions(), set_subscription(product_id, status), add_referral(player_id),
-- set_entry_payload(payload), fire(event), set_outcome(kind, choice, times), clear_outcomes(),
-- set_offers_purchases(bool) (false: a platform without purchases, as the local fallback); and
-- update() and pending() (the callbacks waiting; see options.schedule).
--
-- Every sdk.<name> is built here from its row in the generated gamesdk/generated/desktop_ops.lua: its
-- argument checks, async scheduling, module checks, quiet and notOffered answers, values and
-- supports flags. What the mock platform does lives in gamesdk/desktop/<area>.lua as features
-- ("store.getString", "shop.purchase"...) that rows name; several functions may share one.
local rules = require("gamesdk.desktop.rules")
local calls = require("gamesdk.desktop.calls")
local OPS = require("gamesdk.generated.desktop_ops")
local MOCK = require("gamesdk.generated.mock_platform")

local M = {}

-- The lifecycle's messages, the same text on every engine (sdk-core/api/rules.json).
local say = require("gamesdk.generated.rules").messages

local raise = rules.raise

local function copy(value)
    if type(value) ~= "table" then return value end
    local out = {}
    for k, v in pairs(value) do out[k] = copy(v) end
    return out
end

-- Defold bundles only modules required by a literal name: each is named here. The control comes
-- first: the other areas define their verbs through it.
local AREAS = {
    require("gamesdk.desktop.control"), require("gamesdk.desktop.lifecycle"), require("gamesdk.desktop.store"), require("gamesdk.desktop.player"),
    require("gamesdk.desktop.prompt"), require("gamesdk.desktop.notifications"), require("gamesdk.desktop.shop"),
    require("gamesdk.desktop.session"), require("gamesdk.desktop.share"), require("gamesdk.desktop.ads"),
    require("gamesdk.desktop.events"), require("gamesdk.desktop.helpers"),
}

--- Makes a fresh desktop SDK and its control. Callbacks never run inside the call that asked for
--- them: `options.schedule(fn)` defers one (gamesdk.sdk passes Defold's timer.delay(0, ...) inside
--- the engine); without it they wait in a queue that control.update() runs (a game's own tests
--- outside the engine call it, or pump it each frame).
function M.new(options)
    options = options or {}
    local sdk, control = {}, {}
    local state = { listeners = {}, next_listener = 0 }
    local queue = {}
    local features = {}
    local env = { control = control, state = state, rules = rules, raise = raise, copy = copy, check_args = calls.check_args,
        read_error = calls.parse_error, PLAYER_DATA_LIMIT = rules.PLAYER_DATA_LIMIT_BYTES }

    if options.schedule ~= nil and type(options.schedule) ~= "function" then error("options.schedule must be a function", 2) end
    env.schedule = options.schedule or function(fn) queue[#queue + 1] = fn end

    -- A player new to the platform: no data, purchases, notifications, referrals or plans held.
    local function new_player(id)
        state.player_id, state.registered, state.store, state.purchases, state.notifications, state.referrals = id, false, {}, {}, {}, {}
        state.subscriptions = {}
        for i, plan in ipairs(rules.PLANS) do
            local shown = copy(plan)
            shown.is_active, shown.trial_eligible, shown.status, shown.signed_request = false, plan.trial_days > 0, "inactive", MOCK.UNSIGNED
            state.subscriptions[i] = shown
        end
    end

    --- Another player: the save file is the first player's, another player's data stays in memory.
    function env.switch_player(id)
        new_player(id)
        env.save_file = nil
    end

    --- A fresh launch of the platform (control.reset): the first player, a guest, with the data its
    --- save file holds; nothing scripted; the SDK not initialised. The game's listeners stay.
    function env.reset()
        new_player(MOCK.FIRST_PLAYER_ID)
        state.initialized, state.started, state.offers_purchases, state.outcomes = false, false, true, {}
        state.next_token, state.prompts, state.next_prompt, state.entry_payload = 0, {}, 0, nil
        state.consumed, state.faults, state.catalog = {}, {}, copy(rules.CATALOG)
        env.save_file = type(sys) == "table" and sys.get_save_file and sys.get_save_file("gamesdk", "desktop-player")
        if env.save_file then state.store = sys.load(env.save_file) or {} end
    end
    env.reset()

    function env.ready(context)
        if not state.initialized then raise("NOT_INITIALIZED", say.not_initialized(context), context) end
    end
    local ready = env.ready

    -- Writes `changes` into the store unless the result would pass the limit.
    function env.write(changes)
        local next_store = copy(state.store)
        for key, value in pairs(changes) do next_store[key] = value end
        if #rules.json_encode(next_store) > env.PLAYER_DATA_LIMIT then return false end
        state.store = next_store
        if env.save_file then sys.save(env.save_file, state.store) end
        return true
    end

    function env.player()
        return { id = state.player_id, mode = state.registered and "authorized" or "lite" }
    end

    --- Fails the call with the fault `kind`'s error (generated FAULTS) when its verb, (count, after),
    --- said this one fails: after `after` more calls succeed, the next `count` fail.
    function env.fault(kind, context)
        local fault = state.faults[kind]
        if fault == nil or fault.count == 0 then return end
        if fault.after > 0 then
            fault.after = fault.after - 1
            return
        end
        fault.count = fault.count - 1
        raise(MOCK.FAULTS[kind].code, say[MOCK.FAULTS[kind].message](), context)
    end
    --- Refuses the call unless the state passes the guard `name` (generated GUARDS, engineMock's).
    function env.guard(name, context)
        local guard = MOCK.GUARDS[name]
        if state[guard.holds] ~= guard.is then raise(guard.code, say[guard.rule](context), context) end
    end
    --- Before the mock feature `feature` acts for the operation `context`: its guards before, the
    --- operation's argument checks (rules.json), then its guards after (engineMock's features).
    function env.admit(feature, context, args)
        local guards = MOCK.FEATURE_GUARDS[feature] or {}
        for _, name in ipairs(guards.before or {}) do env.guard(name, context) end
        rules.check(context, args)
        for _, name in ipairs(guards.after or {}) do env.guard(name, context) end
    end

    --- Registers what the mock platform does for a feature. A sync, void or async row's handler is
    --- called as handler(context, ...arguments) once its arguments passed the row's checks and the
    --- SDK is initialised (options.anytime: initialised or not); a callback, event or helper row's
    --- as handler(call, ...) with the Lua arguments unchecked, call = { where = "sdk.<name>",
    --- context, args, event, callbacks }.
    function env.feature(name, handler, feature_options)
        if features[name] then error("gamesdk desktop stubs: the feature " .. name .. " is registered twice") end
        features[name] = { handler = handler, anytime = feature_options ~= nil and feature_options.anytime == true, used = false }
    end

    for _, area in ipairs(AREAS) do area(env) end

    local function unsupported(context)
        ready(context)
        raise("FEATURE_NOT_SUPPORTED", say.not_offered(context, "partner"), context)
    end

    -- The function a row describes.
    local function answer(name, op)
        local context = op.context
        local plain = function(fn) return calls.plain(name, op, fn, env.schedule) end
        -- A module check answers false before initialisation, as the core's runtime.supports, unless its row says anytime.
        if op.module_check then return plain(function() return (op.anytime == true or state.initialized) and op.partner == "offered" end) end
        if op.partner == "notOffered" then return plain(function() unsupported(context) end) end
        if op.partner == "quiet" then return plain(function() ready(context) end) end
        local mock = op.mock
        if mock.supports ~= nil then return plain(function() return state.initialized and mock.supports end) end
        if mock.feature == nil then return plain(function() ready(context); return copy(mock.value) end) end
        local feature = features[mock.feature]
        if not feature then error("gamesdk desktop stubs: no handler for the feature " .. mock.feature .. " (sdk." .. name .. "): register it in gamesdk/desktop/") end
        feature.used = true
        local handler = feature.handler
        if op.kind == "sync" or op.kind == "void" or op.kind == "async" then
            return plain(function(...)
                if not feature.anytime then ready(context) end
                env.admit(mock.feature, context, { ... })
                return handler(context, ...)
            end)
        end
        local call = { where = "sdk." .. name, context = context, args = op.args, event = op.event, callbacks = op.callbacks }
        return function(...) return handler(call, ...) end
    end

    -- An iap function as on a platform without purchases (control.set_offers_purchases(false)):
    -- capability checks answer false, everything else fails FEATURE_NOT_SUPPORTED.
    local function purchases_switchable(name, op, offered)
        if op.partner ~= "offered" or op.context:sub(1, 4) ~= "iap." then return offered end
        local check = op.module_check or (op.mock ~= nil and op.mock.supports ~= nil)
        local without = calls.plain(name, op, function()
            if check then return false end
            unsupported(op.context)
        end, env.schedule)
        return function(...)
            if state.offers_purchases then return offered(...) end
            return without(...)
        end
    end

    for name, op in pairs(OPS) do sdk[name] = purchases_switchable(name, op, answer(name, op)) end
    for name, feature in pairs(features) do
        if not feature.used then error("gamesdk desktop stubs: the feature " .. name .. " is named by no row of generated/desktop_ops.lua") end
    end

    -- ---- Control: the scheduler's pump (the platform's verbs are gamesdk/desktop/control.lua's) ----
    function control.update()
        local batch = queue
        queue = {}
        for _, fn in ipairs(batch) do fn(nil) end
    end
    function control.pending() return #queue end

    return sdk, control
end

return M
