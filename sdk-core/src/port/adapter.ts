// The adapter port: the one interface a platform adapter implements. The core validates
// arguments and state, bounds every wait with a timeout and maps errors; an adapter only talks
// to its platform. An operation an adapter leaves out becomes FEATURE_NOT_SUPPORTED.
import type { ErrorCode } from '../errors/error-codes.generated.js';
import type { SdkError } from '../errors/sdk-error.js';
import type {
  EntryPointData,
  Player,
  PlayerData,
  Product,
  Purchase,
  PurchaseOptions,
  ReferralList,
  ReferralShareOptions,
  RegistrationPromptOptions,
  ScheduledNotification,
  ShareOptions,
  SignedPlayerInfo,
  SubscribeOptions,
  Subscription,
  NotificationOptions,
} from '../types/values.js';
import type { RegistrationPrompt } from '../types/handles.js';

/** Names of the SDK's modules, each answering `isSupported()`. */
export type ModuleName =
  | 'data'
  | 'player'
  | 'auth'
  | 'notifications'
  | 'iap'
  | 'subscriptions'
  | 'session'
  | 'context'
  | 'referrals'
  | 'ads'
  | 'banners'
  | 'game'
  | 'analytics'
  | 'haptics'
  | 'leaderboard'
  | 'achievements'
  | 'tournament'
  | 'stats'
  | 'friends'
  | 'reviews'
  | 'remoteConfig';

/** Events an adapter raises from its platform. */
export interface PlatformEvents {
  /** The player is leaving: handlers must save synchronously. */
  exitRequested: [];
  /** The game is hidden. */
  pause: [];
  /** The game is shown again. */
  resume: [];
}

/** Upper bounds, in milliseconds, on every wait for a platform. */
export interface Timeouts {
  /** Loading the platform's own SDK script and initialising it. Default 10000. */
  initialize: number;
  /** An ordinary platform call. Default 10000. */
  call: number;
  /** A call that waits for the player (checkout, share sheet, registration). Default 300000. */
  interactive: number;
}

/** What the core hands an adapter at initialisation: everything it may need, injected. */
export interface AdapterContext {
  /** The page URL the SDK was started on. */
  readonly url: URL;
  /** The bounds in force; an adapter never waits longer on its own. */
  readonly timeouts: Timeouts;
  /** Raises an SDK event (pause, resume, exitRequested) from the platform. */
  emit<E extends keyof PlatformEvents>(event: E): void;
  /** Builds the SDK's typed error, for adapters to throw. */
  error(code: ErrorCode, message: string, cause?: unknown): SdkError;
  /** Loads a script by URL, bounded by `timeouts.initialize`; rejects INITIALIZATION_ERROR or TIMEOUT. */
  loadScript(src: string): Promise<void>;
  /**
   * The platform session the page start (browser-script's page-start.html) opened for this
   * platform while the SDK's script downloaded, taken once: await it instead of opening another.
   * Undefined when the page has none, or once taken (a retry opens a new session).
   */
  takePageStartSession(): PromiseLike<unknown> | undefined;
  /** Writes one line to the developer console, prefixed with the SDK's tag. */
  log(level: 'info' | 'warn' | 'error', message: string): void;
}

/** The adapter storage contract: the core keeps the cache, the queue and the limit. */
export interface PlayerStorage {
  /** Upper bound, in UTF-8 bytes of the JSON form, of one player's data. */
  readonly limitBytes: number;
  /** Reads the whole player record once, at initialisation. */
  load(): Promise<PlayerData>;
  /** Replaces the whole player record. Called one write at a time, with coalesced changes. */
  save(data: PlayerData): Promise<void>;
  /**
   * Optional: keeps the whole record synchronously, best effort, when the page is going away
   * while a write is unfinished (the browser may cut an asynchronous write off). The next
   * `load` must return it unless a later `save` replaced it.
   */
  saveBeforeUnload?(data: PlayerData): void;
}

/** Player operations of a platform. */
export interface PlayerPort {
  /** The current player; called after initialize. */
  getPlayer(): Player;
  /** Signed proof of the player's identity. */
  getSignedPlayerInfo?(): Promise<SignedPlayerInfo>;
  /** Whether bot avatars are available. */
  isBotAvatarSupported?(): boolean;
  /** A stable picture URL for `username`, arguments validated. */
  getBotAvatar?(username: string, size: number): Promise<string>;
}

