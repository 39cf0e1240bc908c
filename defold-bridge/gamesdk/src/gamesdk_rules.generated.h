// Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
#pragma once

/// A key the options type does not have (a misspelt or wrongly cased key would otherwise be ignored without a word), refused on every engine; keys lists the type's options in the engine's spelling.
/// Parameters, in order: label, key, keys.
#define GAMESDK_RULE_UNKNOWN_OPTION "%s.%s is not an option (%s)"

/// A callback (an ad's callbacks.beforeAd, an event listener, a recovery's grant) given a value that is not a function: it could never be called, so it is refused on every engine instead of being dropped without a word; label as the game spelt it.
/// Parameters, in order: label.
#define GAMESDK_RULE_NOT_A_FUNCTION "%s must be a function"

/// An ad's callbacks argument that is not an object (a Lua table, a GDScript Dictionary) of callbacks.
/// Parameters, in order: label.
#define GAMESDK_RULE_NOT_A_CALLBACK_TABLE "%s must be a table of functions"
