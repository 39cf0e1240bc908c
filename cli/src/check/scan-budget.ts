// What one build's scan may spend, across every file and every compressed file inside the zip:
// a build can make the scanner read no more than MAX_SCANNED_BYTES of text, in no more than
// MAX_SCAN_MS, and a compressed file may not expand more than ZIP_BOMB_LIMITS.maxRatio times.
// The scan also stops at once when its caller goes away (an upload whose client disconnected).

/** Decompressed text bytes one build's scan reads at most, all files together. */
export const MAX_SCANNED_BYTES = 256 * 1024 * 1024;

/** Wall time one build's scan may take. */
export const MAX_SCAN_MS = 60_000;

/** Why a scan stopped before reading everything: a finding, or a cancellation. */
export class ScanStopped extends Error {
  constructor(
    readonly reason: 'budget' | 'nested-bomb' | 'aborted',
    message: string,
  ) {
    super(message);
    this.name = 'ScanStopped';
  }
}

/** The running totals of one build's scan. */
export class ScanBudget {
  private bytes = 0;
  private readonly deadline: number;

  constructor(
    private readonly signal?: AbortSignal,
    private readonly maxBytes = MAX_SCANNED_BYTES,
    private readonly maxMs = MAX_SCAN_MS,
  ) {
    this.deadline = Date.now() + maxMs;
  }

  /** Counts `bytes` more read; throws ScanStopped past a limit or once the caller aborted. */
  spend(bytes: number): void {
    this.bytes += bytes;
    this.check();
    if (this.bytes > this.maxBytes) {
      throw new ScanStopped('budget', `the build's text expands past ${this.maxBytes} bytes; the scan stopped there`);
    }
  }

  /** Throws ScanStopped once the caller aborted or the time is up. */
  check(): void {
    if (this.signal?.aborted) throw new ScanStopped('aborted', 'the scan was cancelled');
    if (Date.now() > this.deadline) throw new ScanStopped('budget', `the build's text took more than ${this.maxMs / 1000} s to scan; the scan stopped there`);
  }
}
