// Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
namespace Sdk.Mocks
{
    internal static partial class Rules
    {
        /// <summary>Longest registration message, in characters.</summary>
        internal const int RegistrationMessageMax = 140;

        /// <summary>The placeholder a registration message must contain exactly once.</summary>
        internal const string RegistrationCodePlaceholder = "{{registrationCode}}";

        /// <summary>Longest notification body, in characters.</summary>
        internal const int NotificationBodyMax = 100;

        /// <summary>Largest image data URL, in bytes of the data URL itself (2 MiB).</summary>
        internal const int ImageDataUrlMaxBytes = 2097152;

        /// <summary>Latest day a notification can be scheduled for.</summary>
        internal const int NotificationDaysMax = 7;

        /// <summary>Entries of a notification week: one a day, days 1 to 7 (launch checklist item 5).</summary>
        internal const int WeekDays = 7;

        /// <summary>The week's stable ids are this and the day (gamesdk-week-d1 to gamesdk-week-d7), so a later week replaces the earlier one.</summary>
        internal const string WeekIdPrefix = "gamesdk-week-d";

        /// <summary>Loading progress runs from 0 to this.</summary>
        internal const int LoadingProgressMax = 100;

        /// <summary>Largest bot avatar, in pixels (from 1).</summary>
        internal const int AvatarSizeMax = 1024;

        /// <summary>The platform's player data limit: 10^6 bytes of the JSON form.</summary>
        internal const int PlayerDataLimitBytes = 1000000;

        /// <summary>Deepest nesting of arrays and objects in one player data value (the record around it not counted): 32 nested arrays are accepted, 33 are not. The spec names no limit; the platform refuses a request body nested past 64 levels, and a saved value travels inside a record inside a request.</summary>
        internal const int PlayerDataDepthMax = 32;

        /// <summary>A plan's price must be above 0 and below this (the platform's prices have at most 9 whole digits).</summary>
        internal const int OfferPriceMax = 1000000000;

        /// <summary>The billing periods a plan may have.</summary>
        internal static readonly string[] OfferPeriods = { "week", "month", "year" };

        /// <summary>Longest free trial a plan may have, in days (0 for none).</summary>
        internal const int OfferTrialDaysMax = 365;

        /// <summary>Most unconsumed purchases one getPurchasesAsync answers.</summary>
        internal const int PurchasesPerCall = 50;

        /// <summary>The intents of an image share.</summary>
        internal static readonly string[] ShareIntents = { "SHARE", "INVITE", "REQUEST", "CHALLENGE" };

        /// <summary>Player data keys no engine stores: the names of JavaScript's object machinery, which a player store in JavaScript would drop or confuse (a record's __proto__ is its prototype, not a key). Refused with INVALID_PARAM on reads and writes alike.</summary>
        internal static readonly string[] ReservedDataKeys = { "__proto__", "constructor", "prototype" };

        /// <summary>A text argument that is missing, not a string or blank.</summary>
        internal static string BlankTextMessage(object label)
        {
            return label + " must be a non-blank string";
        }

        /// <summary>An options argument that is not an object.</summary>
        internal static string NotAnObjectMessage()
        {
            return "options must be an object";
        }

        /// <summary>A payload that is not a plain object.</summary>
        internal static string NotAPlainObjectMessage(object label)
        {
            return label + " must be a plain object";
        }

        /// <summary>A list argument that is not an array (a list).</summary>
        internal static string NotAListMessage(object label)
        {
            return label + " must be an array";
        }

        /// <summary>A list of keys that is not an array (a list).</summary>
        internal static string NotAStringListMessage(object label)
        {
            return label + " must be an array of strings";
        }

        /// <summary>An optional text that is given but not a string.</summary>
        internal static string NotAStringMessage(object label)
        {
            return label + " must be a string";
        }

