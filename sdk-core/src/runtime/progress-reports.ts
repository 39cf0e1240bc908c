import type { Logger } from './logger.js';
import { errorText } from '../errors/error-text.js';

/**
 * How long an unanswered progress report holds back the next one. Past it the next report goes
 * out anyway, so a slow or silent platform still hears of progress at least this often while
 * the game keeps reporting (Manual loading mode sends the player home after 15 s of silence).
 */
export const PROGRESS_ANSWER_WAIT_MS = 2_000;

/** Loading progress on its way to the platform, coalesced (see `progressReports`). */
export interface ProgressReports {
  /** Reports `percent` (already validated): now when none is in flight, else once it is answered. */
  report(percent: number): void;
  /** Drops the value not sent yet: the game is interactive (`startGame`), which supersedes it. */
  discardUnsent(): void;
}

/**
 * Sends loading progress to the platform coalesced: the latest value wins and at most one report
 * is in flight. A report is in flight until the adapter's promise settles (at most
 * PROGRESS_ANSWER_WAIT_MS); an adapter that returns nothing has delivered it at once. Nothing
 * waits here but later reports: every other call goes to the adapter directly.
 */
export function progressReports(send: (percent: number) => void | Promise<void>, logger: Logger, answerWaitMs = PROGRESS_ANSWER_WAIT_MS): ProgressReports {
  let latest: number | null = null;
  let inFlight = false;
  let failureWarned = false;

  // A failed report is superseded by the next one; the game hears nothing (the spec: harmless
  // when unused), the console once.
  const warnOnce = (error: unknown) => {
    if (failureWarned) return;
    failureWarned = true;
    logger.warn(`gamesdk: a loading progress report failed (later ones are still sent): ${errorText(error)}`);
  };

  const sendLatest = (): void => {
    const percent = latest;
    if (percent === null) return;
    latest = null;
    let answer: void | Promise<void>;
    try {
      answer = send(percent);
    } catch (error) {
      warnOnce(error);
      return;
    }
    if (!answer) return;
    inFlight = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((done) => (timer = setTimeout(done, answerWaitMs)));
    const answered = answer.catch(warnOnce);
    void Promise.race([answered, waited]).then(() => {
      clearTimeout(timer);
      inFlight = false;
      sendLatest();
    });
  };

  return {
    report(percent) {
      latest = percent;
      if (!inFlight) sendLatest();
    },
    discardUnsent: () => void (latest = null),
  };
}
