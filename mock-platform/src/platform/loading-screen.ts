// The platform's loading screen. The team sets its mode: Auto (the default) needs nothing from the
// game; Manual shows the game's real progress and sends the player home when LOADING_SILENCE_MS
// pass with no progress call. The loading screen is up from the moment the platform starts
// loading the game's page, so in Manual mode the window opens when the mock begins serving that
// page (`pageServed`); the page's session takes the window over at `init` (a session of a page the
// mock did not serve, such as a Node test's, opens it at `init`). Each handled `loadingProgress`
// opens it again, and `gameReady` closes it. A page silent for the window is sent home whether or
// not it started the SDK.
import type { LoadingMode, MockClock, MockPageSentHome } from '../types.js';
import type { SessionRecord } from './records.js';

/** The spec's "Manual loading mode silence": 15 seconds. */
export const LOADING_SILENCE_MS = 15_000;

/** The loading modes the team can set. */
export const LOADING_MODES: readonly LoadingMode[] = ['auto', 'manual'];

/** Longest wait `setTimeout` keeps (2^31 - 1 ms); a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** Page loads remembered (open, or sent home so that their late `init` is refused); older ones are forgotten. */
export const MAX_PAGE_LOADS = 200;

/** Checks the `loadingSilenceMs` option: a whole number of milliseconds from 1 to 2^31 - 1. */
export function validateLoadingSilenceMs(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TIMER_MS) {
    throw new TypeError(`loadingSilenceMs must be a whole number of milliseconds from 1 to ${MAX_TIMER_MS}; got ${String(value)}`);
  }
  return value;
}

/** Why and when a session was sent home, for the event log. */
export interface SentHome {
  /** Milliseconds from the window's start (the page served, init, or the last progress call) to sending home. */
  silentMs: number;
  /** The last progress percent the platform handled, or null when there was none. */
  lastProgress: number | null;
}

/** Seconds to 0.1 s, as the event log and the shell show them. */
export const silentSeconds = (ms: number): number => Math.round(ms / 100) / 10;

/** Why a page or session was sent home, in words. */
export const silenceReason = (ms: number): string => `no loading progress call for ${silentSeconds(ms)} s in Manual loading mode`;

/** Why a page was sent home before it started the SDK, in words. */
export const pageSilenceReason = (ms: number): string => `${silenceReason(ms)}, before the page started the SDK`;

/** A game page the platform began serving in Manual mode. */
export interface PageLoad {
  /** Named in the page (PAGE_LOAD_META); the page's `init` sends it back. */
  id: string;
  game: string;
  path: string;
  /** `clock.now()` when the platform began serving it. */
  servedAt: number;
}

interface Window {
  timer: unknown;
  since: number;
  lastProgress: number | null;
}

interface PageWindow {
  page: PageLoad;
  /** Open until the page's `init` takes it over; null once it fired or was taken over. */
  timer: unknown;
  /** Set when the page was sent home before it started the SDK. */
  sentHome: SentHome | null;
}

/** The open loading windows of Manual-mode pages and sessions that have not called `gameReady` yet. */
export class LoadingWindows {
  private readonly open = new Map<string, Window>();
  private readonly pages = new Map<string, PageWindow>();

  constructor(
    readonly silenceMs: number,
    private readonly clock: MockClock,
    private readonly sendHome: (session: SessionRecord, why: SentHome) => void,
    private readonly sendPageHome: (page: PageLoad, why: SentHome) => void,
  ) {}

  /** The platform began serving a game's page in Manual mode: the loading screen is up and its window opens now. */
  pageServed(page: PageLoad): void {
    const entry: PageWindow = { page, timer: null, sentHome: null };
    entry.timer = this.clock.setTimeout(() => {
      entry.timer = null;
      entry.sentHome = { silentMs: this.clock.now() - page.servedAt, lastProgress: null };
      this.sendPageHome(page, entry.sentHome);
    }, this.silenceMs);
    this.pages.set(page.id, entry);
    for (const [id, oldest] of this.pages) {
      if (this.pages.size <= MAX_PAGE_LOADS) break;
      if (oldest.timer !== null) this.clock.clearTimeout(oldest.timer);
      this.pages.delete(id);
    }
  }

  /**
   * When the page with `pageLoad` id was sent home before it started the SDK: the platform took it
   * away, so its late `init` starts nothing. Null for any other page.
   */
  pageSentHome(pageLoad: string | null): SentHome | null {
    return (pageLoad && this.pages.get(pageLoad)?.sentHome) || null;
  }

  /**
   * The session started (`init`): in Manual mode its window opens, counted from when the platform
   * began serving its page (`pageLoad`) when it served it, else from now.
   */
  start(session: SessionRecord, pageLoad: string | null = null): void {
    const page = pageLoad ? this.pages.get(pageLoad) : undefined;
    if (page && page.timer !== null) {
      this.clock.clearTimeout(page.timer);
      page.timer = null;
      this.pages.delete(pageLoad!);
      session.loadingMode = 'manual'; // the page was served in Manual mode
      this.arm(session, null, page.page.servedAt);
      return;
    }
    if (session.loadingMode === 'manual') this.arm(session, null);
  }

  /** The pages sent home before they started the SDK, oldest first. */
  pagesSentHome(): MockPageSentHome[] {
    return [...this.pages.values()].flatMap(({ page, sentHome }) =>
      sentHome ? [{ pageLoad: page.id, page: page.path, reason: pageSilenceReason(sentHome.silentMs), silentSeconds: silentSeconds(sentHome.silentMs) }] : [],
    );
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
    for (const page of this.pages.values()) if (page.timer !== null) this.clock.clearTimeout(page.timer);
    this.open.clear();
    this.pages.clear();
  }

  private arm(session: SessionRecord, percent: number | null, since = this.clock.now()): void {
    const previous = this.open.get(session.id);
    if (previous) this.clock.clearTimeout(previous.timer);
    const lastProgress = percent ?? previous?.lastProgress ?? null;
    const timer = this.clock.setTimeout(
      () => {
        this.open.delete(session.id);
        this.sendHome(session, { silentMs: this.clock.now() - since, lastProgress });
      },
      Math.max(0, since + this.silenceMs - this.clock.now()),
    );
    this.open.set(session.id, { timer, since, lastProgress });
  }
}
