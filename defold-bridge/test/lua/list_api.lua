-- Prints the functions of both implementations of the Lua API, "<implementation> <name>" per
-- line, for test/run.mjs to compare with each other and with api/gamesdk.script_api.
local implementations = {
    extension = require("gamesdk.sdk"),
    desktop = require("gamesdk.desktop").new(),
}
-- What gamesdk/sdk.lua adds to either: the operations built in Lua (gamesdk/generated/composed.lua).
for name, composed in pairs(require("gamesdk.generated.composed")) do
    implementations.desktop[name] = composed.make(implementations.desktop, composed.context)
end
for label, sdk in pairs(implementations) do
    for name, value in pairs(sdk) do
        if type(value) == "function" then print(label .. " " .. name) end
    end
end
