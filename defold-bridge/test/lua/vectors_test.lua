-- The shared behaviour vectors (test/vectors/behaviour.json) through the Lua API, with the same
-- expected outcomes as the TypeScript SDK. Usage: vectors_test.lua <desktop|extension> <vectors.json> [guest|registered] [profile] [stage]
-- For the extension the page's player, platform and stage are fixed per process, so each run takes
-- the cases of one player, one profile (partner unless named; the page must be launched on it) and
-- one stage (started unless named). The desktop stubs run every profile, switching purchases off for
-- the no-purchases one, and every stage, on fresh stubs for a case before started.
local T = require("harness")
local targets = require("target")

local target_name, vectors_path, only_player, only_profile, only_stage = arg[1], arg[2], arg[3], arg[4], arg[5]
if target_name == "extension" then only_profile = only_profile or "partner" end
only_stage = only_stage or "started"
local file = assert(io.open(vectors_path, "rb"))
local vectors = host.json_decode(file:read("*a"))
file:close()

-- The one snake_case rule (test/vectors/snake-case.json), as the desktop stubs hold it.
local snake = require("gamesdk.desktop.rules").snake

-- sdk.<module>_<operation> in snake case; Async is dropped unless the name without it is taken
-- by a different operation (data.setStringAsync is sdk.data_set_string_async).
local function lua_name(sdk, call)
    local module, operation = call:match("^(%a+)%.(%a+)$")
    local base = module and (snake(module) .. "_") or ""
    operation = operation or call
    local full = base .. snake(operation)
    if sdk[full] then return full end
    return base .. snake((operation:gsub("Async$", "")))
end

-- TS option shapes to Lua: camelCase keys become snake_case, except inside `data` payloads.
local function to_lua(value, key)
    if type(value) ~= "table" or key == "data" then return value end
    local out = {}
    for k, v in pairs(value) do
        if type(k) == "string" then out[snake(k)] = to_lua(v, k) else out[k] = to_lua(v) end
    end
    return out
end

-- A listener that does nothing, for sdk.on_<event>.
local function noop() end

-- tokens: the purchase tokens sdk.iap_get_purchases listed after the case's pending purchases were seeded.
local function expand(value, tokens)
    if type(value) ~= "table" then return value end
    if value["$listener"] then return noop end
    if value["$pendingToken"] then return assert(tokens[value["$pendingToken"] + 1], "no such pending purchase") end
    if value["$repeat"] then return string.rep(value["$repeat"], value.count) end
    if value["$codeUnit"] then
        -- One UTF-16 code unit as Lua holds it: the generalised UTF-8 of the unit (three bytes for a surrogate).
        local unit = value["$codeUnit"]
        assert(unit >= 0x800 and unit <= 0xFFFF, "$codeUnit: only three-byte units are expanded")
        return string.char(0xE0 + math.floor(unit / 4096), 0x80 + math.floor(unit / 64) % 64, 0x80 + unit % 64)
    end
    if value["$recovery"] == "untouched" then
        -- Recovery options that must never run: a call is reported as a failure, so an empty report proves none ran.
        local options = {
            has_token = function() error("has_token was called") end,
            grant = function() error("grant was called") end,
        }
        if value.misspelt then options[value.misspelt] = function() error(value.misspelt .. " was called") end end
        return options
    end
    if value["$concat"] then
        local parts = {}
        for i, part in ipairs(value["$concat"]) do parts[i] = expand(part, tokens) end
        return table.concat(parts)
    end
    local out = {}
    for k, v in pairs(value) do out[k] = expand(v, tokens) end
    return out
end

local lua_dialect = require("gamesdk.desktop.rules").lua_dialect
local function expect_error(case) return case.expect.error ~= nil end

-- Initialises and starts `t` as far as `stage` says (loaded: neither).
local function advance(t, stage)
    if stage == "loaded" then return end
    local _, err = targets.await(t.sdk.initialize)
    T.eq(err, nil, "initialize error")
    if stage == "initialized" then return end
    _, err = targets.await(t.sdk.start_game)
    T.eq(err, nil, "start_game error")
end

local shared = targets.open(target_name)
local started_as = nil