        /// <summary>A key the options type does not have (a misspelt or wrongly cased key would otherwise be ignored without a word), refused on every engine; keys lists the type's options in the engine's spelling.</summary>
        internal static string UnknownOptionMessage(object label, object key, object keys)
        {
            return label + "." + key + " is not an option (" + keys + ")";
        }

        /// <summary>A callback (an ad's callbacks.beforeAd, an event listener, a recovery's grant) given a value that is not a function: it could never be called, so it is refused on every engine instead of being dropped without a word; label as the game spelt it.</summary>
        internal static string NotAFunctionMessage(object label)
        {
            return label + " must be a function";
        }

        /// <summary>An ad's callbacks argument that is not an object (a Lua table, a GDScript Dictionary) of callbacks.</summary>
        internal static string NotACallbackTableMessage(object label)
        {
            return label + " must be an object of functions";
        }

        /// <summary>Loading progress out of range.</summary>
        internal static string LoadingProgressMessage(object value)
        {
            return "progress must be a number from 0 to 100, got " + value;
        }

        /// <summary>A registration message over its length.</summary>
        internal static string RegistrationMessageTooLongMessage(object count)
        {
            return "message must be at most 140 characters, got " + count;
        }

        /// <summary>A registration message without exactly one placeholder.</summary>
        internal static string RegistrationPlaceholderCountMessage(object count)
        {
            return "message must contain {{registrationCode}} exactly once, found " + count;
        }

        /// <summary>A notification body over its length.</summary>
        internal static string NotificationBodyTooLongMessage(object count)
        {
            return "body must be at most 100 characters, got " + count;
        }

        /// <summary>A notification day out of range.</summary>
        internal static string NotificationDaysMessage(object value)
        {
            return "scheduledInDays must be a whole number from 0 to 7, got " + value;
        }

        /// <summary>A plan whose price is missing, not a number, 0 or less, or too large.</summary>
        internal static string OfferPriceMessage(object value)
        {
            return "priceAmount must be a number above 0 and below 1000000000, got " + value;
        }

        /// <summary>A plan whose currency is not a currency code.</summary>
        internal static string OfferCurrencyMessage(object value)
        {
            return "priceCurrencyCode must be an ISO 4217 code of three capital letters, got " + value;
        }

        /// <summary>A plan billed over a period the SDK does not know.</summary>
        internal static string OfferPeriodMessage(object value)
        {
            return "billingPeriod must be one of week, month, year, got " + value;
        }

        /// <summary>A plan whose free trial is not a whole number of days in range.</summary>
        internal static string OfferTrialDaysMessage(object value)
        {
            return "trialDays must be a whole number from 0 to 365, got " + value;
        }

        /// <summary>A plan without the player's trial eligibility.</summary>
        internal static string OfferTrialEligibleMessage(object value)
        {
            return "trialEligible must be true or false, got " + value;
        }

        /// <summary>A locale that is not a language tag.</summary>
        internal static string OfferLocaleMessage(object value)
        {
            return "locale must be a language tag such as en-US, or left out, got " + value;
        }

        /// <summary>A notification week that is not a list of seven entries.</summary>
        internal static string WeekCountMessage(object count)
        {
            return "entries must be 7 notifications, one a day, got " + count;
        }

        /// <summary>A notification week's entry that breaks a rule: the day it is for, its place in the list and the rule.</summary>
        internal static string WeekEntryMessage(object day, object index, object reason)
        {
            return "day " + day + " (entries[" + index + "]): " + reason;
        }

        /// <summary>A week entry that gives an id or a day.</summary>
        internal static string WeekSetsIdAndDayMessage()
        {
            return "leave out id and scheduledInDays: the week sets them";
        }

        /// <summary>A week entry without an image.</summary>
        internal static string WeekImageMissingMessage()
        {
            return "each day needs an image: give imageAssetId or imageDataUrl";
        }

        /// <summary>A week entry whose title or body another day already has.</summary>
        internal static string WeekCopyRepeatedMessage(object field, object earlier)
        {
            return field + " repeats day " + earlier + "'s";
        }

