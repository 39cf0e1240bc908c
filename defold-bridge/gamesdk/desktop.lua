-- Desktop stubs of the GameSdk Lua API: the same functions, arguments, callbacks and errors as the
-- HTML5 extension, behaving like the partner platform's capability profile, so a game runs and its
-- flow can be tested outside a browser. State lives in memory (player data is also written with
-- sys.save when Defold's `sys` is there). Nothing is signed: signed values are "mock-unsigned"
-- (gamesdk/generated/mock_platform.lua), which any verification server rejects.
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
-- Every sdk.<name> is built from its row in the generated gamesdk/generated/desktop_ops.lua (its
-- argument checks, async scheduling, module checks, quiet and notOffered answers, values and
-- supports flags), and what the mock does is data: mock-platform.json's engineMock, compiled to Lua
-- (generated FEATURES and DOINGS: guards, a template answer or state change, or a procedure of
-- gamesdk/desktop/procedures.lua), and rules.json's checks (compiled too: gamesdk/generated/checks.lua).
-- What only Lua has (listeners, sdk.parse_error, callback tables) is gamesdk/desktop/bridge.lua's.
local rules = require("gamesdk.desktop.rules")
local calls = require("gamesdk.desktop.calls")
local OPS = require("gamesdk.generated.desktop_ops")
local MOCK = require("gamesdk.generated.mock_platform")
local say = require("gamesdk.generated.rules").messages

local M = {}
local raise = rules.raise

local function copy(value)
    if type(value) ~= "table" then return value end
    local out = {}
    for k, v in pairs(value) do out[k] = copy(v) end
    return out
end

--- Makes a fresh desktop SDK and its control. Callbacks never run inside the call that asked for
--- them: `options.schedule(fn)` defers one (gamesdk.sdk passes Defold's timer.delay(0, ...) inside
--- the engine); without it they wait in a queue that control.update() runs (a game's own tests
--- outside the engine call it, or pump it each frame).
function M.new(options)
    options = options or {}
    if options.schedule ~= nil and type(options.schedule) ~= "function" then error(say.not_a_function("options.schedule"), 2) end
    local sdk, control, queue, used = {}, {}, {}, {}
    -- The mock: its state (engineMock's, replaced by each reset), the game's listeners (kept across
    -- resets) and what the procedures share.
    local m = { copy = copy, raise = raise, listeners = {} }
    m.schedule = options.schedule or function(fn) queue[#queue + 1] = fn end

    m.procedures = require("gamesdk.desktop.procedures")(m)
    local bridge = require("gamesdk.desktop.bridge")(m)
    -- Every procedure the data names is written (a new one fails here, at once, with its name).
    for _, name in ipairs(MOCK.PROCEDURES) do
        if not m.procedures[name] then error("gamesdk desktop stubs: engineMock names the procedure " .. name .. ": add it to gamesdk/desktop/procedures.lua") end
    end

    function m.ready(context)
        if not m.state.initialized then raise("NOT_INITIALIZED", say.not_initialized(context), context) end
    end
    m.check = rules.check

    local function unsupported(context)
        m.ready(context)
        raise("FEATURE_NOT_SUPPORTED", say.not_offered(context, "partner"), context)
    end

    -- The function a row describes. On a platform without purchases (control.set_offers_purchases(false))
    -- an offered iap function's capability checks answer false and everything else fails FEATURE_NOT_SUPPORTED.
    local function answer(name, op)
        local context, mock, where = op.context, op.mock or {}, "sdk." .. name
        local purchases = op.partner == "offered" and context:sub(1, 4) == "iap."
        local plain = function(fn)
            return calls.plain(name, op, function(...)
                if not purchases or m.state.offers_purchases then return fn(...) end
                if op.module_check or mock.supports ~= nil then return false end
                unsupported(context)
            end, m.schedule)
        end
        -- A module check answers false before initialisation, as the core's runtime.supports, unless its row says anytime.
        if op.module_check then return plain(function() return (op.anytime == true or m.state.initialized) and op.partner == "offered" end) end
        if op.partner == "quiet" then return plain(function() m.ready(context) end) end
        if op.partner == "notOffered" then return plain(function() unsupported(context) end) end
        if mock.supports ~= nil then return plain(function() return m.state.initialized and mock.supports end) end
        if mock.feature == nil then return plain(function() m.ready(context); return copy(mock.value) end) end
        local feature, own = MOCK.FEATURES[mock.feature], bridge.features[mock.feature]
        if not (feature or own) then error("gamesdk desktop stubs: no handler for the feature " .. mock.feature .. " (" .. where .. "): add it to sdk-core/api/mock-platform.json's engineMock") end
        used[mock.feature] = true
        if own then return function(...) return own(where, op, ...) end end
        local call = function(...) return feature(m, context, { n = select("#", ...), ... }) end
        if op.kind == "callback" and op.args[1].name == "callbacks" then return function(...) return call(bridge.ad_callbacks(where, op.callbacks, ...)) end end
        return plain(call)
    end

    for name, op in pairs(OPS) do sdk[name] = answer(name, op) end
    for _, features in ipairs({ MOCK.FEATURES, bridge.features }) do
        for name in pairs(features) do
            if not used[name] then error("gamesdk desktop stubs: the feature " .. name .. " is named by no row of generated/desktop_ops.lua") end
        end
    end

    -- Raises the refusal of a control verb: "control.<verb>: <what>", at the caller of the verb.
    function m.refuse(verb, what) error(rules.where() .. "control." .. verb .. ": " .. what, 0) end
    -- The control verbs (engineMock's DOINGS, compiled), their arguments checked by their generated
    -- VERBS functions (mock-platform.json's control rows), which refuse a bad one before the verb runs.
    for verb, doing in pairs(MOCK.DOINGS) do
        local refuse = function(what) m.refuse(verb, what) end
        control[verb] = function(...)
            local args = MOCK.VERBS[verb](refuse, ...)
            return doing(m, verb, args)
        end
    end
    -- The scheduler's pump.
    function control.update()
        local batch = queue
        queue = {}
        for _, fn in ipairs(batch) do fn(nil) end
    end
    function control.pending() return #queue end

    control.reset()
    return sdk, control
end

return M
