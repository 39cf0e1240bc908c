-- gamesdk.sdk, the module every game script requires: the extension's module when the script
-- sees it, the desktop stubs outside a browser, and on HTML5 without the extension's module (a
-- GUI script under shared_state = 0) an error naming the fix, never the stubs.
-- Run: gamesdk-test-host sdk_module_test.lua   (LuaJIT; HTML5 is faked through sys and html5)
local T = require("harness")

local native = sdk

-- Loads gamesdk.sdk afresh in a script context with `globals` (sdk, sys, html5) set as given.
local NAMES = { "sdk", "sys", "html5" }
local function load_in(globals)
    local saved = {}
    for _, name in ipairs(NAMES) do
        saved[name] = rawget(_G, name)
        rawset(_G, name, globals[name])
    end
    package.loaded["gamesdk.sdk"] = nil
    package.loaded["gamesdk.desktop"] = nil
    local ok, result = pcall(require, "gamesdk.sdk")
    local stubs_loaded = package.loaded["gamesdk.desktop"] ~= nil
    for _, name in ipairs(NAMES) do rawset(_G, name, saved[name]) end
    package.loaded["gamesdk.sdk"] = nil
    return ok, result, stubs_loaded
end

local function sys_of(system_name)
    return { get_sys_info = function() return { system_name = system_name } end }
end

T.test("a script that sees the extension's module gets it, on HTML5 or not", function()
    local ok, module = load_in({ sdk = native, sys = sys_of("HTML5"), html5 = {} })
    T.ok(ok, "loaded: " .. tostring(module))
    T.ok(rawequal(module, native), "the extension's own module")
    T.eq(type(module.iap_recover_purchases), "function", "with the Lua-side purchase recovery")
end)

T.test("outside a browser a script without the extension's module gets the desktop stubs", function()
    for _, system in ipairs({ "Linux", "Darwin", "Windows", "Android", "iPhone OS" }) do
        local ok, module, stubs = load_in({ sys = sys_of(system) })
        T.ok(ok, system .. ": loaded: " .. tostring(module))
        T.ok(stubs, system .. ": the stubs serve")
        T.eq(module.session_get_platform ~= nil, true, system .. ": a full module")
    end
    local ok, _, stubs = load_in({})
    T.ok(ok and stubs, "no sys table at all (plain Lua): the stubs serve")
end)

T.test("on HTML5 without the extension's module (shared_state = 0) requiring gamesdk.sdk raises an error naming the fix, and no stub is loaded", function()
    local cases = {
        { what = "sys says HTML5", globals = { sys = sys_of("HTML5") } },
        { what = "the html5 module is present", globals = { html5 = { run = function() end } } },
        { what = "both", globals = { sys = sys_of("HTML5"), html5 = {} } },
    }
    for _, case in ipairs(cases) do
        local ok, err, stubs = load_in(case.globals)
        T.eq(ok, false, case.what .. ": raised")
        T.ok(not stubs, case.what .. ": the desktop stubs were not loaded")
        T.ok(err:find("shared_state = 1", 1, true) ~= nil, case.what .. ": names the fix: " .. err)
        T.ok(err:find("game.project", 1, true) ~= nil, case.what .. ": names the file: " .. err)
        local parsed = native.parse_error(err)
        T.eq(parsed.code, "INITIALIZATION_ERROR", case.what .. ": code")
        T.eq(parsed.context, "gamesdk.sdk", case.what .. ": context")
    end
end)

T.finish("gamesdk.sdk module selection")
