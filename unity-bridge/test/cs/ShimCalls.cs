// How C# makes each call the runner hands the shim: the operation's typed method with the JSON
// arguments converted to its parameter types. Arguments the types rule out are Inexpressible.
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
using Sdk;

namespace GameSdk.Tests.Mono
{
    internal static partial class Shim
    {
        private static readonly Action NoopListener = () => { };

        private static void Invoke(string call, List<JsonValue> a, Action<object> complete, Action<SdkError> fail, Action<string> callback, bool closes)
        {
            Action ok = () => complete(null);
            Action<object> okAny = unused => complete(null);
            var o = a.Count > 0 ? a[0] as JsonObject : null;
            switch (call)
            {
                case "setLoadingProgress": Sdk.Sdk.SetLoadingProgress(Number(a[0])); ok(); return;
                case "initializeAsync": Sdk.Sdk.InitializeAsync(ok, fail); return;
                case "startGameAsync": Sdk.Sdk.StartGameAsync(ok, fail); return;
                case "auth.showRegistrationPrompt":
                    // Answered at once, or (closes) with what the prompt's close hands the game.
                    Sdk.Sdk.Auth.ShowRegistrationPrompt(new RegistrationPromptOptions(Str(o, "message")), closed => complete(closed), fail);
                    if (!closes) ok();
                    return;
                case "auth.signInAsync": Sdk.Sdk.Auth.SignInAsync(complete, fail); return;
                // A prompt by id, as the bridge sends it: a game only gets prompts from ShowRegistrationPrompt.
                case "auth.registrationPromptLogin": new RegistrationPrompt(Whole(a[0], "a prompt id is an int"), "auth.registrationPromptLogin").Login(ok, fail); return;
                case "notifications.scheduleAsync": Sdk.Sdk.Notifications.ScheduleAsync(Notification(o), okAny, fail); return;
                case "notifications.scheduleWeekAsync": Sdk.Sdk.Notifications.ScheduleWeekAsync(((JsonArray)a[0]).Cast<JsonObject>().Select(WeekEntry).ToArray(), complete, fail); return;
                case "notifications.cancelAllAsync": Sdk.Sdk.Notifications.CancelAllAsync(ok, fail); return;
                case "notifications.cancelAsync": Sdk.Sdk.Notifications.CancelAsync(Text(a[0]), ok, fail); return;
                case "data.setStringAsync": Sdk.Sdk.Data.SetStringAsync(Text(a[0]), Text(a[1]), stored => complete(stored), fail); return;
                case "data.setString": Sdk.Sdk.Data.SetString(Text(a[0]), Text(a[1])); ok(); return;
                case "data.getString": complete(Sdk.Sdk.Data.GetString(Text(a[0]))); return;
                case "iap.formatOffer": complete(Sdk.Sdk.Iap.FormatOffer(Plan(a[0]), a.Count > 1 ? Text(a[1]) : null)); return;
                case "data.removeKey": Sdk.Sdk.Data.RemoveKey(Text(a[0])); ok(); return;
                case "data.flushAsync": Sdk.Sdk.Data.FlushAsync(stored => complete(stored), fail); return;
                case "player.setDataAsync":
                {
                    if (o == null) throw new Inexpressible("PlayerData is keys to JSON values, never a list");
                    var data = new PlayerData();
                    foreach (var entry in o) data.Set(entry.Key, entry.Value.ToString());
                    Sdk.Sdk.Player.SetDataAsync(data, ok, fail);
                    return;
                }
                case "player.getDataAsync": Sdk.Sdk.Player.GetDataAsync(Texts(a[0]), okAny, fail); return;
                case "player.getSignedPlayerInfoAsync": Sdk.Sdk.Player.GetSignedPlayerInfoAsync(complete, fail); return;
                case "player.getBotAvatarAsync": Sdk.Sdk.Player.GetBotAvatarAsync(Text(a[0]), Whole(a[1], "the size is an int"), okAny, fail); return;
                case "leaderboard.submitScoreAsync": Sdk.Sdk.Leaderboard.SubmitScoreAsync(Text(a[0]), Number(a[1]), null, okAny, fail); return;
                case "leaderboard.getEntriesAsync": Sdk.Sdk.Leaderboard.GetEntriesAsync(Text(a[0]), 10, 0, okAny, fail); return;
                case "leaderboard.getPlayerEntryAsync": Sdk.Sdk.Leaderboard.GetPlayerEntryAsync(Text(a[0]), okAny, fail); return;
                case "achievements.unlockAsync": Sdk.Sdk.Achievements.UnlockAsync(Text(a[0]), ok, fail); return;
                case "achievements.getAchievementsAsync": Sdk.Sdk.Achievements.GetAchievementsAsync(okAny, fail); return;
                case "tournament.getAllAsync": Sdk.Sdk.Tournament.GetAllAsync(okAny, fail); return;
                case "tournament.createAsync": Sdk.Sdk.Tournament.CreateAsync(Number(o["initialScore"]), Str(o, "title"), okAny, fail); return;
                case "tournament.postScoreAsync": Sdk.Sdk.Tournament.PostScoreAsync(Number(a[0]), ok, fail); return;
                case "tournament.joinAsync": Sdk.Sdk.Tournament.JoinAsync(Text(a[0]), ok, fail); return;
                case "tournament.shareAsync": Sdk.Sdk.Tournament.ShareAsync(Number(o["score"]), null, ok, fail); return;
                case "stats.getStatsAsync": Sdk.Sdk.Stats.GetStatsAsync(null, okAny, fail); return;
                case "stats.postStatsAsync": Sdk.Sdk.Stats.PostStatsAsync(Stats(o), ok, fail); return;
                case "stats.incrementStatsAsync": Sdk.Sdk.Stats.IncrementStatsAsync(Stats(o), okAny, fail); return;
                case "friends.getFriendsAsync": Sdk.Sdk.Friends.GetFriendsAsync(okAny, fail); return;
                case "reviews.requestReviewAsync": Sdk.Sdk.Reviews.RequestReviewAsync(ok, fail); return;
                case "remoteConfig.getConfigAsync": Sdk.Sdk.RemoteConfig.GetConfigAsync(null, okAny, fail); return;
                case "ads.showBannerAsync": Sdk.Sdk.Ads.ShowBannerAsync(ok, fail); return;
                case "ads.hideBannerAsync": Sdk.Sdk.Ads.HideBannerAsync(ok, fail); return;
                case "ads.showInterstitial": Sdk.Sdk.Ads.ShowInterstitial(() => callback("beforeAd"), () => callback("afterAd"), e => callback("onError:" + e.Code)); return;
                case "ads.showRewarded": Sdk.Sdk.Ads.ShowRewarded(() => callback("beforeAd"), viewed => callback("afterAd"), e => callback("onError:" + e.Code)); return;
                case "haptics.triggerAsync": Sdk.Sdk.Haptics.TriggerAsync(null, ok, fail); return;
                case "iap.recoverPurchasesAsync":
                    if ((string)o["$recovery"] != "untouched") throw new InvalidOperationException("unknown recovery options " + o);
                    if (o.ContainsKey("misspelt")) throw new Inexpressible("RecoverPurchasesOptions has only HasToken, Claim and Grant: the compiler refuses any other key");
                    // Hooks that must never run: a call is reported as the recovery's failure, so an empty report proves none ran.
                    Sdk.Sdk.Iap.RecoverPurchasesAsync(new RecoverPurchasesOptions(
                        token => { throw new InvalidOperationException("HasToken was called"); },
                        (purchase, claimed) => { throw new InvalidOperationException("Grant was called"); }), complete, fail);
                    return;
                case "iap.purchaseAsync": Sdk.Sdk.Iap.PurchaseAsync(new PurchaseOptions(Str(o, "productId")) { DeveloperPayload = Str(o, "developerPayload") }, complete, fail); return;
                case "iap.subscribeAsync": Sdk.Sdk.Iap.SubscribeAsync(new PurchaseOptions(Str(o, "productId")), okAny, fail); return;
                case "iap.consumePurchaseAsync": Sdk.Sdk.Iap.ConsumePurchaseAsync(Text(a[0]), ok, fail); return;
                case "iap.getCatalogAsync": Sdk.Sdk.Iap.GetCatalogAsync(complete, fail); return;
                case "iap.getPurchasesAsync": Sdk.Sdk.Iap.GetPurchasesAsync(complete, fail); return;
                case "iap.getSubscriptionsAsync": Sdk.Sdk.Iap.GetSubscriptionsAsync(complete, fail); return;
                case "context.shareAsync": Sdk.Sdk.Context.ShareAsync(new ShareOptions(Str(o, "intent"), Str(o, "image")) { Text = Str(o, "text") }, ok, fail); return;
                case "referrals.shareAsync": Sdk.Sdk.Referrals.ShareAsync(Referral(o ?? new JsonObject()), ok, fail); return;
                case "referrals.listAsync": Sdk.Sdk.Referrals.ListAsync(complete, fail); return;
                case "game.inviteLink": Sdk.Sdk.Game.InviteLink(a.Count > 0 ? a[0].ToString() : null, okAny, fail); return;
                case "analytics.logLevelStart": Sdk.Sdk.Analytics.LogLevelStart(Text(a[0])); ok(); return;
                case "analytics.logLevelEnd": Sdk.Sdk.Analytics.LogLevelEnd(Text(a[0]), Number(a[1]), (bool)a[2]); ok(); return;
                case "analytics.logTutorialStart": Sdk.Sdk.Analytics.LogTutorialStart(Text(a[0])); ok(); return;
                case "analytics.logTutorialEnd": Sdk.Sdk.Analytics.LogTutorialEnd(Text(a[0]), (bool)a[1]); ok(); return;
                case "analytics.logEvent": Sdk.Sdk.Analytics.LogEvent(Text(a[0]), a.Count > 1 ? a[1].ToString() : null); ok(); return;
                case "on":
                case "off": Listen(call == "on", Text(a[0])); ok(); return;
                // JSON text in C#: the runner compares the JSON value it holds.
                case "session.getEntryPointData": var payload = Sdk.Sdk.Session.GetEntryPointData(); complete(payload == null ? null : JsonValue.Parse(payload)); return;
                case "parseError": throw new Inexpressible("C# errors arrive as a typed SdkError, with nothing to parse");
                default: complete(SyncGetter(call)); return;
            }
        }

