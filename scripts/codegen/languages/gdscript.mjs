// Values and comments of the generated GDScript (the Godot 4 addon): one literal writer for the
// tables, so no table text can end a string or a comment early.

/** A GDScript string literal: JSON's escapes (\" \\ \n \uXXXX) are GDScript's too. */
export const gdString = (text) => JSON.stringify(String(text)).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A GDScript literal of a JSON value: null, bool, number, String, Array or Dictionary. */
export function gdValue(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`no GDScript literal for ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return gdString(value);
  if (Array.isArray(value)) return `[${value.map(gdValue).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value).map(([key, inner]) => `${gdString(key)}: ${gdValue(inner)}`).join(', ')}}`;
  throw new Error(`no GDScript literal for a ${typeof value}`);
}

/** A `##` documentation comment (or `#` with `plain`), one line per line of text. */
export const gdComment = (text, { plain = false, indent = '' } = {}) =>
  String(text).split(/\r\n|[\n\r\u2028\u2029]/).map((line) => `${indent}${plain ? '#' : '##'} ${line}`.trimEnd()).join('\n');
