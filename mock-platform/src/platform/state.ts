// Everything the mock platform holds, in memory: players and their data, notifications,
// purchases and subscriptions, page sessions, faults, pending decisions and the event log.
// The control surface changes it only through the named operations at the end, each of which
// checks what it is given against the platform (the catalog, the choices) and logs itself.
import type { PartnerEventName } from '@gamesdk/adapter-partner';
import type { DecisionKind, EventLogEntry, LoadingMode, MockClock, MockLoadingScreen, MockNetwork, MockPlatformEvent, MockPlayerView } from '../types.js';
import { DEFAULT_CATALOG, type MockCatalog } from './catalog.js';
import { EventLog } from './event-log.js';
import { isoTime, realClock } from './clock.js';
import { ConsumeFaults } from './consume-faults.js';
import { Decisions } from './decisions.js';
import { ControlError, SessionEnded } from './failure.js';
import { randomUUID } from 'node:crypto';
import { LOADING_SILENCE_MS, LoadingWindows, pageSilenceReason, silentSeconds, type PageLoad, type SentHome } from './loading-screen.js';
import { NetworkFaults } from './network.js';
import { createPurchase } from './purchases.js';
import { PLATFORM_MESSAGES as say } from './rules.generated.js';
import { newPlayer, type PlayerRecord, type SessionRecord } from './records.js';
import { PageSessions } from './sessions.js';
import { FIRST_PLAYER_ID } from '../mock-data.generated.js';

/** Ids of the default player: the one every engine's mock starts with too (sdk-core/api/mock-platform.json). */
export const DEFAULT_PLAYER_ID = FIRST_PLAYER_ID;

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
  /** The ids of the games served (their `/play/<id>/` paths); seeded purchases are signed for the first. */
  games?: readonly string[];
}

/** When the platform's automatic login reminder appears for a guest: 30 s after startGameAsync. */
export const LOGIN_REMINDER_MS = 30_000;

/** The platform events the control surface fires, by their control name. */
const EVENTS: Record<MockPlatformEvent, PartnerEventName> = { pause: 'pause', resume: 'resume', exitRequested: 'exit' };

/** Game named in the signed values of seeded purchases when no game is served (a platform in a test). */
const UNSERVED_GAME = 'mock-game';

/**
 * The mock platform's memory. Its parts (sessions, loading windows, network faults, decisions)
 * are shown read-mostly; what the control surface sets goes through the named operations below,
 * so each change is checked and logged in one place.
 */
export class MockState {
  /** Open registration prompts: id to whether the player registered. */
  readonly prompts = new Map<string, Promise<boolean>>();
  /** The products and subscription plans the game sells. */
  readonly catalog: MockCatalog;
  /** Manual-mode sessions waiting for a progress call or `gameReady`. */
  readonly loading: LoadingWindows;
  readonly sessions: PageSessions;
  private readonly networkFaults = new NetworkFaults();
  private readonly pendingDecisions: Decisions;
  private readonly playerRecords = new Map<string, PlayerRecord>();
  private readonly events = new EventLog();
  private readonly consumeFaults = new ConsumeFaults();
  private readonly loginReminderMs: number;
  private readonly clock: MockClock;
  private currentId = DEFAULT_PLAYER_ID;
  private entryPayloadValue: Record<string, unknown> | null = null;
  private loadingModeValue: LoadingMode = 'auto';
  private loginRemindersValue = true;
  private readonly games: readonly string[];

  constructor(options: MockStateOptions = {}) {
    this.games = options.games ?? [];
    this.clock = options.clock ?? realClock;
    this.pendingDecisions = new Decisions(this.clock);
    this.loginReminderMs = options.loginReminderMs ?? LOGIN_REMINDER_MS;
    this.catalog = options.catalog ?? DEFAULT_CATALOG;
    this.loading = new LoadingWindows(
      options.loadingSilenceMs ?? LOADING_SILENCE_MS,
      this.clock,
      (session, why) => this.sessions.sendHome(session, why),
      (page, why) => this.sendPageHome(page, why),
    );
    this.sessions = new PageSessions(this.loading, (session, call, args, outcome) => void this.record(session, call, args, outcome), this.clock);
    this.player(DEFAULT_PLAYER_ID);
  }

  /**
   * The platform's time now as it writes it in records and the event log (ISO 8601, UTC), from the
   * injected clock, so a test's fake clock dates them too.
   * @example state.timestamp(); // '2026-11-26T12:00:00.000Z'
   */
  timestamp(): string {
    return isoTime(this.clock);
  }

  /** The delay or silence before every platform SDK answer; `setNetwork` changes it. */
  get network(): Pick<NetworkFaults, 'current' | 'silent' | 'wait'> {
    return this.networkFaults;
  }

  /**
   * The interactive steps: the platform's calls wait on them, the shell lists those waiting.
   * `setOutcome`, `clearOutcomes` and `answerDecision` change them.
   */
  get decisions(): Pick<Decisions, 'decide' | 'pending'> {
    return this.pendingDecisions;
  }

