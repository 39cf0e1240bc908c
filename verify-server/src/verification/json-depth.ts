// A linear scan of JSON text for its nesting depth, run before JSON.parse: parsing a deeply nested
// document builds every level first, and 256 KiB of `[` costs tens of milliseconds of one event
// loop that every other request shares. The scan stops at the limit, and skips each string with
// the native indexOf (a token is one long string): a character-by-character loop through a
// callback cost about 10 ms per 256 KiB under load, the largest share of a hostile burst.

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

// One loop per input type, so each stays monomorphic; they differ only in how a unit is read.

function textNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // The closing quote is the next one not escaped by an odd run of backslashes.
      let end = text.indexOf('"', i + 1);
      while (end !== -1 && escaped(end, i, (at) => text.charCodeAt(at))) end = text.indexOf('"', end + 1);
      if (end === -1) return false;
      i = end;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

function bytesNestDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === QUOTE) {
      let end = bytes.indexOf(QUOTE, i + 1);
      while (end !== -1 && escaped(end, i, (at) => bytes[at]!)) end = bytes.indexOf(QUOTE, end + 1);
      if (end === -1) return false;
      i = end;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

// Whether the quote at `quote` is escaped: preceded (after the opening quote at `open`) by an odd
// number of backslashes. Runs only at quotes, so its callback costs nothing per character.
function escaped(quote: number, open: number, unitAt: (at: number) => number): boolean {
  let backslashes = 0;
  while (quote - backslashes - 1 > open && unitAt(quote - backslashes - 1) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

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
  return typeof text === 'string' ? textNestsDeeperThan(text, maxDepth) : bytesNestDeeperThan(text, maxDepth);
}
