// What player data may hold beyond being JSON: a bounded depth and well-formed text. Both are
// checked at the write, before the store takes the change, so a value the platform (or another
// engine's JSON reader) would refuse never enters the record the store re-sends on every save.
import type { JsonValue } from '../types/values.js';
import { PLAYER_DATA_DEPTH_MAX, RULE_MESSAGES as say } from './rules.generated.js';
import { invalid } from './validate.js';

// Without the u flag (ES5 regular expressions: the Unity .jspre is lowered to ES5): a high surrogate
// not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses text with a lone UTF-16 surrogate: Godot's JSON reader cannot read it back. */
export function validateWellFormedText(context: string, text: string): void {
  if (LONE_SURROGATE.test(text)) throw invalid(context, say.loneSurrogate());
}

/**
 * Refuses a record (already in its JSON form) with a value nested past PLAYER_DATA_DEPTH_MAX or
 * with a lone surrogate in a key or a string. The walk stops at the first level past the limit.
 */
export function validatePlayerDataValues(context: string, data: Record<string, JsonValue>): void {
  // key: the record's key the value is under; depth: the levels of arrays and objects down to it.
  const walk = (key: string, value: JsonValue, depth: number): void => {
    if (typeof value === 'string') return validateWellFormedText(context, value);
    if (typeof value !== 'object' || value === null) return;
    if (depth > PLAYER_DATA_DEPTH_MAX) throw invalid(context, say.playerDataTooDeep(key));
    // An array's keys are its indices, which are well-formed.
    for (const [innerKey, inner] of Object.entries(value)) {
      validateWellFormedText(context, innerKey);
      walk(depth ? key : innerKey, inner, depth + 1);
    }
  };
  walk('', data, 0);
}