        // Sdk.on and Sdk.off are C# events: an unknown event name cannot be written.
        private static void Listen(bool add, string eventName)
        {
            var field = typeof(Sdk.Sdk).GetEvent("On" + Pascal(eventName));
            if (field == null) throw new Inexpressible("events are C# events; there is none named " + eventName);
            if (add) field.AddEventHandler(null, NoopListener); else field.RemoveEventHandler(null, NoopListener);
        }

        private static ReferralShareOptions Referral(JsonObject o)
        {
            var options = new ReferralShareOptions { Text = Str(o, "text"), OnboardingSlug = Str(o, "onboardingSlug") };
            if (o.ContainsKey("notificationTemplates"))
                options.NotificationTemplates = ((JsonArray)o["notificationTemplates"]).Cast<JsonObject>().Select(t => new ReferralNotificationTemplate(Str(t, "title"), Str(t, "body"))).ToArray();
            return options;
        }

        private static Stat[] Stats(JsonObject o) { return o.Select(entry => new Stat(entry.Key, Number(entry.Value))).ToArray(); }

        private static NotificationOptions Notification(JsonObject o)
        {
            return new NotificationOptions(Str(o, "id"), Str(o, "title"), Str(o, "body"), Whole(o["scheduledInDays"], "ScheduledInDays is an int"))
            {
                ImageAssetId = Str(o, "imageAssetId"),
                ImageDataUrl = Str(o, "imageDataUrl"),
            };
        }

