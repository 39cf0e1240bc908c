// The platform enforces the same argument rules the SDK checks before calling it. They come from
// the SDK core's one implementation, so the mock can never drift from what games are told.
import { isSdkError } from '@gamesdk/core';
import { PlatformFailure } from './failure.js';

/** Runs one of the core's validators; what it refuses becomes the platform's BAD_ARGUMENT with the same message. */
export function platformRule<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (isSdkError(error)) throw new PlatformFailure('BAD_ARGUMENT', error.message);
    throw error;
  }
}
