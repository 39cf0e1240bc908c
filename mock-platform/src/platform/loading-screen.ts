// The platform's loading screen. The team sets its mode: Auto (the default) needs nothing from the
// game; Manual shows the game's real progress and sends the player home when LOADING_SILENCE_MS
// pass with no progress call. The window opens when the platform handles the session's `init`,
// each handled `loadingProgress` opens it again, and `gameReady` closes it.
import type { LoadingMode, MockClock } from '../types.js';
import type { SessionRecord } from './records.js';

/** The spec's "Manual loading mode silence": 15 seconds. */
export const LOADING_SILENCE_MS = 15_000;

/** The loading modes the team can set. */
export const LOADING_MODES: readonly LoadingMode[] = ['auto', 'manual'];

/** Longest wait `setTimeout` keeps (2^31 - 1 ms); a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** Checks the `loadingSilenceMs` option: a whole number of milliseconds from 1 to 2^31 - 1. */
export function validateLoadingSilenceMs(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TIMER_MS) {
    throw new TypeError(`loadingSilenceMs must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS}; got ${String(value)}`);
  }
  return value;
}

/** Why and when a session was sent home, for the event log. */
export interface SentHome {
  /** Milliseconds from the window's start (init or the last progress call) to sending home. */
  silentMs: number;
  /** The last progress percent the platform handled, or null when there was none. */
  lastProgress: number | null;
}

interface Window {
  timer: unknown;
  since: number;
  lastProgress: number | null;
}

/** The open loading windows of Manual-mode sessions that have not called `gameReady` yet. */
export class LoadingWindows {
  private readonly open = new Map<string, Window>();

  constructor(
    readonly silenceMs: number,
    private readonly clock: MockClock,
    private readonly sendHome: (session: SessionRecord, why: SentHome) => void,
  ) {}

  /** The session started (`init`): in Manual mode, its window opens. */
  start(session: SessionRecord): void {
    if (session.loadingMode === 'manual') this.arm(session, null);
  }

  /** A progress call of the session: its window, if open, starts again. */
  progress(session: SessionRecord, percent: unknown): void {
    if (this.open.has(session.id)) this.arm(session, typeof percent === 'number' ? percent : null);
  }

  /** The session is interactive (`gameReady`), or ended: its window closes for good. */
  end(session: SessionRecord): void {
    const window = this.open.get(session.id);
    if (!window) return;
    this.clock.clearTimeout(window.timer);
    this.open.delete(session.id);
  }

  /** Closes every window (server closing). */
  close(): void {
    for (const window of this.open.values()) this.clock.clearTimeout(window.timer);
    this.open.clear();
  }

  private arm(session: SessionRecord, percent: number | null): void {
    const previous = this.open.get(session.id);
    if (previous) this.clock.clearTimeout(previous.timer);
    const since = this.clock.now();
    const lastProgress = percent ?? previous?.lastProgress ?? null;
    const timer = this.clock.setTimeout(() => {
      this.open.delete(session.id);
      this.sendHome(session, { silentMs: this.clock.now() - since, lastProgress });
    }, this.silenceMs);
    this.open.set(session.id, { timer, since, lastProgress });
  }
}
