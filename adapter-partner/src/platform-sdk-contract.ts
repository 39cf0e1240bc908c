// The contract between the adapter and the partner platform's own SDK.
//
// The spec does not show the platform SDK's API, so this module fixes what the adapter expects
// of it: the global it defines, the file it is served as, where it is loaded from, its methods
// and its value shapes. It is the only file that changes when the real platform SDK is plugged
// in. The mock platform (`@gamesdk/mock-platform`) implements exactly this contract and
// type-imports it from here; the adapter has no code path that exists only for the mock.
//
// Conventions of every asynchronous method: it resolves with the value described, or rejects
// with a `PartnerSdkFailure` whose `code` is one of `PartnerFailureCode`.

/** Name of the global the platform SDK script defines (`window.PartnerSDK`). */
export const PLATFORM_SDK_GLOBAL = 'PartnerSDK';

/** File name of the platform SDK script. */
export const PLATFORM_SDK_FILE = 'partner-sdk.js';

/**
 * Production default of the platform SDK's URL: a well-known path on the page's own origin.
 * The platform serves every game from a sub-path of its origin and its SDK from this path of
 * the same origin, so the game needs no cross-origin request and no configuration.
 */
export const PLATFORM_SDK_DEFAULT_PATH = `/partner-platform/v1/${PLATFORM_SDK_FILE}`;

/**
 * The documented setting that overrides the default: a `<meta name="partner-sdk-url"
 * content="...">` tag in the game page (absolute, or relative to the page).
 */
export const PLATFORM_SDK_URL_META = 'partner-sdk-url';

/**
 * The method that opens the platform's session (`init`). The page start (browser-script's
 * page-start.html) calls it as soon as the platform SDK has run, and the adapter takes that session.
 */
export const PLATFORM_SDK_SESSION_METHOD = 'init' satisfies keyof PartnerPlatformSdk;

/** Why a platform SDK call failed. */
export type PartnerFailureCode =
  /** The player closed a checkout, prompt or sheet. */
  | 'CANCELLED'
  /** The call needs a registered player. */
  | 'NOT_REGISTERED'
  /** The call is not allowed now (a registration prompt for a registered player, a held plan). */
  | 'NOT_ALLOWED'
  /** An argument broke one of the platform's rules. */
  | 'BAD_ARGUMENT'
  /** The write would take the player's data past the platform's limit. */
  | 'QUOTA_EXCEEDED'
  /** The platform could not be reached. */
  | 'UNAVAILABLE'
  /** The platform failed the operation; nothing changed (a failed consume stays pending). */
  | 'FAILED';

/** What a platform SDK call rejects with. */
export interface PartnerSdkFailure {
  code: PartnerFailureCode;
  message: string;
}

/** The player as the platform knows them. */
export interface PartnerPlayer {
  /** Stable across sessions and devices; kept when a guest registers. */
  id: string;
  /** True once registration over SMS completed. */
  registered: boolean;
  name: string | null;
  photo: string | null;
}

/** What `init` resolves with: the session the page runs in. */
export interface PartnerSession {
  player: PartnerPlayer;
  /** The entry payload (notification, share or referral that opened the game), or null. */
  entryPayload: Record<string, unknown> | null;
  /** BCP 47 locale such as `en-US`. */
  locale: string;
  /** Upper bound, in bytes of the JSON form, of one player's data. */
  dataLimitBytes: number;
  /**
   * The player's whole data record, when the platform sends it with the session (optional). A
   * platform that knows the player at `init` can: it saves the game a `loadData` round trip
   * before it can start. Without it, the adapter calls `loadData`.
   */
  data?: Record<string, unknown>;
}

/** A product for sale. `price` is a decimal string such as `"4.99"`. */
export interface PartnerProduct {
  productId: string;
  title: string;
  description: string;
  price: string;
  currency: string;
  imageUrl: string | null;
}

/** An unconsumed purchase. */
export interface PartnerPurchase {
  productId: string;
  purchaseToken: string;
  /** The platform-signed purchase (JWS). */
  signedRequest: string;
  sandbox: boolean;
  /** ISO 8601. */
  purchasedAt: string;
}

/** How often a plan bills. */
export type PartnerBillingPeriod = 'week' | 'month' | 'year';

/**
 * A subscription plan for sale: a product (the same fields and limits) with its billing period and
 * its free trial. The spec does not say how a game learns a plan's price; this contract has the
 * platform return it with the plan, as Facebook's getSubscribableCatalogAsync does.
 */
