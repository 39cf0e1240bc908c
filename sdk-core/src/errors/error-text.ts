/** A thrown value's message for a log line: an Error's message, anything else as text. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
