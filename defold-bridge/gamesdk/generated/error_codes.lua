-- Generated from sdk-core/src/errors/error-table.json by scripts/codegen. Do not edit by hand.
--
-- Every error code the SDK can produce, as strings. Defold has no error constants: compare
-- sdk.parse_error(err).code with these, for example
--   local codes = require("gamesdk.generated.error_codes")
--   if sdk.parse_error(err).code == codes.PLAYER_NOT_AUTHENTICATED then ... end

local M = {}

-- The call was made before Sdk.initializeAsync() resolved.
M.NOT_INITIALIZED = "NOT_INITIALIZED"

-- The platform SDK could not be loaded or refused to initialise.
M.INITIALIZATION_ERROR = "INITIALIZATION_ERROR"

-- The active platform does not offer this feature; isSupported() answers false for it.
M.FEATURE_NOT_SUPPORTED = "FEATURE_NOT_SUPPORTED"

-- The operation needs a registered player and the player is a guest.
M.PLAYER_NOT_AUTHENTICATED = "PLAYER_NOT_AUTHENTICATED"

-- The operation is not allowed in the current state (for example a registration prompt for a registered player, or a purchase before startGameAsync).
M.INVALID_OPERATION = "INVALID_OPERATION"

-- An argument is missing or breaks a documented rule; the message names the argument.
M.INVALID_PARAM = "INVALID_PARAM"

-- The player closed the checkout without paying.
M.IAP_PURCHASE_CANCELLED = "IAP_PURCHASE_CANCELLED"

-- No ad was available; the game resumes at once. Delivered as the noFill callback, never as a generic failure.
M.NO_FILL = "NO_FILL"

-- The write would take the player's data past the platform's limit; nothing was written and stored data is unchanged.
M.DATA_LIMIT_EXCEEDED = "DATA_LIMIT_EXCEEDED"

-- The platform could not be reached.
M.NETWORK_FAILURE = "NETWORK_FAILURE"

-- The platform did not answer within the configured bound.
M.TIMEOUT = "TIMEOUT"

-- The platform reported a failure that no other code describes; the cause is attached.
M.OPERATION_FAILED = "OPERATION_FAILED"

-- A code this SDK version does not know arrived from elsewhere (a newer platform or bridge); kept instead of throwing.
M.UNKNOWN = "UNKNOWN"

return M
