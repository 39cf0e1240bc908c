-- The `sdk` module for game scripts: the native extension's module on HTML5, and the desktop
-- stubs everywhere else, with the same functions and callbacks.
--
--   local sdk = require("gamesdk.sdk")
--   sdk.initialize(function(self, _, err) ... end)
local native = rawget(_G, "sdk")
if native then return native end

local stubs = require("gamesdk.desktop").new()
return stubs
