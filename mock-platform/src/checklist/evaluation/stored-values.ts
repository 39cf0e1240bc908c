// The rules read values the event log stored from bodies of platform calls and page reports.
// The edge checks their types, but a report renders whatever a log holds (a log judged on its
// own, an entry of another version): these read any value without throwing, where String()
// throws on an object whose toString is not a function.

/** A stored value as text: strings as they are, other primitives spelled out, anything else as JSON. */
export function storedText(value: unknown, absent = ''): string {
  if (value === undefined || value === null) return absent;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${value}`;
  try {
    return JSON.stringify(value) ?? absent;
  } catch {
    return absent;
  }
}

/** A stored number, or NaN for anything else (never coerced from an object). */
export const storedNumber = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
