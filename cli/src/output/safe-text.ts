// Text from a server (or a zip's entry names) is printed with every character a terminal could
// act on made visible: C0 controls (ESC starts the sequences that set a window title, clear the
// screen or move the cursor to overwrite a line), DEL, C1 controls (U+009B is a one-character
// CSI), line and paragraph separators, and the bidirectional overrides that reorder what is shown.

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// JSON.stringify already escapes C0 in strings; these are the rest, kept valid JSON as \uXXXX.
const UNSAFE_IN_JSON = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const hex = (char: string, width: number) => char.charCodeAt(0).toString(16).padStart(width, '0');

/**
 * `text` with every control character written as an escape (`\x1b`, `\u202e`), so printing it
 * can never drive the terminal. Backslashes are left as they are.
 * @example
 * escapeControl('\x1b]0;owned\x07'); // '\\x1b]0;owned\\x07'
 */
export function escapeControl(text: string): string {
  return text.replace(UNSAFE, (char) => (char.charCodeAt(0) < 0x100 ? `\\x${hex(char, 2)}` : `\\u${hex(char, 4)}`));
}

/** `value` as indented JSON whose text holds no control character outside its own line breaks. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, (char) => `\\u${hex(char, 4)}`);
}
