import type {
  DecisionChoices,
  DecisionKind,
  EventLogEntry,
  LoadingMode,
  MockLoadingScreen,
  MockNetwork,
  MockNotificationsByDay,
  MockPendingDecision,
  MockPendingPurchase,
  MockPlatformEvent,
  MockPlayerData,
  MockPlayerView,
  MockSessionView,
  MockStateView,
  MockSubscriptionView,
} from '../types.js';
import type { ChecklistReport } from '../checklist/types.js';
import type { PublishRequest } from '../upload-api/index.js';

/** A control surface request the server refused. */
export class MockControlError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'MockControlError';
  }
}

/**
 * The scripted control surface of a running mock platform: a typed client of the raw HTTP API
 * under `/__mock/api`. Every method is one request.
 * @example
 * const control = new MockControl('http://127.0.0.1:41234');
 * await control.setPlayer({ registered: true });
 * await control.setOutcome('checkout', 'close');
 */
export class MockControl {
  constructor(readonly url: string) {}

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}/__mock/api${path}`, {
      method,
      // Always JSON, also without a body: the mock refuses any other state-changing request.
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const answer = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new MockControlError(`${method} ${path}: ${answer.error ?? response.statusText}`, response.status);
    return answer;
  }

  /** Everything the shell shows, in one read. */
  state = () => this.request<MockStateView>('GET', '/state');
  /** The current player. */
  getPlayer = () => this.request<MockPlayerView>('GET', '/player');
  /** Switches to player `id` (created as a guest when new; default: the current one) and sets whether they are registered. */
  setPlayer = (player: { id?: string; registered?: boolean }) => this.request<MockPlayerView>('PUT', '/player', player);
  /** The current player's stored data and its size in bytes. */
  getPlayerData = () => this.request<MockPlayerData>('GET', '/player/data');
  /** The current player's scheduled notifications by day, `"0"` to `"7"`. */
  getNotifications = () => this.request<MockNotificationsByDay>('GET', '/notifications');
  /** The current player's unconsumed purchases, oldest first. */
  getPurchases = () => this.request<MockPendingPurchase[]>('GET', '/purchases');
  /**
   * Adds `count` paid, unconsumed purchases of `productId` (default the first product) for the
   * current player, signed for `game` (default the first game served; one the platform serves).
   */
  seedPurchases = (count: number, productId?: string, game?: string) =>
    this.request<MockPendingPurchase[]>('POST', '/purchases/seed', { count, ...(productId ? { productId } : {}), ...(game ? { game } : {}) });
  /** Makes `count` (default 1) consume calls fail, after `after` (default 0) more succeed; failed purchases stay pending. */
  failNextConsume = (count = 1, after = 0) => this.request<{ count: number; after: number }>('POST', '/consume/fail-next', { count, after });
  /** The current player's subscription plans. */
  getSubscriptions = () => this.request<MockSubscriptionView[]>('GET', '/subscriptions');
  /** Sets the current player's subscription status for a plan (default `active`: held). */
  setSubscription = (productId: string, status = 'active') => this.request<MockSubscriptionView[]>('POST', '/subscriptions', { productId, status });
  /** Adds an invited player who registered to the current player's referrals. */
  addReferral = (playerId: string) => this.request<unknown>('POST', '/referrals', { playerId });
  /** Sets the entry payload of the next page sessions (null for none). */
  setEntryPayload = (payload: Record<string, unknown> | null) => this.request<unknown>('PUT', '/entry-payload', { payload });
  /** Fires a platform event at every live page session. */
  fire = (event: MockPlatformEvent) => this.request<{ sessions: number }>('POST', `/events/${event}`);
  /** Delays every platform SDK answer by `delayMs`, or holds every answer while `silent` (to exercise TIMEOUT). */
  setNetwork = (network: Partial<MockNetwork>) => this.request<MockNetwork>('PUT', '/network', network);
  /** The loading screen mode of the next page sessions, and Manual mode's window. */
  getLoadingMode = () => this.request<MockLoadingScreen>('GET', '/loading-mode');
  /**
   * Sets the loading screen mode of the page sessions started from now on (a live session keeps
   * its own): `manual` sends the player home when the window passes with no progress call before
   * `gameReady`; `auto` (the default) never does.
   */
  setLoadingMode = (mode: LoadingMode) => this.request<MockLoadingScreen>('PUT', '/loading-mode', { mode });
  /**
   * The team's setting of the platform's automatic login reminders (on by default): a guest sees a
   * reminder 30 s after startGameAsync while it is on. Turn it off for a game that shows its own prompt.
   */
  setLoginReminders = (enabled: boolean) => this.request<{ enabled: boolean }>('PUT', '/login-reminders', { enabled });
  /** Sets the outcome of the next `times` (default 1) steps of `kind`, instead of waiting for the player. */
  setOutcome = <K extends DecisionKind>(kind: K, choice: DecisionChoices[K], times = 1) =>
    this.request<unknown>('POST', `/outcomes/${kind}`, { choice, times });
  /** Drops every outcome set with `setOutcome`. */
  clearOutcomes = () => this.request<unknown>('DELETE', '/outcomes');
  /** Steps waiting for the player's choice. */
  getPending = () => this.request<MockPendingDecision[]>('GET', '/pending');
  /** Posts the player's choice for a waiting step. */
  answer = (id: string, choice: string) => this.request<unknown>('POST', `/pending/${encodeURIComponent(id)}`, { choice });
  /** The event log from entry `since + 1` on (default: all of it). */
  getEvents = (since = 0) => this.request<EventLogEntry[]>('GET', `/log?since=${since}`);
  /** Page sessions started so far. */
  getSessions = () => this.request<MockSessionView[]>('GET', '/sessions');
  /** The launch checklist report of what was logged after entry `since` (default: all of it). */
  getChecklist = (since = 0) => this.request<ChecklistReport>('GET', `/checklist?since=${since}`);
  /** Every team's publish requests, newest first, with the game's name and team: the reviewers' queue. */
  getPublishRequests = () => this.request<Array<PublishRequest & { game_name: string; team_id: string }>>('GET', '/reviews');
  /**
   * Plays the service's team reviewing a request in review: `approve`, or `request-changes` with
   * `feedback` (required then); the game page shows the status and the feedback.
   */
  reviewPublishRequest = (id: string, decision: 'approve' | 'request-changes', feedback?: string) =>
    this.request<PublishRequest>('POST', `/reviews/${encodeURIComponent(id)}`, { decision, ...(feedback === undefined ? {} : { feedback }) });
}
