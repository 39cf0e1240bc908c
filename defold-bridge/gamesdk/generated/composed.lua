-- Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
--
-- The operations built in Lua from other operations: { context = the SDK context their errors
-- name, make = function(sdk, context) returning the function }.
return {
    iap_recover_purchases = { context = "iap.recoverPurchasesAsync", make = require("gamesdk.recover_purchases") },
    iap_format_offer = { context = "iap.formatOffer", make = require("gamesdk.format_offer") },
}
