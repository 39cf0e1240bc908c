// The wait a Retry-After header asks for (RFC 9110, 10.2.3): delta-seconds or an HTTP-date.

/** Longest wait a Retry-After may ask of a pipeline step; a longer ask fails the step instead. */
export const MAX_RETRY_AFTER_MS = 10 * 60 * 1000;

/**
 * Milliseconds to wait per a Retry-After value, or undefined when absent or unreadable.
 * @example
 * retryAfterMs('10'); // 10000
 */
export function retryAfterMs(value: string | undefined, nowMs: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP-date form starts with a day name.
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
