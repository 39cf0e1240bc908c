// Public types of the mock platform: the control surface's values and the event log.
import type { CONTROL_EVENTS, OUTCOME_CHOICES } from './mock-data.generated.js';

/** One line of the server-side event log: every call the mock platform SDK made, and what the mock observed. */
export interface EventLogEntry {
  /** 1, 2, 3, ... in order of logging. */
  seq: number;
  /** ISO 8601 time of logging. */
  at: string;
  /** The page session (one per `init`), or null for events outside a session. */
  session: string | null;
  /** The current player's id when it happened, or null. */
  player: string | null;
  /**
   * The platform SDK method (`init`, `loadingProgress`, `gameReady`, `loadData`, `saveData`,
   * `signedPlayerInfo`, `botAvatarUrl`, `showRegistration`, `login`, `registrationClosed`,
   * `scheduleNotification`, `cancelNotification`, `cancelSessionNotifications`, `catalog`,
   * `purchase`, `purchases`, `consume`, `subscriptions`, `subscribe`, `shareReferral`,
   * `referrals`, `shareImage`), a platform event sent to the game (`event.pause`,
   * `event.resume`, `event.exit`), the platform ending a session (`sentHome`), or an
   * observation (`rootAbsoluteRequest`, `observed.unhandledError`, `observed.vibrate`,
   * `observed.externalLink`, `observed.registrationPromptCall`, `observed.rootAbsoluteUrl`).
   */
  call: string;
  /** The arguments, summarised: sizes instead of data, never a signed value. */
  args: Record<string, unknown>;
  /** `ok`, a failure code (`NOT_REGISTERED`, `CANCELLED`, ...), or what the player chose (`bought`, `closed`, `registered`). */
  outcome: string;
}

/** The player as the control surface shows them. */
export interface MockPlayerView {
  id: string;
  registered: boolean;
  name: string | null;
}

/** A scheduled notification as the platform holds it. */
export interface MockNotification {
  id: string;
  title: string;
  body: string;
  /** `scheduledInDays`: 0 to 7. */
  day: number;
  /** `asset:<id>`, `data-url:<mime>`, or null when the notification has no image. */
  image: string | null;
  /** The page session that scheduled it. */
  session: string;
  data: Record<string, unknown> | null;
}

/** The player's notifications grouped by day (`"0"` to `"7"`). */
export interface MockNotificationsByDay {
  player: string;
  days: Record<string, MockNotification[]>;
}

/** The player's stored data and its size. */
export interface MockPlayerData {
  player: string;
  data: Record<string, unknown>;
  /** UTF-8 bytes of the JSON form. */
  bytes: number;
  limitBytes: number;
}

/** A pending purchase as the control surface shows it (no signed value). */
/** A pending purchase as the shell shows it (`state().purchases`): no signed value on screen. */
export interface MockShownPurchase {
  productId: string;
  purchaseToken: string;
  purchasedAt: string;
}

/** A pending purchase as the control surface lists it (`getPurchases`, `seedPurchases`). */
export interface MockPendingPurchase extends MockShownPurchase {
  /** The platform-signed purchase (JWS), for the game of the page that bought it, or the game it was seeded for. */
  signedRequest: string;
}

/** A subscription plan as the player holds it. */
export interface MockSubscriptionView {
  productId: string;
  status: string;
  active: boolean;
  /** The plan has a free trial and this player never had it. */
  trialEligible: boolean;
}

/** A decision waiting for the player (the shell shows it and posts the choice). */
export interface MockPendingDecision {
  id: string;
  kind: DecisionKind;
  session: string | null;
  player: string;
  /** What the shell shows: the product, the prompt's message with its code, the shared text. */
  details: Record<string, unknown>;
  /** ISO 8601. */
  since: string;
}

/** Interactive steps whose outcome the server holds: checkout (purchases and subscriptions), registration (the prompt) and share (the sheet). */
export type DecisionKind = keyof typeof OUTCOME_CHOICES;

/**
 * The choices of each kind of decision (sdk-core/api/mock-platform.json, the same on every engine's
 * mock): buy or close the checkout, register over SMS or close the prompt, share or close the sheet.
 */
export type DecisionChoices = { [K in DecisionKind]: (typeof OUTCOME_CHOICES)[K][number] };

/** Network faults: a delay before every platform SDK answer, or no answer at all. */
export interface MockNetwork {
  delayMs: number;
  silent: boolean;
}

/** Platform events the control surface can fire at the game. */
export type MockPlatformEvent = (typeof CONTROL_EVENTS)[number];

/** A page session (one `init` of the platform SDK). */
export interface MockSessionView {
  id: string;
  player: string;
  game: string;
  startedAt: string;
  /** When `gameReady` arrived, or null. */
  readyAt: string | null;
  /** The loading screen mode the session started with. */
  loadingMode: LoadingMode;
  /** The page load the session belongs to (the page the platform served, whose loading window it took over), or null for a page the platform did not serve. */
  pageLoad: string | null;
  /** The platform sent the player home (Manual mode, no progress call in time), or null while the session lives. */
  sentHome: MockSentHome | null;
}

/** When and why the platform sent a session's player home. */
export interface MockSentHome {
  /** ISO 8601. */
  at: string;
  /** Such as `no loading progress call for 15 s in Manual loading mode`. */
  reason: string;
  /** Seconds from the window's start (the page served, init, or the last progress call) to sending home, to 0.1 s. */
  silentSeconds: number;
}

/**
 * The loading screen mode the team sets: `auto` (the default) needs nothing from the game;
 * `manual` shows the game's real progress and sends the player home when the window passes with
 * no progress call before `gameReady`.
 */
export type LoadingMode = 'auto' | 'manual';

/** The loading screen as the control surface shows it. */
export interface MockLoadingScreen {
  /** The mode of sessions started from now on. */
  mode: LoadingMode;
  /** Manual mode's window: milliseconds with no progress call before the player is sent home. */
  silenceMs: number;
}

/** The time and timers of the platform's own waits (the Manual loading window); inject a fake one in tests. */
export interface MockClock {
  /** Milliseconds, as `Date.now()`. */
  now(): number;
  /** Calls `callback` once after `ms`; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Everything the shell shows, in one read. */
export interface MockStateView {
  player: MockPlayerView;
  players: MockPlayerView[];
  data: { bytes: number; limitBytes: number };
  notifications: MockNotificationsByDay;
  purchases: MockShownPurchase[];
  subscriptions: MockSubscriptionView[];
  pending: MockPendingDecision[];
  entryPayload: Record<string, unknown> | null;
  network: MockNetwork;
  loadingScreen: MockLoadingScreen;
  /** Whether the platform's automatic login reminders are on (the team's setting). */
  loginReminders: boolean;
  sessions: MockSessionView[];
  /** Pages the platform sent home before they started the SDK (Manual mode), by the page load their page names. */
  pagesSentHome: MockPageSentHome[];
  lastSeq: number;
}

/** A page sent home before it started the SDK: silent for Manual mode's window since the platform began serving it. */
export interface MockPageSentHome {
  /** The page load's id, which the page names in its `partner-page-load` meta. */
  pageLoad: string;
  /** The page's path, `/play/<name>/index.html`. */
  page: string;
  reason: string;
  silentSeconds: number;
}