-- The target a case runs on: the shared one, started (the extension's: at only_stage); on desktop a
-- case of an earlier stage gets fresh stubs of its own.
local function start_as(player, stage)
    if target_name == "desktop" and stage ~= "started" then
        local fresh = targets.open("desktop")
        fresh.set_registered(player == "registered")
        advance(fresh, stage)
        return fresh
    end
    if started_as == player then return shared end
    shared.set_registered(player == "registered")
    if started_as == nil or target_name == "desktop" then
        if started_as == nil then advance(shared, only_stage) end
        started_as = player
        return shared
    end
    error("the extension target runs one player state per process")
end

local ran = 0
for _, case in ipairs(vectors.cases) do
    local profile = case.profile or "partner"
    local stage = case.stage or "started"
    if (not only_player or case.player == only_player) and (not only_profile or profile == only_profile) and (target_name == "desktop" or stage == only_stage) then
        ran = ran + 1
        T.test(case.name .. " (" .. case.call .. " as " .. case.player .. ")", function()
            local target = start_as(case.player, stage)
            local sdk = target.sdk
            if target.set_offers_purchases then target.set_offers_purchases(profile ~= "no-purchases") end
            local name = lua_name(sdk, case.call)
            local args = case.args or {}
            local nargs = #args
            -- Sdk.on(event, fn) is sdk.on_<event>(fn) in Lua; an unknown event has no function to call,
            -- which is Lua's refusal. Sdk.off(event, fn) is sdk.off(id) with the id sdk.on_* returned:
            -- a listener never added is an id never returned (0).
            if case.call == "on" then
                name = "on_" .. snake(args[1])
                if expect_error(case) then
                    T.eq(sdk[name], nil, "sdk." .. name .. " (an event Lua does not have)")
                    return
                end
                args, nargs = { args[2] }, 1
            elseif case.call == "off" then
                args, nargs = { 0 }, 1
            end
            local fn = sdk[name]
            T.eq(type(fn), "function", "sdk." .. name)
            local tokens = {}
            if case.pending then
                target.seed_purchases(case.pending)
                local listed, err = targets.await(sdk.iap_get_purchases)
                T.eq(err, nil, "listing the pending purchases")
                for i, purchase in ipairs(listed or {}) do tokens[i] = purchase.purchase_token end
            end
            if case.checkout then target.set_outcome("checkout", case.checkout) end
            local lua_args = {}
            for i = 1, nargs do lua_args[i] = to_lua(expand(args[i], tokens)) end
            args = lua_args
            for call = 1, (case.times or 1) - 1 do
                local _, err = targets.await(fn, unpack(args, 1, nargs))
                T.eq(err, nil, "call " .. call .. " of " .. case.times)
            end
            local expect = case.expect
            if expect.callbacks then
                local order = {}
                local names = { noFill = "no_fill", afterAd = "after_ad", beforeAd = "before_ad", adViewed = "ad_viewed", adDismissed = "ad_dismissed" }
                local callbacks = {}
                for ts, lua in pairs(names) do callbacks[lua] = function() order[#order + 1] = ts end end
                fn(callbacks)
                T.pump(function() return #order >= #expect.callbacks end, 10000, "ad callbacks")
                T.settle()
                T.eq(order, expect.callbacks, "callbacks in order")
                return
            end
            local outcome
            if case.sync then
                local ok, value = pcall(fn, unpack(args, 1, nargs))
                outcome = ok and { value = value } or { err = sdk.parse_error(value) }
            else
                -- An argument of the wrong Lua type is raised at once, before any callback.
                local ok, result, err = pcall(targets.await, fn, unpack(args, 1, nargs))
                if not ok then outcome = { err = sdk.parse_error(result) }
                else outcome = err and { err = err } or { value = result } end
            end
            if expect.error then
                T.ok(outcome.err, "an error (got " .. T.dump(outcome) .. ")")
                T.eq(outcome.err.code, expect.error, "code")
                -- The SDK's context and message (as in TypeScript), or the Lua function's context and
                -- its own message for a Lua type error, which Lua raises before the rules run.
                local ts_context = case.context or (case.call:find("%.") and case.call or ("Sdk." .. case.call))
                if outcome.err.context == "sdk." .. name then
                    T.ok(outcome.err.message ~= "", "a message")
                else
                    T.eq(outcome.err.context, ts_context, "context")
                    -- The same message in Lua's words: fields in snake_case, nil for undefined.
                    T.eq(outcome.err.message, lua_dialect(expect.message), "message")
                end
            else
                T.eq(outcome.err, nil, "error")
                if expect.value ~= nil then T.eq(outcome.value, expect.value, "value") end
                if expect.fields then
                    T.ok(type(outcome.value) == "table", "an object")
                    for field, wanted in pairs(expect.fields) do T.eq(outcome.value[snake(field)], wanted, snake(field)) end
                end
                if expect.length then T.eq(#outcome.value, expect.length, "list length") end
                if expect.each then
                    T.ok(type(outcome.value) == "table" and #outcome.value > 0, "a non-empty list")
                    for i, element in ipairs(outcome.value) do
                        for field, wanted in pairs(expect.each) do T.eq(element[snake(field)], wanted, "element " .. i .. "'s " .. snake(field)) end
                    end
                end
                -- {value: null} decodes to an empty table (JSON null is nil): the call answers nil.
                if next(expect) == nil then T.eq(outcome.value, nil, "value (null)") end
            end
        end)
    end
end
T.test("the vectors file had cases for this run", function() T.ok(ran > 0, "cases ran") end)

T.finish("vectors through the Lua API (" .. target_name .. (only_player and (", " .. only_player) or "") .. ")")