export interface PartnerPlan extends PartnerProduct {
  /** The plan bills `price` once a `period`. */
  period: PartnerBillingPeriod;
  /** Length of the free trial in days; 0 when the plan has none. */
  trialDays: number;
}

/** A subscription plan as seen by the player: the plan's terms and the player's state. */
export interface PartnerSubscription extends PartnerPlan {
  active: boolean;
  /** The player may start the plan's free trial (only meaningful when `trialDays` is above 0). */
  trialEligible: boolean;
  /** `active`, `inactive`, `expired`, or `cancelled` for a closed checkout. */
  status: string;
  /** The platform-signed subscription (JWS); empty for a closed checkout. */
  signedRequest: string;
}

/** Notification as the platform takes it (the SDK's options, already validated). */
export interface PartnerNotification {
  id: string;
  title: string;
  body: string;
  day: number;
  imageAssetId?: string;
  imageDataUrl?: string;
  data?: Record<string, unknown>;
}

/** A registration prompt on screen. */
export interface PartnerRegistrationPrompt {
  /** Starts SMS registration; resolves when the prompt closed (see `onClose` for the outcome). */
  login(): Promise<void>;
}

/** Platform events the game hears about. */
export type PartnerEventName = 'pause' | 'resume' | 'exit';

/** The platform SDK: what `window.PartnerSDK` must be. */
export interface PartnerPlatformSdk {
  /** Starts the session; call once, first. */
  init(): Promise<PartnerSession>;
  /**
   * Loading progress 0 to 100 (Manual loading mode shows it). A message that needs no answer: it
   * leaves at once and reaches the platform before every message sent after it. It may return a
   * promise that settles when the platform has it; the adapter then sends no other report before
   * (the core coalesces the game's calls meanwhile, and waits at most 2 s).
   */
  loadingProgress(percent: number): void | Promise<void>;
  /** The game is interactive; leaves at once, after every message sent before it, waiting for none. */
  gameReady(): Promise<void>;
  /** Subscribes to a platform event. */
  on(event: PartnerEventName, handler: () => void): void;

  /** The player's whole data record. */
  loadData(): Promise<Record<string, unknown>>;
  /** Replaces the player's whole data record; rejects QUOTA_EXCEEDED past the limit. */
  saveData(data: Record<string, unknown>): Promise<void>;
  /** `{ playerId, signature }`, the signature being the platform-signed player (JWS). */
  signedPlayerInfo(): Promise<{ playerId: string; signature: string }>;
  /** URL of the bot avatar of `username`; the same username gives the same picture. */
  botAvatarUrl(username: string, size: number): Promise<string>;

  /**
   * Shows the registration overlay. Synchronous: throws `PartnerSdkFailure` (NOT_ALLOWED for a
   * registered player). `onClose(registered)` is called once when it closes; after a completed
   * registration the platform reloads the game.
   */
  showRegistration(options: { message: string; data?: Record<string, unknown> }, onClose: (registered: boolean) => void): PartnerRegistrationPrompt;

  /** Schedules, replacing any notification with the same id; NOT_REGISTERED for a guest. */
  scheduleNotification(notification: PartnerNotification): Promise<void>;
  /** Cancels one notification by id. */
  cancelNotification(id: string): Promise<void>;
  /** Cancels the notifications scheduled by this page session. */
  cancelSessionNotifications(): Promise<void>;

  /** Products for sale. */
  catalog(): Promise<PartnerProduct[]>;
  /** Opens the checkout; CANCELLED when closed. */
  purchase(productId: string): Promise<PartnerPurchase>;
  /** Unconsumed purchases, at most 50. */
  purchases(): Promise<PartnerPurchase[]>;
  /** Consumes a purchase; consuming a consumed one succeeds. */
  consume(purchaseToken: string): Promise<void>;
  /** Plans as seen by the player; empty for a guest. */
  subscriptions(): Promise<PartnerSubscription[]>;
  /** Opens the subscription checkout; a closed one resolves with status `cancelled`. */
  subscribe(productId: string): Promise<PartnerSubscription>;

  /** Opens the invite sheet. */
  shareReferral(options: { text?: string; data?: Record<string, unknown>; onboardingSlug?: string; notificationTemplates?: Array<{ title: string; body: string }> }): Promise<void>;
  /** Invited players who registered, and the platform-signed list (JWS). */
  referrals(): Promise<{ referrals: Array<{ playerId: string; registeredAt: string }>; signedRequest: string }>;
  /** Opens the image share sheet. */
  shareImage(options: { intent: string; image: string; text?: string; data?: Record<string, unknown> }): Promise<void>;
}
