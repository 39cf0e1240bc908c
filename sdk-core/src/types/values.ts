// Generated from sdk-core/api/values.json by scripts/codegen. Do not edit by hand.
// Value objects of the spec's SDK surface. Fields the spec names are required; the rest are what a
// complete SDK offers and are documented as optional where a platform may not fill them.

/** Player mode: `authorized` is a registered player, `lite` a guest. */
export type PlayerMode = 'authorized' | 'lite';

/** Subscription status. Only `active` grants the perk; `cancelled` is what `iap.subscribeAsync` completes with for a closed checkout. */
export type SubscriptionStatus = 'active' | 'cancelled' | 'expired' | (string & {});

/** How often a subscription plan bills. */
export type BillingPeriod = 'week' | 'month' | 'year';

/** The step at which a purchase failed; it stays pending for the next launch. */
export type RecoveryStep = 'claim' | 'grant' | 'save' | 'consume';

/** The current player. Every player, guest or registered, has a stable `id`. */
export interface Player {
  /** Stable identifier, the same across sessions and devices. */
  id: string;
  /** `authorized` (registered) or `lite` (guest). */
  mode: PlayerMode;
  /** Display name; null when the platform has none (guests). */
  name: string | null;
  /** Photo URL; null when there is none. */
  photo: string | null;
}

/** Proof of the player's identity, to verify on a game server (kind `player`). */
export interface SignedPlayerInfo {
  /** The player the signature is about. */
  playerId: string;
  /** The signed value; send it to the verify endpoint as `token`. Never log it. */
  signature: string;
}

/** A product for sale, from `iap.getCatalogAsync`. */
export interface Product {
  /** The product's id, as given to `iap.purchaseAsync`. */
  productId: string;
  /** Display title. */
  title: string;
  /** Display description. */
  description: string;
  /** Price formatted for display, with currency (for example `$4.99`). */
  price: string;
  /** Price as a decimal number (4.99, not cents). */
  priceAmount: number;
  /** ISO 4217 currency code. */
  priceCurrencyCode: string;
  /** Product image URL; null when there is none. */
  imageURI: string | null;
}

/** A purchase the player paid for and the game has not consumed yet. */
export interface Purchase {
  /** The product bought. */
  productId: string;
  /** Globally unique: the key of the exactly-once ledger and of `iap.consumePurchaseAsync`. */
  purchaseToken: string;
  /** Signed purchase; verify or claim it on a server (kind `purchase`). Never log it. */
  signedRequest: string;
  /** True for test purchases: no real money moved. */
  isSandbox: boolean;
  /** When the purchase was made, ISO 8601. */
  purchaseTime: string;
}

/** A subscription plan as seen by the current player. */
export interface Subscription {
  /** The plan's product id. */
  productId: string;
  /** True while the player holds the plan: never offer it again. */
  isActive: boolean;
  /** True when the player may start the plan's free trial (offer it only when `trialDays` is above 0). */
  trialEligible: boolean;
  /** `active` grants the perk; `cancelled` is what `iap.subscribeAsync` completes with for a closed checkout. */
  status: SubscriptionStatus;
  /** Signed subscription; verify it on a server (kind `subscription`). Empty when the checkout was cancelled. */
  signedRequest: string;
  /** Display title of the plan. */
  title: string;
  /** Display description of the plan. */
  description: string;
  /** Price of one billing period, formatted for display with its currency (for example `$2.99`). */
  price: string;
  /** Price of one billing period as a decimal (2.99, not cents). */
  priceAmount: number;
  /** ISO 4217 currency code. */
  priceCurrencyCode: string;
  /** How often the plan bills `price`: `week`, `month` or `year`. */
  billingPeriod: BillingPeriod;
  /** Length of the plan's free trial in days; 0 when it has none. */
  trialDays: number;
}

/** Arguments of `iap.purchaseAsync`. */
export interface PurchaseOptions {
  /** The product to buy (required, non-blank). */
  productId: string;
  /** Kept by the game only: it is not passed to the platform. */
  developerPayload?: string;
}

/** Arguments of `iap.subscribeAsync`. */
export interface SubscribeOptions {
  /** The plan to subscribe to. */
  productId: string;
}

/** Options of `notifications.scheduleAsync`. */
export interface NotificationOptions {
  /** Stable id; scheduling the same id again replaces the earlier notification. */
  id: string;
  /** Title, non-blank. */
  title: string;
  /** Body, non-blank, at most 100 characters. */
  body: string;
  /** Whole number of days from now, 0 to 7; the platform picks the time in that day. */
  scheduledInDays: number;
  /** An image approved on the platform. Give this or `imageDataUrl`, never both. */
  imageAssetId?: string;
  /** A PNG, JPEG or WebP base64 data URL of at most 2 MiB. Give this or `imageAssetId`, never both. */
  imageDataUrl?: string;
  /** Payload handed back as entry point data when the player opens the notification. */
  data?: Record<string, unknown>;
}

