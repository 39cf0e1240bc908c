// Reads a Retry-After header: delta-seconds or an HTTP-date (RFC 9110, 10.2.3).

/**
 * Milliseconds to wait per a Retry-After value, or undefined when absent or unreadable.
 * @example
 * retryAfterMs('3'); // 3000
 * retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:58 GMT')); // 2000
 */
export function retryAfterMs(value: string | null | undefined, nowMs: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP-date form (IMF-fixdate, RFC 850, asctime) starts with a day name.
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
