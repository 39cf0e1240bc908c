// Consume faults the control surface sets: after `after` more successful consumes, the next
// `count` fail (the purchases stay pending), so a game's recovery of pending purchases can be tried.

/** The consume faults still to come. */
export class ConsumeFaults {
  private after = 0;
  private count = 0;

  /** Makes `count` consumes fail once `after` more have succeeded; replaces any earlier setting. */
  set(count: number, after: number): { count: number; after: number } {
    this.count = count;
    this.after = after;
    return { count, after };
  }

  /** Whether the consume being handled now fails; counts it either way. */
  take(): boolean {
    if (this.count === 0) return false;
    if (this.after === 0) {
      this.count--;
      return true;
    }
    this.after--;
    return false;
  }
}
