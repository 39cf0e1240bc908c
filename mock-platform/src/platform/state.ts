// Everything the mock platform holds, in memory: players and their data, notifications,
// purchases and subscriptions, page sessions, faults, pending decisions and the event log.
import { randomUUID } from 'node:crypto';
import type { PartnerEventName } from '@gamesdk/adapter-partner';
import type { EventLogEntry, LoadingMode, MockClock, MockLoadingScreen, MockNetwork, MockPlayerView, MockSessionView } from '../types.js';
import { DEFAULT_CATALOG, type MockCatalog } from './catalog.js';
import { Decisions } from './decisions.js';
import { SessionEnded } from './failure.js';
import { LOADING_SILENCE_MS, LoadingWindows, realClock, type SentHome } from './loading-screen.js';
import type { PlayerRecord, SessionRecord } from './records.js';

/** Ids of the default player. */
export const DEFAULT_PLAYER_ID = 'player-1';

/** What the state is made with: the platform's waits, injectable for tests. */
export interface MockStateOptions {
  /** Manual loading mode's window. Default LOADING_SILENCE_MS (the spec's 15 s). */
  loadingSilenceMs?: number;
  /** The clock of that window and of the login reminders. Default: the wall clock and Node's timers. */
  clock?: MockClock;
  /** How long after a guest's startGameAsync the platform shows its automatic login reminder. Default LOGIN_REMINDER_MS. */
  loginReminderMs?: number;
  /** What the platform sells. Default DEFAULT_CATALOG. */
  catalog?: MockCatalog;
}

/** When the platform's automatic login reminder appears for a guest: 30 s after startGameAsync. */
export const LOGIN_REMINDER_MS = 30_000;

/** Page sessions the platform keeps at once; older ones expire. */
export const MAX_PAGE_SESSIONS = 200;

export class MockState {
  readonly players = new Map<string, PlayerRecord>();
  readonly sessions = new Map<string, SessionRecord>();
  readonly decisions = new Decisions();
  readonly log: EventLogEntry[] = [];
  network: MockNetwork = { delayMs: 0, silent: false };
  entryPayload: Record<string, unknown> | null = null;
  /** Consume faults: after `after` more successful consumes, the next `count` fail. */
  consumeFaults = { after: 0, count: 0 };
  /** Open registration prompts: id to whether the player registered. */
  readonly prompts = new Map<string, Promise<boolean>>();
  /** The loading screen mode of sessions started from now on. */
  loadingMode: LoadingMode = 'auto';
  /**
   * The team's setting of the platform's automatic login reminders (on by default). A game that
   * shows its own registration prompt needs them off: otherwise a guest sees two login prompts.
   */
  loginReminders = true;
  /** The products and subscription plans the game sells. */
  readonly catalog: MockCatalog;
  private readonly loginReminderMs: number;
  private readonly clock: MockClock;
  /** Manual-mode sessions waiting for a progress call or `gameReady`. */
  readonly loading: LoadingWindows;
  private currentId = DEFAULT_PLAYER_ID;
  private silenceEnded: Array<() => void> = [];

  constructor(options: MockStateOptions = {}) {
    this.clock = options.clock ?? realClock;
    this.loginReminderMs = options.loginReminderMs ?? LOGIN_REMINDER_MS;
    this.catalog = options.catalog ?? DEFAULT_CATALOG;
    this.loading = new LoadingWindows(options.loadingSilenceMs ?? LOADING_SILENCE_MS, this.clock, (session, why) => this.sendHome(session, why));
    this.player(DEFAULT_PLAYER_ID);
  }

  /**
   * A guest's session became interactive: while the team leaves the automatic login reminders on,
   * the platform shows one `loginReminderMs` later (logged as `loginReminder`; the shell shows it).
   */
  scheduleLoginReminder(session: SessionRecord): void {
    if (!this.loginReminders || this.player(session.player).registered) return;
    const timer = this.clock.setTimeout(() => {
      session.ended.signal.removeEventListener('abort', cancel);
      if (!this.loginReminders || session.ended.signal.aborted || this.player(session.player).registered) return;
      this.record(session.id, 'loginReminder', { afterMs: this.loginReminderMs }, 'shown');
    }, this.loginReminderMs);
    const cancel = () => this.clock.clearTimeout(timer);
    session.ended.signal.addEventListener('abort', cancel, { once: true });
  }

  /** The current player (every page session plays as them). */
  get current(): PlayerRecord {
    return this.player(this.currentId);
  }

  /** The player with `id`, created as a guest when new. */
  player(id: string): PlayerRecord {
    let record = this.players.get(id);
    if (!record) {
      record = {
        id,
        registered: false,
        name: null,
        data: {},
        dataBytes: 2,
        notifications: new Map(),
        purchases: [],
        consumed: new Set(),
        subscriptions: new Map(),
        trialsUsed: new Set(),
        referrals: [],
      };
      this.players.set(id, record);
    }
    return record;
  }

