// The clock of the platform's waits (the loading window, the login reminder): the wall clock by
// default, a fake one in tests.
import type { MockClock } from '../types.js';

/** The wall clock and Node's timers; timers are unref'd so a forgotten server never holds a process open. */
export const realClock: MockClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The clock's time as the platform writes it in records and logs (ISO 8601, UTC). */
export const isoTime = (clock: Pick<MockClock, 'now'>): string => new Date(clock.now()).toISOString();

/** Checks the `clock` option: an object with `now`, `setTimeout` and `clearTimeout` functions. */
export function validateClock(value: unknown): MockClock {
  const clock = value as Partial<MockClock> | null;
  if (typeof clock !== 'object' || clock === null || typeof clock.now !== 'function' || typeof clock.setTimeout !== 'function' || typeof clock.clearTimeout !== 'function') {
    throw new TypeError('clock must be an object with now(), setTimeout(callback, ms) and clearTimeout(handle)');
  }
  return clock as MockClock;
}