        // A plan's terms as C#'s Subscription holds them: typed fields, so a field of another JSON type is not expressible.
        private static Subscription Plan(JsonValue value)
        {
            if (value.JsonType != JsonType.Object) throw new Inexpressible("a Subscription is an object");
            var o = (JsonObject)value;
            if (!o.ContainsKey("trialEligible") || o["trialEligible"].JsonType != JsonType.Boolean) throw new Inexpressible("TrialEligible is a bool");
            var productId = Str(o, "productId");
            return new Subscription(productId, false, (bool)o["trialEligible"], "", "", productId, "", "", Number(o["priceAmount"]), Str(o, "priceCurrencyCode"), Str(o, "billingPeriod"), Whole(o["trialDays"], "TrialDays is an int"));
        }

        private static WeekNotification WeekEntry(JsonObject o)
        {
            if (o.ContainsKey("id") || o.ContainsKey("scheduledInDays")) throw new Inexpressible("a WeekNotification has no id or day: the week sets them");
            return new WeekNotification(Str(o, "title"), Str(o, "body")) { ImageAssetId = Str(o, "imageAssetId"), ImageDataUrl = Str(o, "imageDataUrl") };
        }

        private static string[] Texts(JsonValue value)
        {
            if (value.JsonType != JsonType.Array) throw new Inexpressible("a string[] parameter given " + value.JsonType);
            return ((JsonArray)value).Select(Text).ToArray();
        }

        private static string Str(JsonObject o, string key) { return o.ContainsKey(key) ? Text(o[key]) : null; }

        private static string Text(JsonValue value)
        {
            if (value == null || value.JsonType != JsonType.String) throw new Inexpressible("a string parameter given " + (value == null ? "null" : value.JsonType.ToString()));
            return (string)value;
        }

        private static double Number(JsonValue value)
        {
            if (value == null || value.JsonType != JsonType.Number) throw new Inexpressible("a number parameter given " + (value == null ? "null" : value.JsonType.ToString()));
            return (double)value;
        }

        private static int Whole(JsonValue value, string why)
        {
            var number = Number(value);
            if (number != Math.Floor(number)) throw new Inexpressible(why);
            return (int)number;
        }
    }
}
