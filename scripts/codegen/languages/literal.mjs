// Text from the tables (codes, messages, docs, catalog entries) as string literals and comments of
// the generated Lua, C# and TypeScript. One escaping walk serves all three: only how a language
// spells an escaped character differs. No table text can end a literal or a comment early, and
// none reaches a file changed (a raw CR in a template literal reads as LF; a lone surrogate does
// not survive UTF-8).

/** Characters escaped in every language: the short forms all three share. */
const SHORT = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Line breaks of any of the three languages (C# also ends a line at U+0085, U+2028 and U+2029). */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/** Whether a code point is written as an escape: a control character, a Unicode line break or a lone surrogate. */
const needsEscape = (code) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);

/** `\uXXXX`, as C# and TypeScript spell one UTF-16 unit. */
const unicodeEscape = (code) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Lua strings are bytes: the character's UTF-8 bytes as `\ddd` (three digits, so no digit after it is read into it). */
function luaEscape(code) {
  if (code >= 0xd800 && code <= 0xdfff) throw new Error(`a lone surrogate (U+${code.toString(16).toUpperCase()}) has no UTF-8 form for a Lua string`);
  return [...Buffer.from(String.fromCodePoint(code), 'utf8')].map((byte) => `\\${String(byte).padStart(3, '0')}`).join('');
}

/**
 * The inside of a literal: backslash, `special` characters (the quote) and the characters
 * `needsEscape` names escaped; `escape` spells the latter in the target language.
 */
function escapeText(text, special, escape) {
  let out = '';
  for (const char of String(text)) {
    const code = char.codePointAt(0);
    if (SHORT[char]) out += SHORT[char];
    else if (special.includes(char)) out += `\\${char}`;
    else if (needsEscape(code)) out += escape(code);
    else out += char;
  }
  return out;
}

/** A Lua (5.1, LuaJIT) double-quoted string literal. */
export const luaString = (text) => `"${escapeText(text, '"', luaEscape)}"`;

/** A C# regular string literal. */
export const csString = (text) => `"${escapeText(text, '"', unicodeEscape)}"`;

/** A TypeScript single-quoted string literal. */
export const tsString = (text) => `'${escapeText(text, "'", unicodeEscape)}'`;

/** Text inside a TypeScript template literal (`` ` `` and `$` escaped, so no `${` starts a substitution). */
export const tsTemplateText = (text) => escapeText(text, '`$', unicodeEscape);

/** `text` for a comment that ends at the line break; throws for text that would spill into code. */
function oneLine(text, where) {
  if (LINE_BREAK.test(text)) throw new Error(`${where} must be one line: ${JSON.stringify(text)}`);
  return text;
}

/** A Lua line comment (`-- text`). */
export const luaComment = (text) => `-- ${oneLine(text, 'a Lua comment')}`;

/** Text for a C# `///` XML doc comment: one line, XML-escaped. */
export const csDocText = (text) => oneLine(text, 'a C# doc comment').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text for a TypeScript `/** ... *\/` doc comment: one line, and never its end. */
export function tsDocText(text) {
  if (text.includes('*/')) throw new Error(`a TypeScript doc comment cannot hold "*/": ${JSON.stringify(text)}`);
  return oneLine(text, 'a TypeScript doc comment');
}
