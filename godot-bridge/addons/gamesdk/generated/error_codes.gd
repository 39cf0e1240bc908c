# Generated from sdk-core/src/errors/error-table.json by scripts/codegen. Do not edit by hand.
#
# Every error code the SDK can produce, as GameSdk.ErrorCode.<CODE> (a String): compare a failed
# result's error.code with these, for example
#   if result.error.code == GameSdk.ErrorCode.PLAYER_NOT_AUTHENTICATED: ...
extends RefCounted

## The call was made before Sdk.initializeAsync() resolved.
const NOT_INITIALIZED := "NOT_INITIALIZED"

## The platform SDK could not be loaded or refused to initialise.
const INITIALIZATION_ERROR := "INITIALIZATION_ERROR"

## The active platform does not offer this feature; isSupported() answers false for it.
const FEATURE_NOT_SUPPORTED := "FEATURE_NOT_SUPPORTED"

## The operation needs a registered player and the player is a guest.
const PLAYER_NOT_AUTHENTICATED := "PLAYER_NOT_AUTHENTICATED"

## The operation is not allowed in the current state (for example a registration prompt for a registered player, or a purchase before startGameAsync).
const INVALID_OPERATION := "INVALID_OPERATION"

## An argument is missing or breaks a documented rule; the message names the argument.
const INVALID_PARAM := "INVALID_PARAM"

## The player closed the checkout without paying.
const IAP_PURCHASE_CANCELLED := "IAP_PURCHASE_CANCELLED"

## No ad was available; the game resumes at once. Delivered as the noFill callback, never as a generic failure.
const NO_FILL := "NO_FILL"

## The write would take the player's data past the platform's limit; nothing was written and stored data is unchanged.
const DATA_LIMIT_EXCEEDED := "DATA_LIMIT_EXCEEDED"

## The platform could not be reached.
const NETWORK_FAILURE := "NETWORK_FAILURE"

## The platform did not answer within the configured bound.
const TIMEOUT := "TIMEOUT"

## The platform reported a failure that no other code describes; the cause is attached.
const OPERATION_FAILED := "OPERATION_FAILED"

## A code this SDK version does not know arrived from elsewhere (a newer platform or bridge); kept instead of throwing.
const UNKNOWN := "UNKNOWN"

## Every code above, in the table's order.
const ALL: Array[String] = ["NOT_INITIALIZED", "INITIALIZATION_ERROR", "FEATURE_NOT_SUPPORTED", "PLAYER_NOT_AUTHENTICATED", "INVALID_OPERATION", "INVALID_PARAM", "IAP_PURCHASE_CANCELLED", "NO_FILL", "DATA_LIMIT_EXCEEDED", "NETWORK_FAILURE", "TIMEOUT", "OPERATION_FAILED", "UNKNOWN"]
