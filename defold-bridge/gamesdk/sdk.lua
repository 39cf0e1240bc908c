-- The `sdk` module for game scripts: the native extension's module on HTML5, and the desktop
-- stubs everywhere else, with the same functions and callbacks; both get the operations built in
-- Lua from the others (the purchase recovery, gamesdk/recover_purchases.lua).
--
--   local sdk = require("gamesdk.sdk")
--   sdk.initialize(function(self, _, err) ... end)
--
-- Outside HTML5, sdk.control plays the platform for the game's own tests (the mock platform's
-- control verbs, see gamesdk/desktop.lua); on HTML5 it is nil: the platform (or the mock platform's
-- control surface) plays itself. The stubs' callbacks run on the next frame through Defold's
-- documented timer.delay(0, false, fn) inside the engine; outside it (a game's tests on plain
-- Lua) they wait until sdk.control.update() runs them.
--
-- On HTML5 the stubs never run: a script that does not see the extension's module (a GUI script
-- while game.project has [script] shared_state = 0, which gives GUI scripts a Lua state of their
-- own) would otherwise play against a pretend platform while the real one waits. It gets an error
-- naming the fix instead.

-- The engine says it is a browser build: sys.get_sys_info() (every Defold script) or the html5
-- module, which only HTML5 builds have.
local function is_html5()
    local html5 = rawget(_G, "html5")
    if type(html5) == "table" then return true end
    local sys = rawget(_G, "sys")
    if type(sys) == "table" and type(sys.get_sys_info) == "function" then
        local info = sys.get_sys_info()
        return type(info) == "table" and info.system_name == "HTML5"
    end
    return false
end

local sdk = rawget(_G, "sdk")
if not sdk then
    if is_html5() then
        -- Level 3: the position of the script's require, as the entry points report theirs.
        error("INITIALIZATION_ERROR: the GameSdk extension's sdk module is not visible to this script on HTML5, "
            .. "and the desktop stubs never run in a browser: set shared_state = 1 in the [script] section of "
            .. "game.project so GUI scripts share the Lua state the extension registers sdk in (gamesdk.sdk)", 3)
    end
    -- Defold's timer module exists only inside the engine; it is looked up, never assumed.
    local timer = rawget(_G, "timer")
    local schedule = nil
    if type(timer) == "table" and type(timer.delay) == "function" then
        schedule = function(fn) timer.delay(0, false, function(self) fn(self) end) end
    end
    local control
    sdk, control = require("gamesdk.desktop").new({ schedule = schedule })
    sdk.control = control
end
-- The operations built in Lua from the others (gamesdk/generated/composed.lua, generated from the manifest).
for name, composed in pairs(require("gamesdk.generated.composed")) do
    sdk[name] = sdk[name] or composed.make(sdk, composed.context)
end
return sdk
