import type { Logger } from '../runtime/logger.js';

/** At most one warning line per this many milliseconds; the writes skipped in between are summed up. */
export const SKIPPED_WRITE_WARNING_INTERVAL_MS = 1000;

/**
 * Warns about every write the player store skips, without letting a save loop flood the console:
 * the first skip in a window is warned at once, later ones in the same window are counted and
 * summed up in one line when the window closes.
 */
export class SkippedWriteWarnings {
  private windowOpen = false;
  private suppressed = 0;

  constructor(
    private readonly logger: Logger,
    private readonly intervalMs = SKIPPED_WRITE_WARNING_INTERVAL_MS,
  ) {}

  /** Reports one skipped write. */
  skipped(message: string): void {
    if (this.windowOpen) {
      this.suppressed++;
      return;
    }
    this.logger.warn(message);
    this.openWindow();
  }

  private openWindow(): void {
    this.windowOpen = true;
    setTimeout(() => {
      this.windowOpen = false;
      if (this.suppressed === 0) return;
      const count = this.suppressed;
      this.suppressed = 0;
      this.logger.warn(`${count} more player data write${count === 1 ? ' was' : 's were'} skipped over the platform's limit in the last ${this.intervalMs / 1000} s; stored data is unchanged`);
      this.openWindow();
    }, this.intervalMs);
  }
}
