import type { Logger } from './logger.js';

/**
 * How long an unanswered progress report holds back the next one. Past it the next report goes
 * out anyway, so a slow or silent platform still hears of progress at least this often while
 * the game keeps reporting (Manual loading mode sends the player home after 15 s of silence).
 */
export const PROGRESS_ANSWER_WAIT_MS = 2_000;

/**
 * Sends loading progress to the platform coalesced: the latest value wins and at most one report
 * is in flight. A report is in flight until the adapter's promise settles (at most
 * PROGRESS_ANSWER_WAIT_MS); an adapter that returns nothing has delivered it at once. Nothing
 * waits here but later reports: every other call goes to the adapter directly.
 */
export class ProgressReports {
  private latest: number | null = null;
  private inFlight = false;
  private failureWarned = false;

  constructor(
    private readonly send: (percent: number) => void | Promise<void>,
    private readonly logger: Logger,
    private readonly answerWaitMs = PROGRESS_ANSWER_WAIT_MS,
  ) {}

  /** Reports `percent` (already validated): now when none is in flight, else once it is answered. */
  report(percent: number): void {
    this.latest = percent;
    if (!this.inFlight) this.sendLatest();
  }

  /** Drops the value not sent yet: the game is interactive (`startGame`), which supersedes it. */
  discardUnsent(): void {
    this.latest = null;
  }

  private sendLatest(): void {
    const percent = this.latest;
    if (percent === null) return;
    this.latest = null;
    let answer: void | Promise<void>;
    try {
      answer = this.send(percent);
    } catch (error) {
      this.warnOnce(error);
      return;
    }
    if (!answer) return;
    this.inFlight = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((done) => (timer = setTimeout(done, this.answerWaitMs)));
    const answered = answer.catch((error: unknown) => this.warnOnce(error));
    void Promise.race([answered, waited]).then(() => {
      clearTimeout(timer);
      this.inFlight = false;
      this.sendLatest();
    });
  }

  // A failed report is superseded by the next one; the game hears nothing (the spec: harmless
  // when unused), the console once.
  private warnOnce(error: unknown): void {
    if (this.failureWarned) return;
    this.failureWarned = true;
    this.logger.warn(`gamesdk: a loading progress report failed (later ones are still sent): ${error instanceof Error ? error.message : String(error)}`);
  }
}
