-- A small test harness for the Lua suites, run inside the test host (which provides `host`).
-- Each suite ends with T.finish(), which prints "N passed, N failed" and raises on failures so
-- the host exits non-zero.
local T = {}

local passed, failed = 0, 0
local pumps = {}

local function dump(value, depth)
    depth = depth or 0
    if type(value) == "string" then return string.format("%q", value) end
    if type(value) ~= "table" then return tostring(value) end
    if depth > 5 then return "{...}" end
    local keys = {}
    for k in pairs(value) do keys[#keys + 1] = k end
    table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
    local parts = {}
    for _, k in ipairs(keys) do parts[#parts + 1] = "[" .. dump(k) .. "]=" .. dump(value[k], depth + 1) end
    return "{" .. table.concat(parts, ", ") .. "}"
end
T.dump = dump

local function equal(a, b)
    if type(a) ~= type(b) then return false end
    if type(a) ~= "table" then return a == b end
    for k, v in pairs(a) do
        if not equal(v, b[k]) then return false end
    end
    for k in pairs(b) do
        if a[k] == nil then return false end
    end
    return true
end
T.equal = equal

--- Fails unless `actual` equals `expected` (deeply for tables, and by type: 0 is not "0").
function T.eq(actual, expected, what)
    if not equal(actual, expected) then
        error(string.format("%s: expected %s, got %s", what or "value", dump(expected), dump(actual)), 2)
    end
end

function T.ok(condition, what)
    if not condition then error((what or "condition") .. " is false", 2) end
end

--- Runs `fn` expecting a Lua error; returns sdk.parse_error of it.
function T.raises(parse, fn, ...)
    local ok, err = pcall(fn, ...)
    if ok then error("expected an error, the call succeeded", 2) end
    return parse(err)
end

--- Adds a function run on every pump (the desktop stubs' scheduler, for example).
function T.on_pump(fn)
    pumps[#pumps + 1] = fn
end

--- Stops running `fn` on every pump.
function T.remove_pump(fn)
    for i = #pumps, 1, -1 do if pumps[i] == fn then table.remove(pumps, i) end end
end

--- Runs the extension's update (and any pump hooks) until `condition()` holds, at most `ms`.
function T.pump(condition, ms, what)
    local deadline = host.clock() + (ms or 5000)
    while true do
        host.update()
        for _, fn in ipairs(pumps) do fn() end
        if condition() then return end
        if host.clock() > deadline then error("timed out waiting for " .. (what or "a condition"), 2) end
        host.sleep(2)
    end
end

--- Pumps a few updates without waiting for anything (to show that nothing else arrives).
function T.settle(count)
    for _ = 1, count or 3 do
        host.update()
        for _, fn in ipairs(pumps) do fn() end
    end
end

function T.test(name, fn)
    local ok, err = xpcall(fn, debug.traceback)
    if ok then
        passed = passed + 1
        print("ok - " .. name)
    else
        failed = failed + 1
        print("not ok - " .. name)
        print("  " .. tostring(err):gsub("\n", "\n  "))
    end
end

function T.finish(suite)
    print(string.format("%s: %d passed, %d failed", suite, passed, failed))
    if failed > 0 then error(suite .. ": " .. failed .. " test(s) failed", 0) end
end

return T
