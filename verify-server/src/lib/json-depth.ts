// A linear scan of JSON text for its nesting depth, run before JSON.parse: parsing a deeply nested
// document builds every level first, and 256 KiB of `[` costs tens of milliseconds of one event
// loop that every other request shares. The scan costs microseconds and stops at the limit.

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether `text` (JSON, or what claims to be) opens more than `maxDepth` arrays or objects inside
 * each other. Brackets inside strings do not count. Text that is not JSON may pass: the parser
 * that runs next rejects it. `text` may be the raw UTF-8 bytes of a body: it is read as code units
 * (brackets, quotes and backslashes are ASCII, and no other character's encoding contains their
 * values), so a body is scanned before it is even decoded.
 * @example
 * jsonNestsDeeperThan('{"a":[1]}', 2); // false
 * jsonNestsDeeperThan('[[[]]]', 2); // true
 */
export function jsonNestsDeeperThan(text: string | Uint8Array, maxDepth: number): boolean {
  const unitAt = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i]!;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = unitAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