        /// <summary>A notification with both kinds of image.</summary>
        internal static string NotificationImageBothMessage()
        {
            return "give imageAssetId or imageDataUrl, never both";
        }

        /// <summary>An image that is not a PNG, JPEG or WebP data URL.</summary>
        internal static string ImageDataUrlMessage(object label)
        {
            return label + " must be a base64 data URL of a PNG, JPEG or WebP image";
        }

        /// <summary>An image data URL over its size.</summary>
        internal static string ImageTooLargeMessage(object label, object count)
        {
            return label + " must be at most 2097152 bytes (2 MiB), got " + count;
        }

        /// <summary>An image data URL whose payload is not base64.</summary>
        internal static string ImageNotBase64Message(object label)
        {
            return label + " is not valid base64";
        }

        /// <summary>An unknown share intent.</summary>
        internal static string ShareIntentMessage()
        {
            return "intent must be one of SHARE, INVITE, REQUEST, CHALLENGE";
        }

        /// <summary>A referral notification template's body over its length.</summary>
        internal static string TemplateBodyTooLongMessage(object label)
        {
            return label + ".body must be at most 100 characters";
        }

        /// <summary>A bot avatar size out of range.</summary>
        internal static string AvatarSizeMessage(object value)
        {
            return "size must be a whole number of pixels from 1 to 1024, got " + value;
        }

        /// <summary>A purchase of a product the catalog does not sell (the mock platforms' answer, INVALID_PARAM).</summary>
        internal static string UnknownProductMessage(object productId)
        {
            return "no product '" + productId + "' in the catalog";
        }

        /// <summary>A subscription to a plan the catalog does not offer (the mock platforms' answer, INVALID_PARAM).</summary>
        internal static string UnknownPlanMessage(object productId)
        {
            return "no subscription plan '" + productId + "'";
        }

        /// <summary>A consume of a token the platform never issued to this player (the mock platforms' answer, INVALID_PARAM); consuming a consumed purchase again succeeds.</summary>
        internal static string UnknownPurchaseTokenMessage()
        {
            return "no purchase of this player has that purchaseToken";
        }

        /// <summary>A consume the mock platforms' control made fail (failNextConsume: OPERATION_FAILED); the purchase stays pending for the next recovery.</summary>
        internal static string ConsumeFailedMessage()
        {
            return "the platform failed to consume the purchase; it stays pending";
        }

        /// <summary>A guest subscribing (the mock platforms' answer, PLAYER_NOT_AUTHENTICATED).</summary>
        internal static string GuestSubscriptionMessage()
        {
            return "subscriptions need a registered player; this player is a guest";
        }

        /// <summary>A login naming a registration prompt never shown (the mock platforms' and the engine libraries' answer, INVALID_PARAM); a login on a prompt that has closed resolves and changes nothing.</summary>
        internal static string UnknownPromptMessage(object promptId)
        {
            return "no registration prompt " + promptId + " was shown";
        }

        /// <summary>A subscription to a plan the player holds already (the mock platforms' answer, INVALID_OPERATION).</summary>
        internal static string PlanAlreadyHeldMessage(object productId)
        {
            return "the player already holds '" + productId + "'";
        }

        /// <summary>A purchase whose checkout the player closed (the mock platforms' answer, IAP_PURCHASE_CANCELLED).</summary>
        internal static string CheckoutClosedMessage()
        {
            return "the player closed the checkout";
        }

        /// <summary>A call before initialisation completed (NOT_INITIALIZED).</summary>
        internal static string NotInitializedMessage(object context)
        {
            return context + " was called before Sdk.initializeAsync() resolved";
        }

        /// <summary>A purchase or subscription before the game started (INVALID_OPERATION).</summary>
        internal static string NotStartedMessage(object context)
        {
            return context + " needs Sdk.startGameAsync() to have resolved first";
        }

