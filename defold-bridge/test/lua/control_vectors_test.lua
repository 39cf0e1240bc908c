-- The shared control vectors (test/vectors/control.json; its $comment is the format) on the desktop
-- stubs through sdk.control: every case runs on one set of stubs, reset by control.reset() and then
-- initialised and started again, so reset itself is held to every case's start.
-- Usage: control_vectors_test.lua <control.json>
local T = require("harness")
local targets = require("target")

local file = assert(io.open(arg[1], "rb"))
local cases = host.json_decode(file:read("*a")).cases
file:close()

local lua_dialect = require("gamesdk.desktop.rules").lua_dialect
local function snake(name)
    return (name:gsub("(%l)(%u)", "%1_%2"):gsub("(%u)(%u%l)", "%1_%2"):lower())
end

-- TS shapes to Lua: camelCase keys become snake_case, except inside `data` payloads and entry payloads.
local function to_lua(value, key)
    if type(value) ~= "table" or key == "data" then return value end
    local out = {}
    for k, v in pairs(value) do out[type(k) == "string" and snake(k) or k] = to_lua(v, k) end
    return out
end

-- sdk.<module>_<operation>, Async dropped unless the name without it is taken.
local function lua_name(sdk, call)
    local module, operation = call:match("^(%a+)%.(%a+)$")
    local full = snake(module) .. "_" .. snake(operation)
    if sdk[full] then return full end
    return snake(module) .. "_" .. snake((operation:gsub("Async$", "")))
end

local target = targets.open("desktop")
local sdk, control = target.sdk, target.control
local heard = {}
for _, event in ipairs(require("gamesdk.generated.mock_platform").EVENTS) do
    sdk["on_" .. snake(event)](function() heard[#heard + 1] = event end)
end

-- The part of `value` that `path` reaches (TS keys in snake_case, list indexes from 0).
local function reach(value, path)
    for _, key in ipairs(path or {}) do
        T.ok(type(value) == "table", "a table along the path")
        value = value[type(key) == "number" and key + 1 or snake(key)]
    end
    return value
end

local function count(value)
    local n = 0
    for _ in pairs(value) do n = n + 1 end
    return n
end

-- Holds an answer (value, or err for a failed call) to the step's expectation.
local function check(what, expect, value, err)
    if expect == nil then return T.eq(err, nil, what .. ": error") end
    if expect.error then
        T.ok(err, what .. ": an error (got " .. T.dump(value) .. ")")
        T.eq(err.code, expect.error, what .. ": code")
        return T.eq(err.message, lua_dialect(expect.message), what .. ": message")
    end
    T.eq(err, nil, what .. ": error")
    value = reach(value, expect.path)
    if expect.value ~= nil then T.eq(value, to_lua(expect.value, "data"), what .. ": value") end
    for field, wanted in pairs(expect.fields or {}) do T.eq(value[snake(field)], wanted, what .. ": " .. snake(field)) end
    if expect.length then T.eq(#value, expect.length, what .. ": length") end
    if expect.count then T.eq(count(value), expect.count, what .. ": entries") end
    if expect.each then
        T.ok(#value > 0, what .. ": a non-empty list")
        for _, element in ipairs(value) do
            for field, wanted in pairs(expect.each) do T.eq(element[snake(field)], wanted, what .. ": " .. snake(field)) end
        end
    end
    -- {value: null} decodes to an empty table: the answer is nil.
    if next(expect) == nil then T.eq(value, nil, what .. ": value (null)") end
end

local function run_control(step)
    local args = {}
    for i = 1, #(step.args or {}) do args[i] = to_lua(step.args[i], step.control == "setEntryPayload" and "data" or nil) end
    local fn = control[snake(step.control)]
    T.eq(type(fn), "function", "control." .. snake(step.control))
    local ok, value = pcall(fn, unpack(args, 1, table.maxn(args)))
    if step.expect and step.expect.refused then return T.ok(not ok, "control." .. snake(step.control) .. " refuses " .. T.dump(args)) end
    T.ok(ok, "control." .. snake(step.control) .. ": " .. tostring(value))
    check("control." .. snake(step.control), step.expect, value)
end

local function run_call(step)
    local name = lua_name(sdk, step.call)
    local args = {}
    for i, arg in ipairs(step.args or {}) do
        if type(arg) == "table" and arg["$pendingToken"] then
            local listed = targets.await(sdk.iap_get_purchases)
            args[i] = listed[arg["$pendingToken"] + 1].purchase_token
        else
            args[i] = to_lua(arg)
        end
    end
    local expect = step.expect or {}
    if expect.closed then
        local closed
        sdk[name](args[1], function(_, result) closed = result end)
        T.pump(function() return closed ~= nil end, 1000, "the prompt's on_close")
        return T.eq(closed.registered, expect.closed.registered, "registered")
    end
    local op = require("gamesdk.generated.desktop_ops")[name]
    if op.kind == "async" then
        local value, err = targets.await(sdk[name], unpack(args))
        return check("sdk." .. name, step.expect, value, err)
    end
    local ok, value = pcall(sdk[name], unpack(args))
    if ok then return check("sdk." .. name, step.expect, value) end
    check("sdk." .. name, step.expect, nil, sdk.parse_error(value))
end

local ran = 0
for _, case in ipairs(cases) do
    ran = ran + 1
    T.test(case.name, function()
        control.reset()
        targets.start(target)
        T.settle()
        heard = {}
        for _, step in ipairs(case.steps) do
            if step.control then run_control(step)
            elseif step.call then run_call(step)
            else
                T.settle()
                T.eq(heard, step.events, "events heard")
            end
        end
    end)
end
T.test("the control vectors file had cases", function() T.ok(ran > 0, "cases ran") end)
T.finish("control vectors on the desktop stubs")
