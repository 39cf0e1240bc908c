-- The `sdk` module for game scripts: the native extension's module on HTML5, and the desktop
-- stubs everywhere else, with the same functions and callbacks; both get the Lua-side helper
-- sdk.iap_recover_purchases (gamesdk/recover_purchases.lua).
--
--   local sdk = require("gamesdk.sdk")
--   sdk.initialize(function(self, _, err) ... end)
local sdk = rawget(_G, "sdk") or require("gamesdk.desktop").new()
sdk.iap_recover_purchases = sdk.iap_recover_purchases or require("gamesdk.recover_purchases")(sdk)
return sdk
