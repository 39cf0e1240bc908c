import type { Logger } from '../runtime/logger.js';

/** At most one warning line per this many milliseconds; the writes skipped in between are summed up. */
export const SKIPPED_WRITE_WARNING_INTERVAL_MS = 1000;

/**
 * Warns about every write the player store skips, without letting a save loop flood the console:
 * the first skip in a window is warned at once, later ones in the same window are counted and
 * summed up in one line when the window closes. Answers the function that reports one skipped write.
 */
export function skippedWriteWarnings(logger: Logger, intervalMs = SKIPPED_WRITE_WARNING_INTERVAL_MS): (message: string) => void {
  let windowOpen = false;
  let suppressed = 0;
  const openWindow = (): void => {
    windowOpen = true;
    setTimeout(() => {
      windowOpen = false;
      if (suppressed === 0) return;
      const count = suppressed;
      suppressed = 0;
      logger.warn(`${count} more player data write${count === 1 ? ' was' : 's were'} skipped over the platform's limit in the last ${intervalMs / 1000} s; stored data is unchanged`);
      openWindow();
    }, intervalMs);
  };
  return (message) => {
    if (windowOpen) {
      suppressed++;
      return;
    }
    logger.warn(message);
    openWindow();
  };
}
