-- The shared behaviour vectors (test/vectors/behaviour.json) through the Lua API, with the same
-- expected outcomes as the TypeScript SDK. Usage: vectors_test.lua <desktop|extension> <vectors.json> [guest|registered] [profile]
-- For the extension the page's player and platform are fixed per process, so each run takes the
-- cases of one player and one profile (partner unless named; the page must be launched on it). The
-- desktop stubs run every profile, switching purchases off for the no-purchases one.
local T = require("harness")
local targets = require("target")

local target_name, vectors_path, only_player, only_profile = arg[1], arg[2], arg[3], arg[4]
if target_name == "extension" then only_profile = only_profile or "partner" end
local file = assert(io.open(vectors_path, "rb"))
local vectors = host.json_decode(file:read("*a"))
file:close()

local function snake(name)
    return (name:gsub("(%l)(%u)", "%1_%2"):gsub("(%u)(%u%l)", "%1_%2"):lower())
end

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

-- tokens: the purchase tokens sdk.iap_get_purchases listed after the case's pending purchases were seeded.
local function expand(value, tokens)
    if type(value) ~= "table" then return value end
    if value["$pendingToken"] then return assert(tokens[value["$pendingToken"] + 1], "no such pending purchase") end
    if value["$repeat"] then return string.rep(value["$repeat"], value.count) end
    if value["$recovery"] == "untouched" then
        -- Recovery options that must never run: a call is reported as a failure, so an empty report proves none ran.
        return {
            has_token = function() error("has_token was called") end,
            grant = function() error("grant was called") end,
        }
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

local lua_dialect = require("gamesdk.desktop_rules").lua_dialect
local target = targets.open(target_name)
local sdk = target.sdk
local started_as = nil

local function start_as(player)
    if started_as == player then return end
    target.set_registered(player == "registered")
    if started_as == nil or target_name == "desktop" then
        if started_as == nil then targets.start(target) end
        started_as = player
        return
    end
    error("the extension target runs one player state per process")
end

local ran = 0
for _, case in ipairs(vectors.cases) do
    local profile = case.profile or "partner"
    if (not only_player or case.player == only_player) and (not only_profile or profile == only_profile) then
        ran = ran + 1
        T.test(case.name .. " (" .. case.call .. " as " .. case.player .. ")", function()
            start_as(case.player)
            if target.set_offers_purchases then target.set_offers_purchases(profile ~= "no-purchases") end
            local name = lua_name(sdk, case.call)
            local fn = sdk[name]
            T.eq(type(fn), "function", "sdk." .. name)
            local tokens = {}
            if case.pending then
                target.seed_purchases(case.pending)
                local listed, err = targets.await(sdk.iap_get_purchases)
                T.eq(err, nil, "listing the pending purchases")
                for i, purchase in ipairs(listed or {}) do tokens[i] = purchase.purchase_token end
            end
            local args = {}
            for i, a in ipairs(case.args or {}) do args[i] = to_lua(expand(a, tokens)) end
            for call = 1, (case.times or 1) - 1 do
                local _, err = targets.await(fn, unpack(args, 1, #(case.args or {})))
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
                local ok, value = pcall(fn, unpack(args, 1, #(case.args or {})))
                outcome = ok and { value = value } or { err = sdk.parse_error(value) }
            else
                local result, err = targets.await(fn, unpack(args, 1, #(case.args or {})))
                outcome = err and { err = err } or { value = result }
            end
            if expect.error then
                T.ok(outcome.err, "an error (got " .. T.dump(outcome) .. ")")
                T.eq(outcome.err.code, expect.error, "code")
                -- The SDK's context and message (as in TypeScript), or the Lua function's context and
                -- its own message for a Lua type error, which Lua raises before the rules run.
                local ts_context = case.call:find("%.") and case.call or ("Sdk." .. case.call)
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
            end
        end)
    end
end
T.test("the vectors file had cases for this run", function() T.ok(ran > 0, "cases ran") end)

T.finish("vectors through the Lua API (" .. target_name .. (only_player and (", " .. only_player) or "") .. ")")