  /** Switches the current player, creating them when new, and sets their registration. */
  setPlayer(id: string | undefined, registered: boolean | undefined): PlayerRecord {
    const record = this.player(id ?? this.currentId);
    this.currentId = record.id;
    if (registered !== undefined) this.register(record, registered);
    return record;
  }

  /** Marks a player registered (with a display name) or back to guest. */
  register(record: PlayerRecord, registered: boolean): void {
    record.registered = registered;
    record.name = registered ? `Player ${record.id}` : null;
  }

  view(record: PlayerRecord = this.current): MockPlayerView {
    return { id: record.id, registered: record.registered, name: record.name };
  }

  /** Starts a page session for the current player. */
  startSession(game: string): SessionRecord {
    const session: SessionRecord = {
      id: randomUUID(),
      player: this.currentId,
      game,
      startedAt: new Date().toISOString(),
      readyAt: null,
      loadingMode: this.loadingMode,
      sentHome: null,
      ended: new AbortController(),
      queue: [],
      listeners: new Set(),
    };
    this.sessions.set(session.id, session);
    this.loading.start(session);
    this.expireOldestSessions();
    return session;
  }

  /**
   * Keeps at most MAX_PAGE_SESSIONS: past that the oldest is ended (its held calls fail, its
   * event poll ends) and forgotten, so a flood of `init` calls cannot grow memory or the views.
   */
  private expireOldestSessions(): void {
    for (const [id, oldest] of this.sessions) {
      if (this.sessions.size <= MAX_PAGE_SESSIONS) return;
      this.loading.end(oldest);
      oldest.queue.length = 0;
      for (const deliver of oldest.listeners) deliver([]);
      oldest.listeners.clear();
      oldest.ended.abort(new SessionEnded('the page session expired: newer sessions replaced it'));
      this.sessions.delete(id);
    }
  }

  sessionViews(): MockSessionView[] {
    // Everything but the live parts, copied so a view never changes under its reader.
    return [...this.sessions.values()].map(({ ended: _ended, queue: _queue, listeners: _listeners, sentHome, ...view }) => ({ ...view, sentHome: sentHome && { ...sentHome } }));
  }

  /** Sessions the platform has not ended. */
  liveSessions(): SessionRecord[] {
    return [...this.sessions.values()].filter((session) => !session.ended.signal.aborted);
  }

  loadingScreen(): MockLoadingScreen {
    return { mode: this.loadingMode, silenceMs: this.loading.silenceMs };
  }

  /**
   * Sends the player of `session` home (Manual loading mode, no progress call in time): logs it,
   * ends the session so its held calls and event polls fail and its decisions are withdrawn. The
   * shell takes the page away.
   */
  sendHome(session: SessionRecord, why: SentHome): void {
    if (session.ended.signal.aborted) return;
    this.loading.end(session);
    const silentSeconds = Math.round(why.silentMs / 100) / 10;
    const reason = `no loading progress call for ${silentSeconds} s in Manual loading mode`;
    session.sentHome = { at: new Date().toISOString(), reason, silentSeconds };
    this.record(session.id, 'sentHome', { reason, silentSeconds, windowSeconds: this.loading.silenceMs / 1000, lastProgress: why.lastProgress }, 'sent home');
    session.queue.length = 0;
    session.ended.abort(new SessionEnded(`the platform sent the player home: ${reason}`));
  }

  /** Sends a platform event to every live session. */
  broadcast(event: PartnerEventName): void {
    for (const session of this.liveSessions()) {
      session.queue.push(event);
      if (session.listeners.size === 0) continue;
      const events = session.queue.splice(0);
      for (const deliver of session.listeners) deliver(events);
      session.listeners.clear();
    }
  }

  /** Appends to the event log and returns the entry. */
  record(session: string | null, call: string, args: Record<string, unknown>, outcome: string): EventLogEntry {
    const player = session ? (this.sessions.get(session)?.player ?? this.currentId) : this.currentId;
    const entry: EventLogEntry = { seq: this.log.length + 1, at: new Date().toISOString(), session, player, call, args, outcome };
    this.log.push(entry);
    return entry;
  }

  /** Changes the network faults; ending silence releases every held answer. */
  setNetwork(network: Partial<MockNetwork>): void {
    this.network = { ...this.network, ...network };
    if (!this.network.silent) for (const release of this.silenceEnded.splice(0)) release();
  }

  /** Waits as the network faults say before an answer: the delay, and while silent, until silence ends. */
  async networkWait(): Promise<void> {
    if (this.network.delayMs > 0) await new Promise((done) => setTimeout(done, this.network.delayMs));
    while (this.network.silent) await new Promise<void>((done) => this.silenceEnded.push(done));
  }

  /** Releases everything held (server closing). */
  close(): void {
    this.loading.close();
    this.network.silent = false;
    for (const release of this.silenceEnded.splice(0)) release();
    this.decisions.abandon(new Error('the mock platform is closing'));
    for (const session of this.sessions.values()) {
      for (const deliver of session.listeners) deliver([]);
      session.listeners.clear();
    }
  }
}
