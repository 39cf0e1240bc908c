-- Runs Lua snippets on LuaJIT against the Defold desktop stubs (require("gamesdk.sdk") outside an
-- engine), each in an environment of its own with a fresh SDK, initialised and started first
-- unless the snippet initialises it itself: it loads, runs, its init(self) is called when it
-- defines one (as Defold calls a script's), and the stubs' callbacks are pumped. Prints
-- "@@snippet ok <file>" or "@@snippet fail <file>: <error>" per snippet (a snippet prints too).
-- Harness "defold" (lua/harness.lua) is a game script inside the engine: Defold's timer defers
-- the callbacks, which receive the script instance; harness "plain-lua" is a game's own test
-- outside the engine, where the snippet pumps sdk.control.update() itself.
-- Usage: luajit run.lua <harness>=<snippet.lua>...   (package.path holds defold-bridge/)
local harness = require("harness")

for _, argument in ipairs(arg) do
    local name, file = argument:match("^([%w-]+)=(.+)$")
    local engine = name == "defold"
    local env_timer = engine and harness.timer() or nil
    rawset(_G, "timer", env_timer)
    package.loaded["gamesdk.sdk"] = nil
    local sdk = require("gamesdk.sdk")
    local env = harness.environment(sdk)
    local pump = engine and function() env_timer.update(env.self) end or sdk.control.update
    local source = assert(io.open(file)):read("*a")
    local chunk, load_error = loadstring(source, "=" .. file)
    local ok, err = chunk ~= nil, load_error
    if ok then
        setfenv(chunk, env)
        ok, err = xpcall(function()
            if engine and not source:find("sdk.initialize(", 1, true) then harness.start(sdk, pump) end
            chunk()
            if type(rawget(env, "init")) == "function" then env.init(env.self) end
            for _ = 1, 500 do pump() end
            if harness.failure then error(harness.failure, 0) end
        end, function(message) return tostring(message) end)
    end
    harness.failure = nil
    if ok then print("@@snippet ok " .. file) else print("@@snippet fail " .. file .. ": " .. (tostring(err):gsub("\n", " "))) end
end
