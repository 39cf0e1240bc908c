// The engine's download as the platform's loading progress: the download is 0 to DOWNLOAD_SHARE
// percent of the bar, the game reports the rest after its own initialisation. Reported once the
// SDK the page started is ready, then every REPORT_EVERY_MS, never backwards (a retried download
// goes back, the bar does not), in hundredths. When neither the loader nor the meter rose in a
// period, the report creeps a small step towards CAP, only while the download still moves (a .wasm
// the loader says nothing of): a stalled download stops reporting, and the platform's Manual-mode
// window judges it. The download's end sends DOWNLOAD_SHARE at once, in that same task: the engine
// starts right after it and reports its own progress, which a timer's late report would follow,
// taking the bar back; nothing is reported after it.
import type { DownloadMeter } from './loading-page-meter.js';

/** The engine's download's share of the platform's loading bar, in percent; the game reports the rest. */
export const DOWNLOAD_SHARE = 80;
const REPORT_EVERY_MS = 1000;
/** The creep never reaches the share: that is the download's end. */
const CAP = DOWNLOAD_SHARE - 1;
/** Each creep step: this part of the way left to CAP. */
const CREEP = 0.02;

/** What the reporter needs of the page: injected, so the tests need no globals. */
export interface ReporterClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** The reporter the page's engine wiring feeds. */
export interface ProgressReporter {
  /** The loader's progress, 0 to 1 (1: the download is over, the engine starts); not a number from 0: it moves, unmeasured. */
  download(fraction: number): void;
  /** The download is over: the engine started (its last report goes out), or it failed (nothing more). */
  finish(started: boolean): void;
}

// In hundredths before comparing: a share that is no whole hundredth (a third of the files in:
// 26.666…) is above the 26.66 sent, yet sends nothing once cut, and the creep must go on then.
const hundredths = (percent: number) => Math.floor(percent * 100) / 100;

/**
 * Reports to `report` (Sdk.setLoadingProgress) from the moment `initialized` resolves; nothing when
 * it rejects.
 * @example const reporter = progressReporter(Sdk.initializeAsync(), (n) => Sdk.setLoadingProgress(n), meter, window);
 */
export function progressReporter(initialized: Promise<unknown>, report: (percent: number) => void, meter: DownloadMeter, clock: ReporterClock): ProgressReporter {
  let ready = false;
  let finished = false;
  let finalDue = false;
  let loader = 0;
  let sent = -1;
  let timer: unknown = null;

  const send = (percent: number) => {
    sent = percent;
    report(percent);
  };

  const tick = () => {
    timer = null;
    if (finished || !ready) return;
    let next = hundredths(Math.min(CAP, DOWNLOAD_SHARE * Math.max(loader, meter.fraction())));
    if (!(next > sent) && sent >= 0) next = meter.moving() ? hundredths(sent + (CAP - sent) * CREEP) : sent;
    if (next > sent) send(next);
    timer = clock.setTimeout(tick, REPORT_EVERY_MS);
  };

  const sendFinal = () => {
    finalDue = false;
    send(DOWNLOAD_SHARE);
  };

  const finish = (started: boolean) => {
    if (finished) return;
    finished = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    meter.stop();
    finalDue = started;
    if (finalDue && ready) sendFinal();
  };

  initialized.then(() => {
    ready = true;
    if (finalDue) sendFinal();
    else tick();
  }, () => finish(false));

  return {
    download(fraction) {
      if (finished || typeof fraction !== 'number') return;
      meter.saw();
      if (!(fraction >= 0)) return; // no measure (an unknown total): the download moves, no more
      if (fraction >= 1) finish(true);
      else loader = Math.max(loader, fraction);
    },
    finish,
  };
}
