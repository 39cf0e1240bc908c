// Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.

/** Longest registration message, in characters. */
export const REGISTRATION_MESSAGE_MAX = 140;
/** The placeholder a registration message must contain exactly once. */
export const REGISTRATION_CODE_PLACEHOLDER = '{{registrationCode}}';
/** Longest notification body, in characters. */
export const NOTIFICATION_BODY_MAX = 100;
/** Largest image data URL, in bytes of the data URL itself (2 MiB). */
export const IMAGE_DATA_URL_MAX_BYTES = 2097152;
/** Latest day a notification can be scheduled for. */
export const NOTIFICATION_DAYS_MAX = 7;
/** Entries of a notification week: one a day, days 1 to 7 (launch checklist item 5). */
export const WEEK_DAYS = 7;
/** The week's stable ids are this and the day (gamesdk-week-d1 to gamesdk-week-d7), so a later week replaces the earlier one. */
export const WEEK_ID_PREFIX = 'gamesdk-week-d';
/** Loading progress runs from 0 to this. */
export const LOADING_PROGRESS_MAX = 100;
/** Largest bot avatar, in pixels (from 1). */
export const AVATAR_SIZE_MAX = 1024;
/** The platform's player data limit: 10^6 bytes of the JSON form. */
export const PLAYER_DATA_LIMIT_BYTES = 1000000;
/** Deepest nesting of arrays and objects in one player data value (the record around it not counted): 32 nested arrays are accepted, 33 are not. The spec names no limit; the platform refuses a request body nested past 64 levels, and a saved value travels inside a record inside a request. */
export const PLAYER_DATA_DEPTH_MAX = 32;
/** A plan's price must be above 0 and below this (the platform's prices have at most 9 whole digits). */
export const OFFER_PRICE_MAX = 1000000000;
/** The billing periods a plan may have. */
export const OFFER_PERIODS = ['week', 'month', 'year'] as const;
/** Longest free trial a plan may have, in days (0 for none). */
export const OFFER_TRIAL_DAYS_MAX = 365;
/** Most unconsumed purchases one getPurchasesAsync answers. */
export const PURCHASES_PER_CALL = 50;
/** The intents of an image share. */
export const SHARE_INTENTS = ['SHARE', 'INVITE', 'REQUEST', 'CHALLENGE'] as const;
/** Player data keys no engine stores: the names of JavaScript's object machinery, which a player store in JavaScript would drop or confuse (a record's __proto__ is its prototype, not a key). Refused with INVALID_PARAM on reads and writes alike. */
export const RESERVED_DATA_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** The rules' messages, the same text on every engine. */
export const RULE_MESSAGES = {
  /** A text argument that is missing, not a string or blank. */
  blankText: (label: string | number) => `${label} must be a non-blank string`,
  /** An options argument that is not an object. */
  notAnObject: () => `options must be an object`,
  /** A payload that is not a plain object. */
  notAPlainObject: (label: string | number) => `${label} must be a plain object`,
  /** A list argument that is not an array (a list). */
  notAList: (label: string | number) => `${label} must be an array`,
  /** A list of keys that is not an array (a list). */
  notAStringList: (label: string | number) => `${label} must be an array of strings`,
  /** An optional text that is given but not a string. */
  notAString: (label: string | number) => `${label} must be a string`,
  /** A key the options type does not have (a misspelt or wrongly cased key would otherwise be ignored without a word), refused on every engine; keys lists the type's options in the engine's spelling. */
  unknownOption: (label: string | number, key: string | number, keys: string | number) => `${label}.${key} is not an option (${keys})`,
  /** A callback (an ad's callbacks.beforeAd, an event listener, a recovery's grant) given a value that is not a function: it could never be called, so it is refused on every engine instead of being dropped without a word; label as the game spelt it. */
  notAFunction: (label: string | number) => `${label} must be a function`,
  /** An ad's callbacks argument that is not an object (a Lua table, a GDScript Dictionary) of callbacks. */
  notACallbackTable: (label: string | number) => `${label} must be an object of functions`,
  /** Loading progress out of range. */
  loadingProgress: (value: string | number) => `progress must be a number from 0 to 100, got ${value}`,
  /** A registration message over its length. */
  registrationMessageTooLong: (count: string | number) => `message must be at most 140 characters, got ${count}`,
  /** A registration message without exactly one placeholder. */
  registrationPlaceholderCount: (count: string | number) => `message must contain {{registrationCode}} exactly once, found ${count}`,
  /** A notification body over its length. */
  notificationBodyTooLong: (count: string | number) => `body must be at most 100 characters, got ${count}`,
  /** A notification day out of range. */
  notificationDays: (value: string | number) => `scheduledInDays must be a whole number from 0 to 7, got ${value}`,
  /** A plan whose price is missing, not a number, 0 or less, or too large. */
  offerPrice: (value: string | number) => `priceAmount must be a number above 0 and below 1000000000, got ${value}`,
  /** A plan whose currency is not a currency code. */
  offerCurrency: (value: string | number) => `priceCurrencyCode must be an ISO 4217 code of three capital letters, got ${value}`,
  /** A plan billed over a period the SDK does not know. */
  offerPeriod: (value: string | number) => `billingPeriod must be one of week, month, year, got ${value}`,
  /** A plan whose free trial is not a whole number of days in range. */
  offerTrialDays: (value: string | number) => `trialDays must be a whole number from 0 to 365, got ${value}`,
  /** A plan without the player's trial eligibility. */
  offerTrialEligible: (value: string | number) => `trialEligible must be true or false, got ${value}`,
  /** A locale that is not a language tag. */
  offerLocale: (value: string | number) => `locale must be a language tag such as en-US, or left out, got ${value}`,
  /** A notification week that is not a list of seven entries. */
  weekCount: (count: string | number) => `entries must be 7 notifications, one a day, got ${count}`,
  /** A notification week's entry that breaks a rule: the day it is for, its place in the list and the rule. */
  weekEntry: (day: string | number, index: string | number, reason: string | number) => `day ${day} (entries[${index}]): ${reason}`,
  /** A week entry that gives an id or a day. */
  weekSetsIdAndDay: () => `leave out id and scheduledInDays: the week sets them`,
  /** A week entry without an image. */
  weekImageMissing: () => `each day needs an image: give imageAssetId or imageDataUrl`,
  /** A week entry whose title or body another day already has. */
  weekCopyRepeated: (field: string | number, earlier: string | number) => `${field} repeats day ${earlier}'s`,
  /** A notification with both kinds of image. */
  notificationImageBoth: () => `give imageAssetId or imageDataUrl, never both`,
  /** An image that is not a PNG, JPEG or WebP data URL. */
  imageDataUrl: (label: string | number) => `${label} must be a base64 data URL of a PNG, JPEG or WebP image`,
  /** An image data URL over its size. */
  imageTooLarge: (label: string | number, count: string | number) => `${label} must be at most 2097152 bytes (2 MiB), got ${count}`,
  /** An image data URL whose payload is not base64. */
  imageNotBase64: (label: string | number) => `${label} is not valid base64`,
  /** An unknown share intent. */
  shareIntent: () => `intent must be one of SHARE, INVITE, REQUEST, CHALLENGE`,
  /** A referral notification template's body over its length. */
  templateBodyTooLong: (label: string | number) => `${label}.body must be at most 100 characters`,
  /** A bot avatar size out of range. */
  avatarSize: (value: string | number) => `size must be a whole number of pixels from 1 to 1024, got ${value}`,
  /** A purchase of a product the catalog does not sell (the mock platforms' answer, INVALID_PARAM). */
  unknownProduct: (productId: string | number) => `no product '${productId}' in the catalog`,
  /** A subscription to a plan the catalog does not offer (the mock platforms' answer, INVALID_PARAM). */
  unknownPlan: (productId: string | number) => `no subscription plan '${productId}'`,
  /** A consume of a token the platform never issued to this player (the mock platforms' answer, INVALID_PARAM); consuming a consumed purchase again succeeds. */
  unknownPurchaseToken: () => `no purchase of this player has that purchaseToken`,
  /** A consume the mock platforms' control made fail (failNextConsume: OPERATION_FAILED); the purchase stays pending for the next recovery. */
  consumeFailed: () => `the platform failed to consume the purchase; it stays pending`,
  /** A guest subscribing (the mock platforms' answer, PLAYER_NOT_AUTHENTICATED). */
  guestSubscription: () => `subscriptions need a registered player; this player is a guest`,
  /** A login naming a registration prompt never shown (the mock platforms' and the engine libraries' answer, INVALID_PARAM); a login on a prompt that has closed resolves and changes nothing. */
  unknownPrompt: (promptId: string | number) => `no registration prompt ${promptId} was shown`,
  /** A subscription to a plan the player holds already (the mock platforms' answer, INVALID_OPERATION). */
  planAlreadyHeld: (productId: string | number) => `the player already holds '${productId}'`,
  /** A purchase whose checkout the player closed (the mock platforms' answer, IAP_PURCHASE_CANCELLED). */
  checkoutClosed: () => `the player closed the checkout`,
  /** A call before initialisation completed (NOT_INITIALIZED). */
  notInitialized: (context: string | number) => `${context} was called before Sdk.initializeAsync() resolved`,
  /** A purchase or subscription before the game started (INVALID_OPERATION). */
  notStarted: (context: string | number) => `${context} needs Sdk.startGameAsync() to have resolved first`,
  /** An operation the platform does not offer (FEATURE_NOT_SUPPORTED). */
  notOffered: (context: string | number, platform: string | number) => `${context} is not supported on the '${platform}' platform`,
  /** A guest's notification call (PLAYER_NOT_AUTHENTICATED). */
  guestNotification: () => `notifications reach registered players only; this player is a guest`,
  /** Player data that is not an object (a list, a value). */
  playerDataShape: () => `data must be an object of keys to JSON values`,
  /** A player data key that names JavaScript's object machinery (reservedDataKeys), on any engine. */
  reservedDataKey: (label: string | number, key: string | number) => `${label} '${key}' is reserved: a player data key may not be __proto__, constructor, prototype`,
  /** A player data value nested past the depth limit (INVALID_PARAM). */
  playerDataTooDeep: (key: string | number) => `data.${key} nests deeper than 32 levels`,
  /** Text with an unpaired UTF-16 surrogate (INVALID_PARAM): in player data on every engine (a key, a string value, a string or key inside a value), since Godot's JSON reader refuses it; on Unity in any argument, since IL2CPP cannot carry it to the page. */
  loneSurrogate: () => `text has a lone UTF-16 surrogate`,
  /** Player data over the platform's limit (DATA_LIMIT_EXCEEDED). */
  playerDataLimit: (limitBytes: string | number) => `data would pass the player data limit of ${limitBytes} bytes`,
  /** A registration prompt for a registered player (INVALID_OPERATION). */
  alreadyRegistered: () => `the player is already registered: prompt guests only`,
  /** The purchase recovery: the save after the game's grant was not stored (OPERATION_FAILED, step save); the purchase stays pending. */
  grantNotStored: () => `the save holding the grant was not stored`,
  /** The purchase recovery's check after the game's grant and its stored save (OPERATION_FAILED, step grant): a grant that stopped on an error, returned nothing or did not save leaves the purchase pending, never consumed. */
  grantWithoutToken: () => `the grant returned, but the game's save does not hold the purchase token: grant the item and record its purchaseToken in one save`,
} as const;
