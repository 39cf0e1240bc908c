// Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
// Every plain operation's C# method, and each callback operation's, handing it to its bridge shape;
// the module's class doc, types, shapes, events and helpers are in the hand-written
// Runtime/Modules/*.cs.
using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>
        /// Loads and initialises the platform and the player's data. Call first; every other call
        /// before it completes fails with <see cref="ErrorCode.NotInitialized"/>. Repeated calls share one initialisation.
        /// Fails with <see cref="ErrorCode.InitializationError"/> or <see cref="ErrorCode.Timeout"/>. In TypeScript, <c>options.timeouts</c> sets the bounds on
        /// every platform wait from now on (the browser script's only way to set them); it is read by the call
        /// that starts an initialisation.
        /// </summary>
        public static void InitializeAsync(Action onSuccess, Action<SdkError> onError)
        {
            Bridge.Call("initializeAsync", null, onSuccess, onError);
        }

        /// <inheritdoc cref="InitializeAsync(Action, Action{SdkError})"/>
        public static Task InitializeAsync()
        {
            return Callbacks.AsTask(InitializeAsync);
        }

        /// <summary>True once initialisation completed.</summary>
        public static bool IsInitialized()
        {
            return Bridge.CallSync<bool>("isInitialized", null);
        }

        /// <summary>
        /// Reports loading progress, 0 to 100; throws <see cref="SdkError"/> with <see cref="ErrorCode.InvalidParam"/> otherwise. Harmless when
        /// the platform shows its own loader. Call it as often as you like: reports are coalesced (the latest value
        /// wins, one report is on its way at a time, at least one every 2 s while you keep calling), and none ever
        /// delays <see cref="Sdk.StartGameAsync()"/> or any other call.
        /// </summary>
        public static void SetLoadingProgress(double progress)
        {
            Bridge.CallSync("setLoadingProgress", new ProgressArgs { progress = progress });
        }

        /// <summary>
        /// Tells the platform the game is interactive. Call it the moment the player can play, then
        /// load the rest. Purchases are accepted only after it completed.
        /// </summary>
        public static void StartGameAsync(Action onSuccess, Action<SdkError> onError)
        {
            Bridge.Call("startGameAsync", null, onSuccess, onError);
        }

        /// <inheritdoc cref="StartGameAsync(Action, Action{SdkError})"/>
        public static Task StartGameAsync()
        {
            return Callbacks.AsTask(StartGameAsync);
        }

        public static partial class Data
        {
            /// <summary>Always true: every platform has a player store.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("data.isSupported", null);
            }

            /// <summary>
            /// The saved string for <paramref name="key"/>, or null when there is none. A value saved through
            /// <see cref="Player.SetDataAsync(PlayerData)"/> that is not a string comes back as its JSON text.
            /// </summary>
            /// <example>
            /// <code>
            /// var level = int.Parse(Sdk.Sdk.Data.GetString("level") ?? "1");
            /// </code>
            /// </example>
            public static string GetString(string key)
            {
                return Bridge.CallSync<NullableString>("data.getString", new KeyArgs { key = key }).Get();
            }

            /// <summary>
            /// Saves <paramref name="value"/> under <paramref name="key"/> at once in memory; the platform write follows within the tick,
            /// coalesced with other changes. Past the platform's limit the write is skipped with a warning (every
            /// skipped write is reported; a loop's skips are summed up once a second) and stored data is unchanged.
            /// Throws <see cref="SdkError"/> (<see cref="ErrorCode.InvalidParam"/>) for a blank key.
            /// </summary>
            public static void SetString(string key, string value)
            {
                Bridge.CallSync("data.setString", new KeyValueArgs { key = key, value = value });
            }

            /// <summary>
            /// Like <see cref="Data.SetString(string, string)"/>, and completes true once stored on the platform, false when the write was
            /// refused (over the limit) or failed (it is retried on the next save).
            /// </summary>
            public static void SetStringAsync(string key, string value, Action<bool> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("data.setStringAsync", new KeyValueArgs { key = key, value = value }, onSuccess, onError);
            }

            /// <inheritdoc cref="SetStringAsync(string, string, Action{bool}, Action{SdkError})"/>
            public static Task<bool> SetStringAsync(string key, string value)
            {
                return Callbacks.AsTask<bool>((done, fail) => SetStringAsync(key, value, done, fail));
            }

            /// <summary>Removes <paramref name="key"/>.</summary>
            public static void RemoveKey(string key)
            {
                Bridge.CallSync("data.removeKey", new KeyArgs { key = key });
            }

            /// <summary>Writes pending changes now; completes true once stored.</summary>
            public static void FlushAsync(Action<bool> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("data.flushAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="FlushAsync(Action{bool}, Action{SdkError})"/>
            public static Task<bool> FlushAsync()
            {
                return Callbacks.AsTask<bool>(FlushAsync);
            }

            /// <summary>Bytes the player's data uses, and the platform's limit.</summary>
            public static DataUsage GetUsage()
            {
                return Bridge.CallSync<DataUsage>("data.getUsage", null);
            }
        }

        public static partial class Player
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("player.isSupported", null);
            }

            /// <summary>Stable id of the player, guest or registered.</summary>
            public static string GetId()
            {
                return Bridge.CallSync<string>("player.getId", null);
            }

            /// <summary><c>authorized</c> (registered) or <c>lite</c> (guest).</summary>
            public static string GetMode()
            {
                return Bridge.CallSync<string>("player.getMode", null);
            }

            /// <summary>Display name; empty when there is none.</summary>
            public static string GetName()
            {
                return Bridge.CallSync<string>("player.getName", null);
            }

            /// <summary>Photo URL; empty when there is none.</summary>
            public static string GetPhoto()
            {
                return Bridge.CallSync<string>("player.getPhoto", null);
            }

            /// <summary>Values for <paramref name="keys"/> from the player store (the same store as <see cref="Data"/>); missing keys are left out.</summary>
            public static void GetDataAsync(string[] keys, Action<PlayerData> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.getDataAsync", new KeysArgs { keys = keys }, onSuccess, onError);
            }

            /// <inheritdoc cref="GetDataAsync(string[], Action{PlayerData}, Action{SdkError})"/>
            public static Task<PlayerData> GetDataAsync(string[] keys)
            {
                return Callbacks.AsTask<PlayerData>((done, fail) => GetDataAsync(keys, done, fail));
            }

            /// <summary>
            /// Saves every entry of <paramref name="data"/> or none: past the platform's limit it fails with <see cref="ErrorCode.DataLimitExceeded"/>
            /// and stored data is unchanged; a value nested past 32 levels of arrays and objects, or text with a lone
            /// UTF-16 surrogate, fails with <see cref="ErrorCode.InvalidParam"/>. Completes once stored; a write the platform refuses fails
            /// with its error and is not retried.
            /// </summary>
            public static void SetDataAsync(PlayerData data, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.setDataAsync", data, onSuccess, onError);
            }

            /// <inheritdoc cref="SetDataAsync(PlayerData, Action, Action{SdkError})"/>
            public static Task SetDataAsync(PlayerData data)
            {
                return Callbacks.AsTask((done, fail) => SetDataAsync(data, done, fail));
            }

            /// <summary>Signed proof of the player's identity, to verify on a server (kind <c>player</c>).</summary>
            public static void GetSignedPlayerInfoAsync(Action<SignedPlayerInfo> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.getSignedPlayerInfoAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetSignedPlayerInfoAsync(Action{SignedPlayerInfo}, Action{SdkError})"/>
            public static Task<SignedPlayerInfo> GetSignedPlayerInfoAsync()
            {
                return Callbacks.AsTask<SignedPlayerInfo>(GetSignedPlayerInfoAsync);
            }

            /// <summary>Whether <see cref="Player.GetBotAvatarAsync(string, int)"/> is available; check first and keep your own art as fallback.</summary>
            public static bool IsBotAvatarSupported()
            {
                return Bridge.CallSync<bool>("player.isBotAvatarSupported", null);
            }

            /// <summary>A picture URL for a bot named <paramref name="username"/>; the same name always gives the same picture. <paramref name="size"/> is 1 to 1024 pixels.</summary>
            public static void GetBotAvatarAsync(string username, int size, Action<string> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("player.getBotAvatarAsync", new AvatarArgs { username = username, size = size }, onSuccess, onError);
            }

            /// <inheritdoc cref="GetBotAvatarAsync(string, int, Action{string}, Action{SdkError})"/>
            public static Task<string> GetBotAvatarAsync(string username, int size)
            {
                return Callbacks.AsTask<string>((done, fail) => GetBotAvatarAsync(username, size, done, fail));
            }
        }

        public static partial class Auth
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("auth.isSupported", null);
            }

            /// <summary>True for a registered player.</summary>
            public static bool IsAuthenticated()
            {
                return Bridge.CallSync<bool>("auth.isAuthenticated", null);
            }

            /// <summary>
            /// Shows the platform's registration prompt to a guest and returns it, or calls
            /// <paramref name="onError"/> at once and returns null: <see cref="ErrorCode.InvalidParam"/>
            /// when the message is blank, over 140 characters or lacks exactly one
            /// <c>{{registrationCode}}</c>; <see cref="ErrorCode.InvalidOperation"/> for a registered player.
            /// <paramref name="onClose"/> is called once when the prompt closes.
            /// </summary>
            /// <example>
            /// <code>
            /// Sdk.Sdk.Data.SetString("progress", JsonUtility.ToJson(save));
            /// if (!Sdk.Sdk.Auth.IsAuthenticated())
            /// {
            ///     var prompt = Sdk.Sdk.Auth.ShowRegistrationPrompt(
            ///         new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm"),
            ///         closed => Debug.Log("registered: " + closed.Registered),
            ///         error => Debug.LogWarning(error));
            ///     if (prompt != null) prompt.Login(() => { }, Debug.LogWarning);
            /// }
            /// </code>
            /// </example>
            public static RegistrationPrompt ShowRegistrationPrompt(RegistrationPromptOptions options, Action<RegistrationPromptCloseResult> onClose, Action<SdkError> onError)
            {
                return ShowPrompt("auth.showRegistrationPrompt", "auth.registrationPromptLogin", options, onClose, onError);
            }

            /// <summary>Asks the platform to sign the player in; completes with the player.</summary>
            public static void SignInAsync(Action<global::Sdk.Player> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("auth.signInAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="SignInAsync(Action{global::Sdk.Player}, Action{SdkError})"/>
            public static Task<global::Sdk.Player> SignInAsync()
            {
                return Callbacks.AsTask<global::Sdk.Player>(SignInAsync);
            }
        }

        public static partial class Notifications
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("notifications.isSupported", null);
            }

            /// <summary>
            /// Schedules a notification; the same id replaces the earlier one. Only registered players
            /// receive notifications: for a guest it fails with <see cref="ErrorCode.PlayerNotAuthenticated"/>.
            /// A body over 100 characters, a day outside 0 to 7, or both image fields fail with <see cref="ErrorCode.InvalidParam"/>.
            /// </summary>
            /// <example>
            /// <code>
            /// await Sdk.Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Your crops are ready", "Come back and harvest!", 1) { ImageAssetId = "farm-day-1" });
            /// </code>
            /// </example>
            public static void ScheduleAsync(NotificationOptions options, Action<ScheduledNotification> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("notifications.scheduleAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="ScheduleAsync(NotificationOptions, Action{ScheduledNotification}, Action{SdkError})"/>
            public static Task<ScheduledNotification> ScheduleAsync(NotificationOptions options)
            {
                return Callbacks.AsTask<ScheduledNotification>((done, fail) => ScheduleAsync(options, done, fail));
            }

            /// <summary>
            /// Schedules the D1 to D7 week of launch checklist item 5: seven entries, the first for day 1 and the last
            /// for day 7, each with its own title and body (no two alike), a body of at most 100 characters and an image
            /// (<see cref="WeekNotification.ImageAssetId"/> or <see cref="WeekNotification.ImageDataUrl"/>). The ids are stable (<c>gamesdk-week-d1</c> to <c>gamesdk-week-d7</c>),
            /// so a later week replaces the earlier one. Completes with what was scheduled. A broken rule fails with
            /// <see cref="ErrorCode.InvalidParam"/> naming the day and the rule, before anything is scheduled; a guest's call with <see cref="ErrorCode.PlayerNotAuthenticated"/>.
            /// </summary>
            /// <example>
            /// <code>
            /// var week = new WeekNotification[7];
            /// for (var day = 1; day &lt;= 7; day++) week[day - 1] = new WeekNotification("Day " + day + " on the farm", "Come back for day " + day + "!") { ImageAssetId = "farm-day-" + day };
            /// ScheduledNotification[] scheduled = await Sdk.Sdk.Notifications.ScheduleWeekAsync(week);
            /// </code>
            /// </example>
            public static void ScheduleWeekAsync(WeekNotification[] entries, Action<ScheduledNotification[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("notifications.scheduleWeekAsync", new NotificationsScheduleWeekAsyncArgs { entries = entries }, onSuccess, onError);
            }

            /// <inheritdoc cref="ScheduleWeekAsync(WeekNotification[], Action{ScheduledNotification[]}, Action{SdkError})"/>
            public static Task<ScheduledNotification[]> ScheduleWeekAsync(WeekNotification[] entries)
            {
                return Callbacks.AsTask<ScheduledNotification[]>((done, fail) => ScheduleWeekAsync(entries, done, fail));
            }

            /// <summary>Cancels the notification with <paramref name="id"/>.</summary>
            public static void CancelAsync(string id, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("notifications.cancelAsync", new IdArgs { id = id }, onSuccess, onError);
            }

            /// <inheritdoc cref="CancelAsync(string, Action, Action{SdkError})"/>
            public static Task CancelAsync(string id)
            {
                return Callbacks.AsTask((done, fail) => CancelAsync(id, done, fail));
            }

            /// <summary>Cancels the notifications scheduled in this page session only; use stable ids and <see cref="Notifications.CancelAsync(string)"/> for the rest.</summary>
            public static void CancelAllAsync(Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("notifications.cancelAllAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="CancelAllAsync(Action, Action{SdkError})"/>
            public static Task CancelAllAsync()
            {
                return Callbacks.AsTask(CancelAllAsync);
            }
        }

        public static partial class Iap
        {
            /// <summary>Whether items can be bought here.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("iap.isSupported", null);
            }

            /// <summary>Whether subscriptions can be bought here.</summary>
            public static bool IsSubscriptionSupported()
            {
                return Bridge.CallSync<bool>("iap.isSubscriptionSupported", null);
            }

            /// <summary>Products for sale; <see cref="Product.PriceAmount"/> is a decimal such as 4.99.</summary>
            public static void GetCatalogAsync(Action<Product[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("iap.getCatalogAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetCatalogAsync(Action{Product[]}, Action{SdkError})"/>
            public static Task<Product[]> GetCatalogAsync()
            {
                return Callbacks.AsTask<Product[]>(GetCatalogAsync);
            }

            /// <summary>
            /// Opens the checkout. A closed checkout fails with <see cref="ErrorCode.UserCancelled"/>; a call
            /// before <see cref="Sdk.StartGameAsync()"/> completed fails with <see cref="ErrorCode.InvalidOperation"/>. <see cref="PurchaseOptions.DeveloperPayload"/> stays in the game.
            /// </summary>
            public static void PurchaseAsync(PurchaseOptions options, Action<Purchase> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("iap.purchaseAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="PurchaseAsync(PurchaseOptions, Action{Purchase}, Action{SdkError})"/>
            public static Task<Purchase> PurchaseAsync(PurchaseOptions options)
            {
                return Callbacks.AsTask<Purchase>((done, fail) => PurchaseAsync(options, done, fail));
            }

            /// <summary>Unconsumed purchases, at most 50 per call; more appear only after consuming. Recover in rounds until a round consumes nothing.</summary>
            public static void GetPurchasesAsync(Action<Purchase[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("iap.getPurchasesAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetPurchasesAsync(Action{Purchase[]}, Action{SdkError})"/>
            public static Task<Purchase[]> GetPurchasesAsync()
            {
                return Callbacks.AsTask<Purchase[]>(GetPurchasesAsync);
            }

            /// <summary>Consumes a granted purchase; safe to repeat. A consumed purchase is no longer returned.</summary>
            public static void ConsumePurchaseAsync(string purchaseToken, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("iap.consumePurchaseAsync", new TokenArgs { purchaseToken = purchaseToken }, onSuccess, onError);
            }

            /// <inheritdoc cref="ConsumePurchaseAsync(string, Action, Action{SdkError})"/>
            public static Task ConsumePurchaseAsync(string purchaseToken)
            {
                return Callbacks.AsTask((done, fail) => ConsumePurchaseAsync(purchaseToken, done, fail));
            }

            /// <summary>Plans as seen by the player: empty for guests. Never offer a plan whose <see cref="Subscription.IsActive"/> is true.</summary>
            public static void GetSubscriptionsAsync(Action<Subscription[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("iap.getSubscriptionsAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="GetSubscriptionsAsync(Action{Subscription[]}, Action{SdkError})"/>
            public static Task<Subscription[]> GetSubscriptionsAsync()
            {
                return Callbacks.AsTask<Subscription[]>(GetSubscriptionsAsync);
            }

            /// <summary>Opens the subscription checkout; a closed checkout completes with status <c>cancelled</c>.</summary>
            public static void SubscribeAsync(PurchaseOptions options, Action<Subscription> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("iap.subscribeAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="SubscribeAsync(PurchaseOptions, Action{Subscription}, Action{SdkError})"/>
            public static Task<Subscription> SubscribeAsync(PurchaseOptions options)
            {
                return Callbacks.AsTask<Subscription>((done, fail) => SubscribeAsync(options, done, fail));
            }

            /// <summary>
            /// Recovers pending purchases exactly once, at start-up after <see cref="Sdk.StartGameAsync()"/>, with the
            /// semantics of the TypeScript <c>iap.recoverPurchasesAsync</c>: rounds of <see cref="Iap.GetPurchasesAsync()"/>
            /// until a round consumes nothing; each purchase whose token the save lacks is claimed (when
            /// <see cref="RecoverPurchasesOptions.Claim"/> is set), granted and saved with its token in one save, then
            /// consumed once the save is stored; one the save has is only consumed; a failed step leaves it pending
            /// and is reported. The save is known stored when <see cref="Data.FlushAsync()"/>, which the helper calls after
            /// the grant, completes true. Single-flight: a call made while another runs starts when it ends, on the state it
            /// left, so no purchase is granted twice; grant a purchase the player just made by calling this again with the
            /// same options (<see cref="Iap.PurchaseAsync(PurchaseOptions)"/> before <see cref="Sdk.StartGameAsync()"/> completed
            /// fails with <see cref="ErrorCode.InvalidOperation"/>). Where the platform has no purchases it completes with an empty report.
            /// Fails with <see cref="ErrorCode.InvalidParam"/> for missing options and, as a whole, only when the
            /// purchases cannot be listed.
            /// </summary>
            /// <example>
            /// <code>
            /// var recovery = new RecoverPurchasesOptions(
            ///     token => save.Tokens.Contains(token),
            ///     (purchase, answer) => { AddItem(JsonUtility.FromJson&lt;Verified>(answer).productId); save.Tokens.Add(purchase.PurchaseToken); Sdk.Sdk.Data.SetString("save", JsonUtility.ToJson(save)); })
            /// { ClaimAsync = purchase => backend.GrantAsync(purchase) }; // POST https://api.example-game.com/purchases/grant, your backend's own address (not a path of the platform's origin): it verifies, claims and answers the verified product
            /// var report = await Sdk.Sdk.Iap.RecoverPurchasesAsync(recovery); // at start-up, and after each PurchaseAsync
            /// </code>
            /// </example>
            public static void RecoverPurchasesAsync(RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError)
            {
                RecoverPurchases("iap.recoverPurchasesAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="RecoverPurchasesAsync(RecoverPurchasesOptions, Action{RecoveryReport}, Action{SdkError})"/>
            public static Task<RecoveryReport> RecoverPurchasesAsync(RecoverPurchasesOptions options)
            {
                return Callbacks.AsTask<RecoveryReport>((done, fail) => RecoverPurchasesAsync(options, done, fail));
            }

            /// <summary>
            /// A plan's terms as one line to show in an offer, such as <c>7-day free trial, then $2.99 a month</c>, from the plan's
            /// own values: the free trial only when the player may start it (<see cref="Subscription.TrialEligible"/> and <see cref="Subscription.TrialDays"/> above 0), then
            /// the price of each billing period. In <paramref name="locale"/>'s words and number format (pass <see cref="Session.GetLocale()"/>); a locale the SDK has no
            /// words for falls back to its language, then to en-US, as does a missing one. Every engine formats from the same table, so the
            /// text is the same on each. A plan field out of its rule (a price of 0 or less, a currency that is not an ISO 4217 code, a period
            /// other than week, month or year, a trial that is not a whole number of days from 0 to 365) or a locale that is not a language
            /// tag fails with <see cref="ErrorCode.InvalidParam"/> naming it. Needs no initialisation.
            /// </summary>
            /// <example>
            /// <code>
            /// Subscription[] plans = await Sdk.Sdk.Iap.GetSubscriptionsAsync(); // empty for guests
            /// foreach (var plan in plans)
            ///     if (!plan.IsActive) Debug.Log(Sdk.Sdk.Iap.FormatOffer(plan, Sdk.Sdk.Session.GetLocale())); // "7-day free trial, then $2.99 a month"
            /// </code>
            /// </example>
            public static string FormatOffer(Subscription plan, string locale = null)
            {
                return FormatOffer("iap.formatOffer", plan, locale);
            }
        }

        public static partial class Session
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("session.isSupported", null);
            }

            /// <summary>The platform's entry payload (from a notification, share or referral), or null. Never read from the page URL.</summary>
            public static string GetEntryPointData()
            {
                return Bridge.CallSync<NullableString>("session.getEntryPointData", null).Get();
            }

            /// <summary>
            /// The active platform: <c>partner</c> on the partner platform, <c>local</c> for the offline fallback; C# answers a
            /// <see cref="Platform"/> member (<see cref="Platform.Unknown"/> for a platform this version has no member for).
            /// </summary>
            public static Platform GetPlatform()
            {
                return Platforms.FromId(Bridge.CallSync<string>("session.getPlatform", null));
            }

            /// <summary>Locale such as <c>en-US</c>.</summary>
            public static string GetLocale()
            {
                return Bridge.CallSync<string>("session.getLocale", null);
            }

            /// <summary>Whether the game may play sound; always true on the partner platform.</summary>
            public static bool IsAudioEnabled()
            {
                return Bridge.CallSync<bool>("session.isAudioEnabled", null);
            }
        }

        public static partial class Context
        {
            /// <summary>Whether this module is offered (false on the partner platform, where sharing still works).</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("context.isSupported", null);
            }

            /// <summary>Opens the platform's share sheet with a picture.</summary>
            public static void ShareAsync(ShareOptions options, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("context.shareAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="ShareAsync(ShareOptions, Action, Action{SdkError})"/>
            public static Task ShareAsync(ShareOptions options)
            {
                return Callbacks.AsTask((done, fail) => ShareAsync(options, done, fail));
            }
        }

        public static partial class Referrals
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("referrals.isSupported", null);
            }

            /// <summary>Opens the platform's invite flow.</summary>
            public static void ShareAsync(ReferralShareOptions options, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("referrals.shareAsync", options ?? new ReferralShareOptions(), onSuccess, onError);
            }

            /// <inheritdoc cref="ShareAsync(ReferralShareOptions, Action, Action{SdkError})"/>
            public static Task ShareAsync(ReferralShareOptions options)
            {
                return Callbacks.AsTask((done, fail) => ShareAsync(options, done, fail));
            }

            /// <summary>Players this player invited who registered, with a signed list to verify before rewarding.</summary>
            public static void ListAsync(Action<ReferralList> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("referrals.listAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="ListAsync(Action{ReferralList}, Action{SdkError})"/>
            public static Task<ReferralList> ListAsync()
            {
                return Callbacks.AsTask<ReferralList>(ListAsync);
            }
        }

        public static partial class Ads
        {
            /// <summary>Whether ads are offered (false on the partner platform).</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("ads.isSupported", null);
            }

            /// <summary>Whether banners can be shown.</summary>
            public static bool IsBannerSupported()
            {
                return Bridge.CallSync<bool>("ads.isBannerSupported", null);
            }

            /// <summary>Shows an interstitial: <paramref name="beforeAd"/> then <paramref name="afterAd"/>, or only <paramref name="onError"/> (<see cref="ErrorCode.NoFill"/> when there is no ad).</summary>
            /// <example>
            /// <code>
            /// Sdk.Sdk.Ads.ShowInterstitial(Pause, Resume, error => Resume()); // no-fill: resume in onError
            /// </code>
            /// </example>
            public static void ShowInterstitial(Action beforeAd, Action afterAd, Action<SdkError> onError)
            {
                ShowAd("ads.showInterstitial", beforeAd, afterAd, onError);
            }

            /// <summary>Shows a rewarded ad: <paramref name="afterAd"/> receives true when the player watched to the end (grant the reward). No ad: only <paramref name="onError"/> with <see cref="ErrorCode.NoFill"/>.</summary>
            public static void ShowRewarded(Action beforeAd, Action<bool> afterAd, Action<SdkError> onError)
            {
                ShowRewardedAd("ads.showRewarded", beforeAd, afterAd, onError);
            }

            /// <summary>Shows a banner; fails with <see cref="ErrorCode.FeatureNotSupported"/> where banners are not offered.</summary>
            public static void ShowBannerAsync(Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("ads.showBannerAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="ShowBannerAsync(Action, Action{SdkError})"/>
            public static Task ShowBannerAsync()
            {
                return Callbacks.AsTask(ShowBannerAsync);
            }

            /// <summary>Hides the banner; fails with <see cref="ErrorCode.FeatureNotSupported"/> where banners are not offered.</summary>
            public static void HideBannerAsync(Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("ads.hideBannerAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="HideBannerAsync(Action, Action{SdkError})"/>
            public static Task HideBannerAsync()
            {
                return Callbacks.AsTask(HideBannerAsync);
            }
        }

        public static partial class Game
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("game.isSupported", null);
            }

            /// <summary>Gameplay started (a level began, the menu closed).</summary>
            public static void GameplayStart()
            {
                Bridge.CallSync("game.gameplayStart", null);
            }

            /// <summary>Gameplay stopped (a level ended, a menu opened).</summary>
            public static void GameplayStop()
            {
                Bridge.CallSync("game.gameplayStop", null);
            }

            /// <summary>A link that brings a friend into the game; on the partner platform invites go through <see cref="Referrals"/> and this fails with <see cref="ErrorCode.FeatureNotSupported"/>.</summary>
            public static void InviteLink(string dataJson, Action<string> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("game.inviteLink", new PayloadArgs { dataJson = dataJson }, onSuccess, onError);
            }

            /// <inheritdoc cref="InviteLink(string, Action{string}, Action{SdkError})"/>
            public static Task<string> InviteLink(string dataJson)
            {
                return Callbacks.AsTask<string>((done, fail) => InviteLink(dataJson, done, fail));
            }
        }

        public static partial class Analytics
        {
            /// <summary>Whether events are forwarded (false on the partner platform).</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("analytics.isSupported", null);
            }

            /// <summary>A level started. Accepted and not forwarded on the partner platform.</summary>
            public static void LogLevelStart(string level)
            {
                Bridge.CallSync("analytics.logLevelStart", new AnalyticsArgs { name = level });
            }

            /// <summary>A level ended, with its score and whether it was completed. Not forwarded on the partner platform.</summary>
            public static void LogLevelEnd(string level, double score, bool wasCompleted)
            {
                Bridge.CallSync("analytics.logLevelEnd", new AnalyticsArgs { name = level, score = score, wasCompleted = wasCompleted });
            }

            /// <summary>A tutorial started. Not forwarded on the partner platform.</summary>
            public static void LogTutorialStart(string tutorial)
            {
                Bridge.CallSync("analytics.logTutorialStart", new AnalyticsArgs { name = tutorial });
            }

            /// <summary>A tutorial ended. Not forwarded on the partner platform.</summary>
            public static void LogTutorialEnd(string tutorial, bool wasCompleted)
            {
                Bridge.CallSync("analytics.logTutorialEnd", new AnalyticsArgs { name = tutorial, wasCompleted = wasCompleted });
            }

            /// <summary>A custom event with its parameters (a JSON object). Not forwarded on the partner platform.</summary>
            public static void LogEvent(string name, string paramsJson)
            {
                Bridge.CallSync("analytics.logEvent", new AnalyticsArgs { name = name, dataJson = paramsJson });
            }
        }

        public static partial class Haptics
        {
            /// <summary>Whether haptics are offered (false on the partner platform).</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("haptics.isSupported", null);
            }

            /// <summary>Completes without vibrating where haptics are not offered. <paramref name="style"/>: light, medium or heavy.</summary>
            public static void TriggerAsync(string style, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("haptics.triggerAsync", new StyleArgs { style = style }, onSuccess, onError);
            }
        }

        public static partial class Leaderboard
        {
            /// <summary>Whether leaderboards are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("leaderboard.isSupported", null);
            }

            /// <summary>Submits a score to <paramref name="leaderboard"/>; completes with the player's entry.</summary>
            public static void SubmitScoreAsync(string leaderboard, double score, string extraData, Action<LeaderboardEntry> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("leaderboard.submitScoreAsync", new ScoreArgs { leaderboard = leaderboard, score = score, extraData = extraData }, onSuccess, onError);
            }

            /// <summary>Up to <paramref name="count"/> entries of <paramref name="leaderboard"/> from <paramref name="offset"/>.</summary>
            public static void GetEntriesAsync(string leaderboard, int count, int offset, Action<LeaderboardEntry[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("leaderboard.getEntriesAsync", new ScoreArgs { leaderboard = leaderboard, count = count, offset = offset }, onSuccess, onError);
            }

            /// <summary>The player's entry in <paramref name="leaderboard"/>, or null.</summary>
            public static void GetPlayerEntryAsync(string leaderboard, Action<LeaderboardEntry> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("leaderboard.getPlayerEntryAsync", new ScoreArgs { leaderboard = leaderboard }, onSuccess, onError);
            }
        }

        public static partial class Achievements
        {
            /// <summary>Whether achievements are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("achievements.isSupported", null);
            }

            /// <summary>Every achievement with the player's progress.</summary>
            public static void GetAchievementsAsync(Action<Achievement[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("achievements.getAchievementsAsync", null, onSuccess, onError);
            }

            /// <summary>Unlocks the achievement with <paramref name="achievementId"/>.</summary>
            public static void UnlockAsync(string achievementId, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("achievements.unlockAsync", new IdArgs { id = achievementId }, onSuccess, onError);
            }
        }

        public static partial class Tournament
        {
            /// <summary>Whether tournaments are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("tournament.isSupported", null);
            }

            /// <summary>Tournaments the player takes part in.</summary>
            public static void GetAllAsync(Action<global::Sdk.Tournament[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("tournament.getAllAsync", null, onSuccess, onError);
            }

            /// <summary>Starts a tournament with the player's first score.</summary>
            public static void CreateAsync(double initialScore, string title, Action<global::Sdk.Tournament> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.createAsync", new ScoreArgs { score = initialScore, title = title }, onSuccess, onError);
            }

            /// <summary>Posts a score to the current tournament.</summary>
            public static void PostScoreAsync(double score, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.postScoreAsync", new ScoreArgs { score = score }, onSuccess, onError);
            }

            /// <summary>Joins the tournament with <paramref name="tournamentId"/>.</summary>
            public static void JoinAsync(string tournamentId, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.joinAsync", new IdArgs { id = tournamentId }, onSuccess, onError);
            }

            /// <summary>Shares the player's tournament score.</summary>
            public static void ShareAsync(double score, string dataJson, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.shareAsync", new ScoreArgs { score = score, dataJson = dataJson }, onSuccess, onError);
            }
        }

        public static partial class Stats
        {
            /// <summary>Whether stats are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("stats.isSupported", null);
            }

            /// <summary>The player's stats, all or those named in <paramref name="keys"/>.</summary>
            public static void GetStatsAsync(string[] keys, Action<Stat[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("stats.getStatsAsync", new StatsArgs { keys = keys }, onSuccess, onError);
            }

            /// <summary>Sets values.</summary>
            public static void PostStatsAsync(Stat[] stats, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("stats.postStatsAsync", new StatsArgs { stats = stats }, onSuccess, onError);
            }

            /// <summary>Adds to the named stats; completes with the new values.</summary>
            public static void IncrementStatsAsync(Stat[] increments, Action<Stat[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("stats.incrementStatsAsync", new StatsArgs { stats = increments }, onSuccess, onError);
            }
        }

        public static partial class Friends
        {
            /// <summary>Whether friends are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("friends.isSupported", null);
            }

            /// <summary>The player's friends who play this game.</summary>
            public static void GetFriendsAsync(Action<Friend[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("friends.getFriendsAsync", null, onSuccess, onError);
            }
        }

        public static partial class Reviews
        {
            /// <summary>Whether reviews are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("reviews.isSupported", null);
            }

            /// <summary>Asks the platform to show its review prompt; completes once it closed.</summary>
            public static void RequestReviewAsync(Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("reviews.requestReviewAsync", null, onSuccess, onError);
            }
        }

        public static partial class RemoteConfig
        {
            /// <summary>Whether remote configuration is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("remoteConfig.isSupported", null);
            }

            /// <summary>Configured values of <paramref name="keys"/> (all when null).</summary>
            public static void GetConfigAsync(string[] keys, Action<ConfigValue[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("remoteConfig.getConfigAsync", new StatsArgs { keys = keys }, onSuccess, onError);
            }
        }
    }
}

namespace Sdk.Internal
{
    [Serializable]
    internal sealed class NotificationsScheduleWeekAsyncArgs
    {
        public WeekNotification[] entries;
    }

    /// <summary>Events as integers across the boundary, so raising one allocates nothing (the .jslib's events, from the same manifest row).</summary>
    internal enum SdkEvent
    {
        ExitRequested = 1,
        Pause = 2,
        Resume = 3,
    }
}
