// What player data may hold beyond being JSON: a bounded depth and well-formed text. Both are
// checked at the write, before the store takes the change, so a value the platform (or another
// engine's JSON reader) would refuse never enters the record the store re-sends on every save.
import { SdkError } from '../errors/sdk-error.js';
import type { JsonValue } from '../types/values.js';
import { PLAYER_DATA_DEPTH_MAX, RULE_MESSAGES as say } from './rules.generated.js';

// With the u flag a surrogate pair is one code point, so only an unpaired surrogate matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Refuses text with a lone UTF-16 surrogate: Godot's JSON reader cannot read it back. */
export function validateWellFormedText(context: string, text: string): void {
  if (LONE_SURROGATE.test(text)) throw new SdkError('INVALID_PARAM', say.loneSurrogate(), context);
}

/**
 * Refuses a record (already in its JSON form) with a value nested past PLAYER_DATA_DEPTH_MAX or
 * with a lone surrogate in a key or a string. The walk stops at the first level past the limit.
 */
export function validatePlayerDataValues(context: string, data: Record<string, JsonValue>): void {
  for (const [key, value] of Object.entries(data)) {
    validateWellFormedText(context, key);
    checkValue(context, key, value, 0);
  }
}

function checkValue(context: string, key: string, value: JsonValue, depth: number): void {
  if (typeof value === 'string') return validateWellFormedText(context, value);
  if (typeof value !== 'object' || value === null) return;
  if (depth === PLAYER_DATA_DEPTH_MAX) throw new SdkError('INVALID_PARAM', say.playerDataTooDeep(key), context);
  const inner = Array.isArray(value) ? value : Object.entries(value).flatMap(([innerKey, innerValue]) => {
    validateWellFormedText(context, innerKey);
    return [innerValue];
  });
  for (const element of inner) checkValue(context, key, element, depth + 1);
}
