// Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
using System.Collections.Generic;
using Sdk.Internal;

namespace Sdk.Mocks
{
    // What the mocks do (engineMock): the state, the guards, each feature and each verb.
    internal sealed partial class MockBackend
    {
        internal string PlayerId;
        internal bool Initialized;
        internal bool Started;
        internal bool OffersPurchases;
        internal readonly Dictionary<string, Queue<string>> Outcomes = new Dictionary<string, Queue<string>>();
        internal int NextToken;
        internal readonly Dictionary<int, int> Prompts = new Dictionary<int, int>();
        internal int NextPrompt;
        internal string EntryPayload;
        internal readonly HashSet<string> Consumed = new HashSet<string>();
        internal ConsumeFaultsState ConsumeFaults;

        internal sealed class ConsumeFaultsState
        {
            internal int Count;
            internal int After;
        }

        internal bool Registered;
        internal readonly Dictionary<string, string> Store = new Dictionary<string, string>();
        internal readonly Dictionary<string, NotificationOptions> Notifications = new Dictionary<string, NotificationOptions>();
        internal readonly List<Purchase> Purchases = new List<Purchase>();
        internal readonly List<Referral> Referrals = new List<Referral>();
        internal readonly List<Subscription> Plans = new List<Subscription>();

        // The features that answer before initialisation (anytime); every other call then fails NOT_INITIALIZED.
        private static readonly string[] Anytime = { "lifecycle.initialize", "lifecycle.initialized", "prompt.login" };

        /// <summary>The names of the features this mock platform implements (test/mock-features.test.ts holds them to the manifest).</summary>
        internal string[] FeatureNames { get { return new[] { "lifecycle.initialize", "lifecycle.initialized", "lifecycle.progress", "lifecycle.start", "store.getString", "store.setString", "store.remove", "store.flush", "store.usage", "store.getMany", "store.setMany", "player.id", "player.mode", "player.name", "player.photo", "player.registered", "player.signIn", "player.signed", "player.botAvatar", "prompt.open", "prompt.login", "notifications.schedule", "notifications.scheduleWeek", "notifications.cancel", "notifications.cancelAll", "shop.catalog", "shop.purchase", "shop.purchases", "shop.consume", "shop.plans", "shop.subscribe", "session.entryPoint", "share.image", "share.invite", "share.referrals", "ads.interstitial", "ads.rewarded" }; } }

        // A fresh launch's state (engineMock.launch).
        private void Launch()
        {
            Initialized = false;
            Started = false;
            OffersPurchases = true;
            Outcomes.Clear();
            NextToken = 0;
            Prompts.Clear();
            NextPrompt = 0;
            EntryPayload = null;
            Consumed.Clear();
            ConsumeFaults = new ConsumeFaultsState { Count = 0, After = 0 };
        }

        // A player new to the platform (engineMock.newPlayer), each catalog plan not held (engineMock.plan; trialEligible when it has a trial).
        private void NewPlayer(string playerId)
        {
            PlayerId = playerId;
            Registered = false;
            Store.Clear();
            Notifications.Clear();
            Purchases.Clear();
            Referrals.Clear();
            Plans.Clear();
            foreach (var plan in Rules.DefaultPlans()) Plans.Add(new Subscription(plan.ProductId, false, plan.TrialDays > 0, "inactive", MockData.Unsigned, plan.Title, plan.Description, plan.Price, plan.PriceAmount, plan.PriceCurrencyCode, plan.BillingPeriod, plan.TrialDays));
        }

        private void GuardStarted(string context)
        {
            if (Started != true) throw new Problem(ErrorCodes.FromCode("INVALID_OPERATION"), Rules.Render("notStarted", new object[] { context }));
        }

        private void GuardRegistered(string context)
        {
            if (Registered != true) throw new Problem(ErrorCodes.FromCode("PLAYER_NOT_AUTHENTICATED"), Rules.Render("guestNotification", new object[0]));
        }

        private void GuardGuest(string context)
        {
            if (Registered != false) throw new Problem(ErrorCodes.FromCode("INVALID_OPERATION"), Rules.Render("alreadyRegistered", new object[0]));
        }

