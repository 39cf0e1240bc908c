// What analysing uploads may cost the service: each analysis (inflating and scanning the build's
// text) runs within a time budget, and only a few run at once. A build of small `.gz` files just
// under the bomb ratio once cost 17 s of CPU per upload, with any number of uploads at a time;
// now one upload costs at most the budget, and an upload past the cap is told to come back.
import { UploadApiError } from '../routes/errors.js';

/** Wall time one upload's analysis may take (with the cap, about its CPU time too). */
export const ANALYSIS_BUDGET_MS = 20_000;

/** Analyses running at once; one more answers 503 ANALYSIS_BUSY. */
export const MAX_CONCURRENT_ANALYSES = 2;

/**
 * Analyses one team may run at once: one fewer than the cap (at least one), so a team's burst
 * always leaves a slot to the other teams.
 */
export const maxAnalysesPerTeam = (max: number): number => Math.max(1, max - 1);

/** How long a client is told to wait before it sends an upload refused as busy. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

const busy = (message: string) => new UploadApiError('ANALYSIS_BUSY', `${message}; send the upload again in ${BUSY_RETRY_AFTER_SECONDS} s`, { retry_after_seconds: BUSY_RETRY_AFTER_SECONDS });

/** The analyses running now, up to a cap in all and a share per team. */
export class AnalysisSlots {
  private running = 0;
  private readonly byTeam = new Map<string, number>();

  /**
   * @param max analyses at once in all (MAX_CONCURRENT_ANALYSES by default)
   * @param maxPerTeam analyses at once of one team (one fewer than `max`, at least one, by default)
   */
  constructor(
    readonly max = MAX_CONCURRENT_ANALYSES,
    readonly maxPerTeam = maxAnalysesPerTeam(max),
  ) {}

  /**
   * Takes a slot for `team` and returns the function that gives it back; throws 503
   * ANALYSIS_BUSY when every slot is taken or the team holds its share (the client retries
   * after `retry_after_seconds`, as 5xx answers are).
   */
  take(team: string): () => void {
    const own = this.byTeam.get(team) ?? 0;
    if (own >= this.maxPerTeam) throw busy(`your team's uploads hold ${own} of the service's analyses, one team's share`);
    if (this.running >= this.max) throw busy(`the service is analysing ${this.running} other builds, its limit`);
    this.running++;
    this.byTeam.set(team, own + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running--;
      const left = (this.byTeam.get(team) ?? 1) - 1;
      if (left > 0) this.byTeam.set(team, left);
      else this.byTeam.delete(team);
    };
  }
}

/** The 400 answer for an analysis stopped by the budget. */
export const overBudget = (budgetMs: number): UploadApiError =>
  new UploadApiError('UPLOAD_ANALYSIS_FAILED', 'the build zip cannot be analysed', {
    details: `the analysis took more than ${budgetMs / 1000} s, the service's budget per upload (its scripts expand too far, or too slowly); nothing was stored`,
  });
