-- Prints the functions of both implementations of the Lua API, "<implementation> <name>" per
-- line, for test/run.mjs to compare with each other and with api/gamesdk.script_api.
local implementations = {
    extension = require("gamesdk.sdk"),
    desktop = require("gamesdk.desktop").new(),
}
local recovery = require("gamesdk.generated.composed").iap_recover_purchases
implementations.desktop.iap_recover_purchases = recovery.make(implementations.desktop, recovery.context)
for label, sdk in pairs(implementations) do
    for name, value in pairs(sdk) do
        if type(value) == "function" then print(label .. " " .. name) end
    end
end