        // The call's arguments, checked by the checks generated from rules.json (Checks.generated.cs).
        private static void CheckArguments(string operation, string args)
        {
            switch (operation)
            {
                case "setLoadingProgress": { var a = Parse<ProgressArgs>(args); Check(Rules.SetLoadingProgress(a.progress)); return; }
                case "data.getString": { var a = Parse<KeyArgs>(args); Check(Rules.DataGetString(a.key)); return; }
                case "data.setString": { var a = Parse<KeyValueArgs>(args); Check(Rules.DataSetString(a.key, a.value)); return; }
                case "data.setStringAsync": { var a = Parse<KeyValueArgs>(args); Check(Rules.DataSetStringAsync(a.key, a.value)); return; }
                case "data.removeKey": { var a = Parse<KeyArgs>(args); Check(Rules.DataRemoveKey(a.key)); return; }
                case "player.getDataAsync": { var a = Parse<KeysArgs>(args); Check(Rules.PlayerGetDataAsync(a.keys)); return; }
                case "player.setDataAsync": Check(Rules.PlayerSetDataAsync(Parse<PlayerData>(args))); return;
                case "player.getBotAvatarAsync": { var a = Parse<AvatarArgs>(args); Check(Rules.PlayerGetBotAvatarAsync(a.username, a.size)); return; }
                case "auth.showRegistrationPrompt": { var a = Parse<PromptArgs>(args); Check(Rules.AuthShowRegistrationPrompt(new RegistrationPromptOptions(a.message) { Data = a.dataJson })); return; }
                case "notifications.scheduleAsync": Check(Rules.NotificationsScheduleAsync(Parse<NotificationOptions>(args))); return;
                case "notifications.scheduleWeekAsync": { var a = Parse<NotificationsScheduleWeekAsyncArgs>(args); Check(Rules.NotificationsScheduleWeekAsync(a.entries)); return; }
                case "notifications.cancelAsync": { var a = Parse<IdArgs>(args); Check(Rules.NotificationsCancelAsync(a.id)); return; }
                case "iap.purchaseAsync": Check(Rules.IapPurchaseAsync(Parse<PurchaseOptions>(args))); return;
                case "iap.consumePurchaseAsync": { var a = Parse<TokenArgs>(args); Check(Rules.IapConsumePurchaseAsync(a.purchaseToken)); return; }
                case "iap.subscribeAsync": Check(Rules.IapSubscribeAsync(Parse<PurchaseOptions>(args))); return;
                case "context.shareAsync": Check(Rules.ContextShareAsync(Parse<ShareOptions>(args))); return;
                case "referrals.shareAsync": Check(Rules.ReferralsShareAsync(Parse<ReferralShareOptions>(args))); return;
            }
        }