/**
 * One day of `notifications.scheduleWeekAsync`: the week sets the id
 * (`gamesdk-week-d1` to `gamesdk-week-d7`) and the day from the entry's place (the first entry is day 1). Give an image:
 * `imageAssetId` or `imageDataUrl`, never both.
 */
export interface WeekNotification {
  /** Title, non-blank; no other day's title is the same. */
  title: string;
  /** Body, non-blank, at most 100 characters; no other day's body is the same. */
  body: string;
  /** An image approved on the platform. Give this or `imageDataUrl`. */
  imageAssetId?: string;
  /** A PNG, JPEG or WebP base64 data URL of at most 2 MiB. Give this or `imageAssetId`. */
  imageDataUrl?: string;
  /** Payload handed back as entry point data when the player opens the notification. */
  data?: Record<string, unknown>;
}

/** What `notifications.scheduleAsync` completes with. */
export interface ScheduledNotification {
  /** The id it was scheduled under. */
  id: string;
  /** The day it will be delivered, 0 to 7 days from now. */
  scheduledInDays: number;
}

/** How a registration prompt closed. */
export interface RegistrationPromptCloseResult {
  /** True when the player completed registration (the game then reloads). */
  registered: boolean;
}

/**
 * Options of `auth.showRegistrationPrompt`: a `message` of 1 to 140
 * characters containing `{{registrationCode}}` exactly once, and optional `data`.
 */
export interface RegistrationPromptOptions {
  /** 1 to 140 characters with exactly one `{{registrationCode}}`. */
  message: string;
  /** Payload the platform keeps with the registration; leave it out for none. */
  data?: Record<string, unknown>;
  /** Called once when the prompt closes, whether or not the player registered. */
  onClose?: (result: RegistrationPromptCloseResult) => void;
}

/** Arguments of `context.shareAsync`: a picture to share. */
export interface ShareOptions {
  /** `SHARE`, `INVITE`, `REQUEST` or `CHALLENGE`. */
  intent: 'SHARE' | 'INVITE' | 'REQUEST' | 'CHALLENGE';
  /** The picture, as a base64 data URL of at most 2 MiB. */
  image: string;
  /** Text shown with the picture; leave it out for none. */
  text?: string;
  /** Payload handed to the game of whoever opens the share. */
  data?: Record<string, unknown>;
}

/** A message the platform may send on the referrer's behalf. */
export interface ReferralNotificationTemplate {
  /** Title, non-blank. */
  title: string;
  /** Body, non-blank, at most 100 characters. */
  body: string;
}

/** Arguments of `referrals.shareAsync`. */
export interface ReferralShareOptions {
  /** Text shown in the share sheet; leave it out for none. */
  text?: string;
  /** Payload handed to the invited player's game. */
  data?: Record<string, unknown>;
  /** The platform onboarding flow to send invited players through. */
  onboardingSlug?: string;
  /** Messages the platform may send on the referrer's behalf. */
  notificationTemplates?: ReferralNotificationTemplate[];
}

/** One invited player who completed registration. */
export interface Referral {
  /** The invited player's stable id. */
  playerId: string;
  /** When the invited player registered, ISO 8601. */
  registeredAt: string;
}

/** What `referrals.listAsync` completes with. */
export interface ReferralList {
  /** Invited players who registered. */
  referrals: Referral[];
  /** Signed list; verify it on a server (kind `referrals`) before rewarding. Never log it. */
  signedRequest: string;
}

/** One row of a leaderboard. */
export interface LeaderboardEntry {
  /** The player's stable id. */
  playerId: string;
  /** Display name; null when unknown. */
  name: string | null;
  /** The score. */
  score: number;
  /** Position, 1 for the best. */
  rank: number;
}

/** One achievement. */
export interface Achievement {
  /** The achievement's id. */
  id: string;
  /** Display name. */
  name: string;
  /** True once unlocked. */
  unlocked: boolean;
}

/** One tournament. */
export interface Tournament {
  /** The tournament's id. */
  id: string;
  /** Title; null when none. */
  title: string | null;
  /** When it ends, ISO 8601. */
  endTime: string;
}

/** One of the player's friends on the platform. */
export interface Friend {
  /** The friend's stable player id. */
  playerId: string;
  /** Display name, or null. */
  name: string | null;
  /** Picture URL, or null. */
  photoUrl: string | null;
}

/** Entry point payload: only ever from the platform's entry payload, never from the page URL. */
export type EntryPointData = Record<string, unknown>;

/** A JSON value as kept in the player store. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The player's saved data: keys to JSON values. */
export type PlayerData = Record<string, JsonValue>;