/** Login operations of a platform. */
export interface AuthPort {
  /** True for a registered player. */
  isAuthenticated(): boolean;
  /** The platform's sign-in flow. */
  signIn?(): Promise<Player>;
  /** Arguments are already validated; throw an SdkError for platform failures. */
  showRegistrationPrompt?(options: RegistrationPromptOptions): RegistrationPrompt;
}

/** Scheduled notifications of a platform. Options arrive validated. */
export interface NotificationsPort {
  /** Schedules, replacing any notification with the same id. */
  schedule(options: NotificationOptions): Promise<ScheduledNotification>;
  /** Cancels one notification. */
  cancel(id: string): Promise<void>;
  /** Cancels this page session's notifications. */
  cancelAll(): Promise<void>;
}

/** Payments and subscriptions of a platform. Arguments arrive validated. */
export interface IapPort {
  /** Products for sale. */
  getCatalog?(): Promise<Product[]>;
  /** The checkout; a closed checkout rejects IAP_PURCHASE_CANCELLED. */
  purchase?(options: PurchaseOptions): Promise<Purchase>;
  /** Unconsumed purchases, at most 50. */
  getPurchases?(): Promise<Purchase[]>;
  /** Consumes a purchase; repeating it is not an error. */
  consumePurchase?(purchaseToken: string): Promise<void>;
  /** Plans as the player sees them; empty for guests. */
  getSubscriptions?(): Promise<Subscription[]>;
  /** The subscription checkout; a closed one resolves with status `cancelled`. */
  subscribe?(options: SubscribeOptions): Promise<Subscription>;
}

/** Session information of a platform. */
export interface SessionPort {
  /** The platform's entry payload, or null; never read from the page URL. */
  getEntryPointData(): EntryPointData | null;
  /** Locale such as `en-US`. */
  getLocale?(): string;
}

/** Referral operations of a platform. */
export interface ReferralsPort {
  /** The invite flow. */
  share(options: ReferralShareOptions): Promise<void>;
  /** Registered invitees, signed. */
  list(): Promise<ReferralList>;
}

/** Image sharing of a platform. */
export interface ContextPort {
  /** The share sheet. */
  share(options: ShareOptions): Promise<void>;
}

/** The interface a platform adapter implements. */
export interface PlatformAdapter {
  /** The platform's lowercase id, as `session.getPlatform()` returns it and `sdk_platform` selects it. */
  readonly id: string;
  /** Said once in the console at start-up, after the platform's id: what this platform is. */
  readonly description?: string;
  /** What each module's `isSupported()` answers. A module left out answers false. */
  readonly supports: Readonly<Partial<Record<ModuleName, boolean>>>;
  /** Loads and initialises the platform; bounded by the core with `timeouts.initialize`. */
  initialize(context: AdapterContext): Promise<void>;
  /**
   * Loading progress 0 to 100, already validated. A promise, where the platform answers reports,
   * settles when this one was answered: the core sends no other report before then (at most
   * 2 s), coalescing the game's calls meanwhile; nothing else ever waits for it.
   */
  setLoadingProgress?(percent: number): void | Promise<void>;
  /** Tells the platform the game is interactive. */
  startGame?(): Promise<void>;
  /** Where the player's data lives. */
  readonly storage: PlayerStorage;
  /** The current player. */
  readonly player: PlayerPort;
  /** Login, where the platform has it. */
  readonly auth?: AuthPort;
  /** Scheduled notifications. */
  readonly notifications?: NotificationsPort;
  /** Payments and subscriptions. */
  readonly iap?: IapPort;
  /** Session facts. */
  readonly session?: SessionPort;
  /** Referrals. */
  readonly referrals?: ReferralsPort;
  /** Image sharing. */
  readonly context?: ContextPort;
  /** `game.inviteLink()` where the platform has one. */
  inviteLink?(data?: Record<string, unknown>): Promise<string>;
}

/** A registered platform: its id and how to make its adapter. */
export interface PlatformDefinition {
  /** Lowercase id matched exactly against the `sdk_platform` query parameter. */
  readonly id: string;
  /** Makes a fresh adapter; called once, when this platform is selected. */
  create(): PlatformAdapter;
}