        // A feature's answer to one call of an operation (the SDK's JSON value), or its refusal.
        private string Run(string feature, string operation, string args, string context)
        {
            switch (feature)
            {
                case "lifecycle.initialize":
                    CheckArguments(operation, args);
                    Initialized = true;
                    return "null";
                case "lifecycle.initialized":
                    CheckArguments(operation, args);
                    return (Initialized ? "true" : "false");
                case "lifecycle.progress":
                    CheckArguments(operation, args);
                    return "null";
                case "lifecycle.start":
                    CheckArguments(operation, args);
                    Started = true;
                    return "null";
                case "store.getString":
                    CheckArguments(operation, args);
                    return DoGetString(Parse<KeyArgs>(args));
                case "store.setString":
                    CheckArguments(operation, args);
                    return DoSetString(Parse<KeyValueArgs>(args));
                case "store.remove":
                    CheckArguments(operation, args);
                    return DoRemove(Parse<KeyArgs>(args));
                case "store.flush":
                    CheckArguments(operation, args);
                    return "true";
                case "store.usage":
                    CheckArguments(operation, args);
                    return DoUsage();
                case "store.getMany":
                    CheckArguments(operation, args);
                    return DoGetMany(Parse<KeysArgs>(args));
                case "store.setMany":
                    CheckArguments(operation, args);
                    return DoSetMany(Parse<PlayerData>(args));
                case "player.id":
                    CheckArguments(operation, args);
                    return JsonText.Quote(PlayerId);
                case "player.mode":
                    CheckArguments(operation, args);
                    return (Registered ? "\"authorized\"" : "\"lite\"");
                case "player.name":
                    CheckArguments(operation, args);
                    return "null";
                case "player.photo":
                    CheckArguments(operation, args);
                    return "null";
                case "player.registered":
                    CheckArguments(operation, args);
                    return (Registered ? "true" : "false");
                case "player.signIn":
                    CheckArguments(operation, args);
                    return "{\"id\":" + JsonText.Quote(PlayerId) + ",\"mode\":" + (Registered ? "\"authorized\"" : "\"lite\"") + ",\"name\":" + "null" + ",\"photo\":" + "null" + "}";
                case "player.signed":
                    CheckArguments(operation, args);
                    return "{\"playerId\":" + JsonText.Quote(PlayerId) + ",\"signature\":" + JsonText.Quote(MockData.Unsigned) + "}";
                case "player.botAvatar":
                    CheckArguments(operation, args);
                    return DoBotAvatar(Parse<AvatarArgs>(args));
                case "prompt.open":
                    CheckArguments(operation, args);
                    GuardGuest(context);
                    return DoOpenPrompt(Parse<PromptArgs>(args));
                case "prompt.login":
                    CheckArguments(operation, args);
                    return DoLogin(Parse<PromptLoginArgs>(args));
                case "notifications.schedule":
                    CheckArguments(operation, args);
                    GuardRegistered(context);
                    return DoSchedule(Parse<NotificationOptions>(args));
                case "notifications.scheduleWeek":
                    CheckArguments(operation, args);
                    GuardRegistered(context);
                    return DoScheduleWeek(Parse<NotificationsScheduleWeekAsyncArgs>(args));
                case "notifications.cancel":
                    CheckArguments(operation, args);
                    GuardRegistered(context);
                    return DoCancel(Parse<IdArgs>(args));
                case "notifications.cancelAll":
                    CheckArguments(operation, args);
                    GuardRegistered(context);
                    Notifications.Clear();
                    return "null";
                case "shop.catalog":
                    CheckArguments(operation, args);
                    return ListJson(Catalog);
                case "shop.purchase":
                    GuardStarted(context);
                    CheckArguments(operation, args);
                    return DoPurchase(Parse<PurchaseOptions>(args));
                case "shop.purchases":
                    CheckArguments(operation, args);
                    return DoPurchases();
                case "shop.consume":
                    CheckArguments(operation, args);
                    return DoConsume(Parse<TokenArgs>(args));
                case "shop.plans":
                    CheckArguments(operation, args);
                    return (Registered ? ListJson(Plans) : "[]");
                case "shop.subscribe":
                    GuardStarted(context);
                    CheckArguments(operation, args);
                    return DoSubscribe(Parse<PurchaseOptions>(args));
                case "session.entryPoint":
                    CheckArguments(operation, args);
                    return (EntryPayload ?? "null");
                case "share.image":
                    CheckArguments(operation, args);
                    return "null";
                case "share.invite":
                    CheckArguments(operation, args);
                    return "null";
                case "share.referrals":
                    CheckArguments(operation, args);
                    return "{\"referrals\":" + ListJson(Referrals) + ",\"signedRequest\":" + JsonText.Quote(MockData.Unsigned) + "}";
                case "ads.interstitial":
                    CheckArguments(operation, args);
                    return DoNoAd(Parse<AdArgs>(args));
                case "ads.rewarded":
                    CheckArguments(operation, args);
                    return DoNoAd(Parse<AdArgs>(args));
                default:
                    throw new Problem(ErrorCode.OperationFailed, "the mock platform has no feature '" + feature + "' for " + context);
            }
        }

        internal void Reset()
        {
            DoReset();
        }

        internal MockPlayer GetPlayer()
        {
            return new MockPlayer(PlayerId, Registered);
        }

        internal void SetPlayer(string id, bool? registered)
        {
            DoSetPlayer(id, registered);
        }

        internal IDictionary<string, string> GetPlayerData()
        {
            return new Dictionary<string, string>(Store);
        }

        internal IDictionary<string, NotificationOptions> GetNotifications()
        {
            return new Dictionary<string, NotificationOptions>(Notifications);
        }

        internal Purchase[] GetPurchases()
        {
            return Purchases.ToArray();
        }

        internal Purchase[] SeedPurchases(int count, string productId)
        {
            DoSeedPurchases(count, productId);
            return Purchases.ToArray();
        }

        internal void FailNextConsume(int count, int after)
        {
            ConsumeFaults = new ConsumeFaultsState { Count = count, After = after };
        }

        internal Subscription[] GetSubscriptions()
        {
            return Plans.ToArray();
        }

        internal void SetSubscription(string productId, string status)
        {
            DoSetSubscription(productId, status);
        }

        internal void AddReferral(string playerId)
        {
            Referrals.Add(new Referral(playerId, null));
        }

        internal void SetEntryPayload(string payloadJson)
        {
            EntryPayload = payloadJson;
        }

        internal void Fire(string eventName)
        {
            Later(() =>
            {
                DoFire(eventName);
            });
        }

        internal void SetOutcome(string kind, string choice, int times)
        {
            DoSetOutcome(kind, choice, times);
        }

        internal void ClearOutcomes()
        {
            Outcomes.Clear();
        }

        internal void SetOffersPurchases(bool offers)
        {
            OffersPurchases = offers;
        }
    }
}
