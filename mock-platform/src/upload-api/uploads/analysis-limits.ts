// What analysing uploads may cost the service: each analysis (inflating and scanning the build's
// text) runs within a time budget, and only a few run at once. A build of small `.gz` files just
// under the bomb ratio once cost 17 s of CPU per upload, with any number of uploads at a time;
// now one upload costs at most the budget, and an upload past the cap is told to come back.
import { UploadApiError } from '../routes/errors.js';

/** Wall time one upload's analysis may take (with the cap, about its CPU time too). */
export const ANALYSIS_BUDGET_MS = 20_000;

/** Analyses running at once; one more answers 503 ANALYSIS_BUSY. */
export const MAX_CONCURRENT_ANALYSES = 2;

/** How long a client is told to wait before it sends an upload refused as busy. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** The analyses running now, up to a cap. */
export class AnalysisSlots {
  private running = 0;

  constructor(readonly max = MAX_CONCURRENT_ANALYSES) {}

  /**
   * Takes a slot and returns the function that gives it back; throws 503 ANALYSIS_BUSY when
   * every slot is taken (the client retries after `retry_after_seconds`, as 5xx answers are).
   */
  take(): () => void {
    if (this.running >= this.max) {
      throw new UploadApiError(
        'ANALYSIS_BUSY',
        `the service is analysing ${this.running} other builds, its limit; send the upload again in ${BUSY_RETRY_AFTER_SECONDS} s`,
        { retry_after_seconds: BUSY_RETRY_AFTER_SECONDS },
      );
    }
    this.running++;
    let given = false;
    return () => {
      if (!given) this.running--;
      given = true;
    };
  }
}

/** The 400 answer for an analysis stopped by the budget. */
export const overBudget = (budgetMs: number): UploadApiError =>
  new UploadApiError('UPLOAD_ANALYSIS_FAILED', 'the build zip cannot be analysed', {
    details: `the analysis took more than ${budgetMs / 1000} s, the service's budget per upload (its scripts expand too far, or too slowly); nothing was stored`,
  });
