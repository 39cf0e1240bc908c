/** Exit codes of `gamesdk` (stable: scripts branch on them). */
export const EXIT = {
  ok: 0,
  /** The API answered 4xx or 5xx, the server could not be reached, or the check found a rejection. */
  failed: 1,
  /** Bad flags or arguments, or missing configuration (site URL, API key). */
  usage: 2,
} as const;

/** A mistake in how the CLI was called; the message says what to change. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