        /// <summary>An operation the platform does not offer (FEATURE_NOT_SUPPORTED).</summary>
        internal static string NotOfferedMessage(object context, object platform)
        {
            return context + " is not supported on the '" + platform + "' platform";
        }

        /// <summary>A guest's notification call (PLAYER_NOT_AUTHENTICATED).</summary>
        internal static string GuestNotificationMessage()
        {
            return "notifications reach registered players only; this player is a guest";
        }

        /// <summary>Player data that is not an object (a list, a value).</summary>
        internal static string PlayerDataShapeMessage()
        {
            return "data must be an object of keys to JSON values";
        }

        /// <summary>A player data key that names JavaScript's object machinery (reservedDataKeys), on any engine.</summary>
        internal static string ReservedDataKeyMessage(object label, object key)
        {
            return label + " '" + key + "' is reserved: a player data key may not be __proto__, constructor, prototype";
        }

        /// <summary>A player data value nested past the depth limit (INVALID_PARAM).</summary>
        internal static string PlayerDataTooDeepMessage(object key)
        {
            return "data." + key + " nests deeper than 32 levels";
        }

        /// <summary>Text with an unpaired UTF-16 surrogate (INVALID_PARAM): in player data on every engine (a key, a string value, a string or key inside a value), since Godot's JSON reader refuses it; on Unity in any argument, since IL2CPP cannot carry it to the page.</summary>
        internal static string LoneSurrogateMessage()
        {
            return "text has a lone UTF-16 surrogate";
        }

        /// <summary>Player data over the platform's limit (DATA_LIMIT_EXCEEDED).</summary>
        internal static string PlayerDataLimitMessage(object limitBytes)
        {
            return "data would pass the player data limit of " + limitBytes + " bytes";
        }

        /// <summary>A registration prompt for a registered player (INVALID_OPERATION).</summary>
        internal static string AlreadyRegisteredMessage()
        {
            return "the player is already registered: prompt guests only";
        }

        /// <summary>The purchase recovery: the save after the game's grant was not stored (OPERATION_FAILED, step save); the purchase stays pending.</summary>
        internal static string GrantNotStoredMessage()
        {
            return "the save holding the grant was not stored";
        }

        /// <summary>The purchase recovery's check after the game's grant and its stored save (OPERATION_FAILED, step grant): a grant that stopped on an error, returned nothing or did not save leaves the purchase pending, never consumed.</summary>
        internal static string GrantWithoutTokenMessage()
        {
            return "the grant returned, but the game's save does not hold the purchase token: grant the item and record its purchaseToken in one save";
        }

