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
--
-- Each module's offered operations live in gamesdk/desktop/<module>.lua; every function's kind,
-- argument specs and partner behaviour come from the generated gamesdk/desktop_ops.lua, and the
-- operations the platform does not offer or drops are made from it here.
local rules = require("gamesdk.desktop_rules")
local OPS = require("gamesdk.desktop_ops")

local M = {}

local raise = rules.raise

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

-- Defold bundles only modules required by a literal name: each is named here.
local MODULES = {
    require("gamesdk.desktop.lifecycle"), require("gamesdk.desktop.data"), require("gamesdk.desktop.player"),
    require("gamesdk.desktop.auth"), require("gamesdk.desktop.notifications"), require("gamesdk.desktop.iap"),
    require("gamesdk.desktop.session"), require("gamesdk.desktop.ads"), require("gamesdk.desktop.events"),
}

--- Makes a fresh desktop SDK and its control. `options.schedule(fn)` overrides how callbacks are
--- deferred (default: Defold's timer.delay(0, ...) when present, else control.update()).
function M.new(options)
    options = options or {}
    local sdk, control = {}, {}
    local state = { initialized = false, started = false, registered = false, player_id = "desktop-player",
        store = {}, notifications = {}, purchases = {}, subscriptions = {}, outcomes = {}, next_token = 0,
        listeners = {}, next_listener = 0, prompts = {}, next_prompt = 0, catalog = copy(rules.CATALOG) }
    local queue = {}
    local env = { sdk = sdk, control = control, state = state, rules = rules, raise = raise, copy = copy, check_args = check_args, ops = OPS,
        PLAYER_DATA_LIMIT = rules.PLAYER_DATA_LIMIT_BYTES }

    env.schedule = options.schedule or function(fn)
        if type(timer) == "table" and timer.delay then
            timer.delay(0, false, function(self) fn(self) end)
        else
            queue[#queue + 1] = fn
        end
    end
    local schedule = env.schedule

    env.save_file = type(sys) == "table" and sys.get_save_file and sys.get_save_file("gamesdk", "desktop-player")
    if env.save_file then state.store = sys.load(env.save_file) or {} end

    function env.ready(context)
        if not state.initialized then raise("NOT_INITIALIZED", context .. " was called before Sdk.initializeAsync() resolved", context) end
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

    function env.unsupported(context)
        raise("FEATURE_NOT_SUPPORTED", context .. " is not supported on the 'partner' platform", context)
    end

    function env.after_start(context)
        ready(context)
        if not state.started then raise("INVALID_OPERATION", context .. " needs Sdk.startGameAsync() to have resolved first", context) end
    end

    -- Defines sdk.<name> from its row in desktop_ops: arguments checked first, async calls back later.
    function env.define(name, impl)
        local op = OPS[name]
        if not op then error("gamesdk desktop stubs: " .. name .. " is not an operation of desktop_ops.lua") end
        local spec, context = op.args, op.context
        if op.kind == "async" then
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
                if op.kind == "sync" then return result end
            end
        end
    end

    for _, module in ipairs(MODULES) do module(env) end

    -- What the platform does not offer or drops, and every module's is_supported, from the table.
    for name, op in pairs(OPS) do
        if not sdk[name] then
            local context = op.context
            if name:match("_is_supported$") then
                env.define(name, function() return op.partner == "offered" end)
            elseif op.partner == "notOffered" then
                env.define(name, function() ready(context); env.unsupported(context) end)
            elseif op.partner == "quiet" then
                env.define(name, function() ready(context) end)
            else
                error("gamesdk desktop stubs: sdk." .. name .. " is offered on the platform but has no desktop stub (gamesdk/desktop/)")
            end
        end
    end
    sdk.parse_error = parse_error

    -- ---- Control ----
    function control.set_registered(registered) state.registered = registered == true end
    function control.set_outcome(kind, choice)
        state.outcomes[kind] = state.outcomes[kind] or {}
        table.insert(state.outcomes[kind], choice)
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