  /** Every player the platform knows, by id. */
  get players(): ReadonlyMap<string, PlayerRecord> {
    return this.playerRecords;
  }

  /** The event log's entries kept (at most MAX_LOG_ENTRIES, the newest), oldest first. */
  get log(): readonly EventLogEntry[] {
    return this.events.entries;
  }

  /** The number of the newest entry ever logged (entries before the ones kept were dropped). */
  get lastSeq(): number {
    return this.events.lastSeq;
  }

  /** The entries kept after entry `since`, oldest first. */
  logAfter(since: number): EventLogEntry[] {
    return this.events.after(since);
  }

  /** The entry payload of the page sessions started from now on. */
  get entryPayload(): Record<string, unknown> | null {
    return this.entryPayloadValue;
  }

  /** The loading screen mode of sessions started from now on. */
  get loadingMode(): LoadingMode {
    return this.loadingModeValue;
  }

  /**
   * The team's setting of the platform's automatic login reminders (on by default). A game that
   * shows its own registration prompt needs them off: otherwise a guest sees two login prompts.
   */
  get loginReminders(): boolean {
    return this.loginRemindersValue;
  }

  /** The current player (every page session plays as them). */
  get current(): PlayerRecord {
    return this.player(this.currentId);
  }

  /** The player with `id`, created as a guest when new. */
  player(id: string): PlayerRecord {
    let record = this.playerRecords.get(id);
    if (!record) {
      record = newPlayer(id);
      this.playerRecords.set(id, record);
    }
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

  loadingScreen(): MockLoadingScreen {
    return { mode: this.loadingModeValue, silenceMs: this.loading.silenceMs };
  }

  /**
   * The platform began serving the page of `game` at `path` (the page that opens the game): logs
   * it (`pageLoad`) and answers its id, which the page carries (PAGE_LOAD_META) and sends back at
   * `init`. In Manual mode the loading screen's window opens now.
   */
  pageServed(game: string, path: string): string {
    const id = randomUUID();
    this.record(null, 'pageLoad', { game, path, pageLoad: id, loadingMode: this.loadingModeValue }, 'served');
    if (this.loadingModeValue === 'manual') this.loading.pageServed({ id, game, path, servedAt: this.clock.now() });
    return id;
  }

  /**
   * Starts a page session of `game` for the current player, in the current loading mode; for a
   * page the platform served (`pageLoad`), its loading window goes on from when the page was
   * served. Throws SessionEnded when that page was already sent home.
   */
  startSession(game: string, pageLoad: string | null = null): SessionRecord {
    const sentHome = this.loading.pageSentHome(pageLoad);
    if (sentHome) throw new SessionEnded(`the platform sent the player home: ${pageSilenceReason(sentHome.silentMs)}`);
    return this.sessions.start(game, this.currentId, this.loadingModeValue, pageLoad);
  }

  /** Manual mode: a page silent for the window before it started the SDK. The shell takes it away. */
  private sendPageHome(page: PageLoad, why: SentHome): void {
    const reason = pageSilenceReason(why.silentMs);
    this.record(null, 'sentHome', { reason, silentSeconds: silentSeconds(why.silentMs), windowSeconds: this.loading.silenceMs / 1000, lastProgress: null, page: page.path, pageLoad: page.id }, 'sent home');
  }

  /** The session called `gameReady`: its loading window closes; the first time, a guest's login reminder is scheduled. */
  sessionReady(session: SessionRecord): void {
    this.loading.end(session);
    if (session.readyAt) return;
    session.readyAt = this.timestamp();
    this.scheduleLoginReminder(session);
  }

  /**
   * A guest's session became interactive: while the team leaves the automatic login reminders on,
   * the platform shows one `loginReminderMs` later (logged as `loginReminder`; the shell shows it).
   */
  private scheduleLoginReminder(session: SessionRecord): void {
    if (!this.loginRemindersValue || this.player(session.player).registered) return;
    const timer = this.clock.setTimeout(() => {
      session.ended.signal.removeEventListener('abort', cancel);
      if (!this.loginRemindersValue || session.ended.signal.aborted || this.player(session.player).registered) return;
      this.record(session.id, 'loginReminder', { afterMs: this.loginReminderMs }, 'shown');
    }, this.loginReminderMs);
    const cancel = () => this.clock.clearTimeout(timer);
    session.ended.signal.addEventListener('abort', cancel, { once: true });
  }

  /** Whether the consume being handled now fails, as the consume faults set say. */
  takeConsumeFault(): boolean {
    return this.consumeFaults.take();
  }

  /** Appends to the event log and returns the entry. */
  record(session: string | null, call: string, args: Record<string, unknown>, outcome: string): EventLogEntry {
    const player = session ? (this.sessions.get(session)?.player ?? this.currentId) : this.currentId;
    return this.events.append({ at: this.timestamp(), session, player, call, args, outcome });
  }

  /** Releases everything held (server closing). */
  close(): void {
    this.loading.close();
    this.networkFaults.close();
    this.pendingDecisions.abandon(new Error('the mock platform is closing'));
    this.sessions.close();
  }

  // The control surface's operations. Each is one control request: it checks its input against
  // the platform, changes the state and logs itself as `control.<operation>`.

  /** Switches to player `id` (default: the current one), created as a guest when new, and sets their registration. */
  setPlayer(id: string | undefined, registered: boolean | undefined): PlayerRecord {
    const record = this.player(id ?? this.currentId);
    this.currentId = record.id;
    if (registered !== undefined) this.register(record, registered);
    this.logControl('setPlayer', { id: record.id, registered: record.registered });
    return record;
  }

  /**
   * Adds `count` paid, unconsumed purchases of `productId` (default: the first product) for the
   * current player, signed for `game` (default: the first game served), as the platform signs a
   * purchase made in that game, so the game's backend verifies them with its own id.
   */
  async seedPurchases(count: number, productId = this.catalog.products[0]?.productId ?? '', game = this.games[0] ?? UNSERVED_GAME): Promise<PlayerRecord> {
    if (!this.catalog.products.some((p) => p.productId === productId)) throw new ControlError(say.unknownProduct(productId));
    if (this.games.length > 0 && !this.games.includes(game)) throw new ControlError(`no game '${game}' is served (served: ${this.games.join(', ')})`);
    const player = this.current;
    for (let i = 0; i < count; i++) await createPurchase(player, productId, game, this.timestamp());
    this.logControl('seedPurchases', { productId, count, game });
    return player;
  }

  /** Makes `count` consumes fail once `after` more have succeeded; failed purchases stay pending. */
  failNextConsume(count: number, after: number): { count: number; after: number } {
    const faults = this.consumeFaults.set(count, after);
    this.logControl('failNextConsume', { count, after });
    return faults;
  }

  /** Sets the current player's status for subscription plan `productId`; `active` also uses up its free trial. */
  setSubscription(productId: string, status: string): PlayerRecord {
    if (!this.catalog.subscriptions.some((p) => p.productId === productId)) throw new ControlError(say.unknownPlan(productId));
    const player = this.current;
    player.subscriptions.set(productId, status);
    if (status === 'active') player.trialsUsed.add(productId);
    this.logControl('setSubscription', { productId, status });
    return player;
  }

  /** Adds player `playerId`, registered at `registeredAt` (default now), to the current player's referrals. */
  addReferral(playerId: string, registeredAt = this.timestamp()): PlayerRecord['referrals'] {
    const { referrals } = this.current;
    referrals.push({ playerId, registeredAt });
    this.logControl('addReferral', { playerId });
    return referrals;
  }

  /** Sets the entry payload of the page sessions started from now on (null for none); logs only its number of keys. */
  setEntryPayload(payload: Record<string, unknown> | null): Record<string, unknown> | null {
    this.entryPayloadValue = payload;
    this.logControl('setEntryPayload', { keys: payload ? Object.keys(payload).length : null });
    return payload;
  }

  /** Fires platform event `name` (`pause`, `resume`, `exitRequested`) at every live session; answers how many got it. */
  fireEvent(name: string): { sent: string; sessions: number } {
    if (!Object.hasOwn(EVENTS, name)) throw new ControlError(`event must be one of ${Object.keys(EVENTS).join(', ')}`);
    const event = EVENTS[name as MockPlatformEvent];
    const sessions = this.sessions.broadcast(event);
    this.record(null, `event.${event}`, { sessions }, 'sent');
    return { sent: name, sessions };
  }

  /** Sets the loading screen mode of the sessions started from now on (a live session keeps its own). */
  setLoadingMode(mode: LoadingMode): MockLoadingScreen {
    this.loadingModeValue = mode;
    this.logControl('setLoadingMode', { mode });
    return this.loadingScreen();
  }

  /** Turns the platform's automatic login reminders on or off (a reminder already scheduled checks again when due). */
  setLoginReminders(enabled: boolean): boolean {
    this.loginRemindersValue = enabled;
    this.logControl('setLoginReminders', { enabled });
    return enabled;
  }

  /** Changes the network faults; ending silence releases every held answer. */
  setNetwork(changes: Partial<MockNetwork>): MockNetwork {
    const network = this.networkFaults.set(changes);
    this.logControl('setNetwork', { ...network });
    return network;
  }

  /** Sets the outcome of the next `times` steps of `kind`, instead of waiting for the player. */
  setOutcome(kind: DecisionKind, choice: string, times: number): void {
    this.pendingDecisions.preset(kind, choice, times);
    this.logControl('setOutcome', { kind, choice, times });
  }

  /** Drops every scripted outcome: the next steps of every kind wait for the player again. */
  clearOutcomes(): void {
    this.pendingDecisions.clearPresets();
    this.logControl('clearOutcomes', {});
  }

  /** The player's choice for waiting step `id`; refused (404) when no such step waits, (400) when its kind does not offer `choice`. */
  answerDecision(id: string, choice: string): void {
    const kind = this.pendingDecisions.answer(id, choice);
    this.logControl('answerDecision', { id, kind, choice });
  }

  private logControl(operation: string, args: Record<string, unknown>): void {
    this.record(null, `control.${operation}`, args, 'ok');
  }
}