        /// <summary>The text of the message <paramref name="rule"/> (its key in rules.json) with its parameters in order.</summary>
        internal static string Render(string rule, object[] parameters)
        {
            switch (rule)
            {
                case "blankText": return BlankTextMessage(parameters[0]);
                case "notAnObject": return NotAnObjectMessage();
                case "notAPlainObject": return NotAPlainObjectMessage(parameters[0]);
                case "notAList": return NotAListMessage(parameters[0]);
                case "notAStringList": return NotAStringListMessage(parameters[0]);
                case "notAString": return NotAStringMessage(parameters[0]);
                case "unknownOption": return UnknownOptionMessage(parameters[0], parameters[1], parameters[2]);
                case "notAFunction": return NotAFunctionMessage(parameters[0]);
                case "notACallbackTable": return NotACallbackTableMessage(parameters[0]);
                case "loadingProgress": return LoadingProgressMessage(parameters[0]);
                case "registrationMessageTooLong": return RegistrationMessageTooLongMessage(parameters[0]);
                case "registrationPlaceholderCount": return RegistrationPlaceholderCountMessage(parameters[0]);
                case "notificationBodyTooLong": return NotificationBodyTooLongMessage(parameters[0]);
                case "notificationDays": return NotificationDaysMessage(parameters[0]);
                case "offerPrice": return OfferPriceMessage(parameters[0]);
                case "offerCurrency": return OfferCurrencyMessage(parameters[0]);
                case "offerPeriod": return OfferPeriodMessage(parameters[0]);
                case "offerTrialDays": return OfferTrialDaysMessage(parameters[0]);
                case "offerTrialEligible": return OfferTrialEligibleMessage(parameters[0]);
                case "offerLocale": return OfferLocaleMessage(parameters[0]);
                case "weekCount": return WeekCountMessage(parameters[0]);
                case "weekEntry": return WeekEntryMessage(parameters[0], parameters[1], parameters[2]);
                case "weekSetsIdAndDay": return WeekSetsIdAndDayMessage();
                case "weekImageMissing": return WeekImageMissingMessage();
                case "weekCopyRepeated": return WeekCopyRepeatedMessage(parameters[0], parameters[1]);
                case "notificationImageBoth": return NotificationImageBothMessage();
                case "imageDataUrl": return ImageDataUrlMessage(parameters[0]);
                case "imageTooLarge": return ImageTooLargeMessage(parameters[0], parameters[1]);
                case "imageNotBase64": return ImageNotBase64Message(parameters[0]);
                case "shareIntent": return ShareIntentMessage();
                case "templateBodyTooLong": return TemplateBodyTooLongMessage(parameters[0]);
                case "avatarSize": return AvatarSizeMessage(parameters[0]);
                case "unknownProduct": return UnknownProductMessage(parameters[0]);
                case "unknownPlan": return UnknownPlanMessage(parameters[0]);
                case "unknownPurchaseToken": return UnknownPurchaseTokenMessage();
                case "consumeFailed": return ConsumeFailedMessage();
                case "guestSubscription": return GuestSubscriptionMessage();
                case "unknownPrompt": return UnknownPromptMessage(parameters[0]);
                case "planAlreadyHeld": return PlanAlreadyHeldMessage(parameters[0]);
                case "checkoutClosed": return CheckoutClosedMessage();
                case "notInitialized": return NotInitializedMessage(parameters[0]);
                case "notStarted": return NotStartedMessage(parameters[0]);
                case "notOffered": return NotOfferedMessage(parameters[0], parameters[1]);
                case "guestNotification": return GuestNotificationMessage();
                case "playerDataShape": return PlayerDataShapeMessage();
                case "reservedDataKey": return ReservedDataKeyMessage(parameters[0], parameters[1]);
                case "playerDataTooDeep": return PlayerDataTooDeepMessage(parameters[0]);
                case "loneSurrogate": return LoneSurrogateMessage();
                case "playerDataLimit": return PlayerDataLimitMessage(parameters[0]);
                case "alreadyRegistered": return AlreadyRegisteredMessage();
                case "grantNotStored": return GrantNotStoredMessage();
                case "grantWithoutToken": return GrantWithoutTokenMessage();
            }
            throw new System.ArgumentException("rules.json has no message " + rule, "rule");
        }

        /// <summary>What the platform sells when a game declares nothing (a new array each call).</summary>
        internal static Product[] DefaultCatalog()
        {
            return new[]
            {
                new Product("gems_100", "100 gems", "A small pouch of gems", "$0.99", 0.99, "USD", ""),
                new Product("gems_500", "500 gems", "A chest of gems", "$4.99", 4.99, "USD", ""),
                new Product("seeds_pack", "Seed pack", "Ten rare seeds", "$1.49", 1.49, "USD", ""),
            };
        }

        /// <summary>That catalog's subscription plans, as a registered player who holds none sees them (a new array each call).</summary>
        internal static Subscription[] DefaultPlans()
        {
            return new[]
            {
                new Subscription("club_monthly", false, true, "inactive", "", "Farm club", "Double harvest, every month", "$2.99", 2.99, "USD", "month", 7),
            };
        }
    }
}
