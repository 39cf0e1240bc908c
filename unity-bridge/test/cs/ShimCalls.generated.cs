// Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
using Sdk;

namespace GameSdk.Tests.Mono
{
    internal static partial class Shim
    {
        // A plain operation's generated C# method with the case's arguments in its parameter types;
        // false for a call this table does not make (ShimCalls.cs makes it).
        private static bool InvokePlain(string call, List<JsonValue> a, Action<object> complete, Action<SdkError> fail)
        {
            switch (call)
            {
                case "initializeAsync": Sdk.Sdk.InitializeAsync(() => complete(null), fail); return true;
                case "isInitialized": complete(Sdk.Sdk.IsInitialized()); return true;
                case "setLoadingProgress": Sdk.Sdk.SetLoadingProgress((double)At(a, 0)); complete(null); return true;
                case "startGameAsync": Sdk.Sdk.StartGameAsync(() => complete(null), fail); return true;
                case "data.isSupported": complete(Sdk.Sdk.Data.IsSupported()); return true;
                case "data.getString": complete(Sdk.Sdk.Data.GetString((string)At(a, 0))); return true;
                case "data.setString": Sdk.Sdk.Data.SetString((string)At(a, 0), (string)At(a, 1)); complete(null); return true;
                case "data.setStringAsync": Sdk.Sdk.Data.SetStringAsync((string)At(a, 0), (string)At(a, 1), value => complete(value), fail); return true;
                case "data.removeKey": Sdk.Sdk.Data.RemoveKey((string)At(a, 0)); complete(null); return true;
                case "data.flushAsync": Sdk.Sdk.Data.FlushAsync(value => complete(value), fail); return true;
                case "data.getUsage": complete(Sdk.Sdk.Data.GetUsage()); return true;
                case "player.isSupported": complete(Sdk.Sdk.Player.IsSupported()); return true;
                case "player.getId": complete(Sdk.Sdk.Player.GetId()); return true;
                case "player.getMode": complete(Sdk.Sdk.Player.GetMode()); return true;
                case "player.getName": complete(Sdk.Sdk.Player.GetName()); return true;
                case "player.getPhoto": complete(Sdk.Sdk.Player.GetPhoto()); return true;
                case "player.getDataAsync": Sdk.Sdk.Player.GetDataAsync(((JsonArray)At(a, 0)).Select(item => (string)item).ToArray(), value => complete(value), fail); return true;
                case "player.getSignedPlayerInfoAsync": Sdk.Sdk.Player.GetSignedPlayerInfoAsync(value => complete(value), fail); return true;
                case "player.isBotAvatarSupported": complete(Sdk.Sdk.Player.IsBotAvatarSupported()); return true;
                case "player.getBotAvatarAsync": Sdk.Sdk.Player.GetBotAvatarAsync((string)At(a, 0), (int)At(a, 1), value => complete(value), fail); return true;
                case "auth.isSupported": complete(Sdk.Sdk.Auth.IsSupported()); return true;
                case "auth.isAuthenticated": complete(Sdk.Sdk.Auth.IsAuthenticated()); return true;
                case "auth.signInAsync": Sdk.Sdk.Auth.SignInAsync(value => complete(value), fail); return true;
                case "notifications.isSupported": complete(Sdk.Sdk.Notifications.IsSupported()); return true;
                case "notifications.scheduleAsync": Sdk.Sdk.Notifications.ScheduleAsync(ReadNotificationOptions(At(a, 0)), value => complete(value), fail); return true;
                case "notifications.scheduleWeekAsync": Sdk.Sdk.Notifications.ScheduleWeekAsync(((JsonArray)At(a, 0)).Select(item => ReadWeekNotification(item)).ToArray(), value => complete(value), fail); return true;
                case "notifications.cancelAsync": Sdk.Sdk.Notifications.CancelAsync((string)At(a, 0), () => complete(null), fail); return true;
                case "notifications.cancelAllAsync": Sdk.Sdk.Notifications.CancelAllAsync(() => complete(null), fail); return true;
                case "iap.isSupported": complete(Sdk.Sdk.Iap.IsSupported()); return true;
                case "iap.isSubscriptionSupported": complete(Sdk.Sdk.Iap.IsSubscriptionSupported()); return true;
                case "iap.getCatalogAsync": Sdk.Sdk.Iap.GetCatalogAsync(value => complete(value), fail); return true;
                case "iap.purchaseAsync": Sdk.Sdk.Iap.PurchaseAsync(ReadPurchaseOptions(At(a, 0)), value => complete(value), fail); return true;
                case "iap.getPurchasesAsync": Sdk.Sdk.Iap.GetPurchasesAsync(value => complete(value), fail); return true;
                case "iap.consumePurchaseAsync": Sdk.Sdk.Iap.ConsumePurchaseAsync((string)At(a, 0), () => complete(null), fail); return true;
                case "iap.getSubscriptionsAsync": Sdk.Sdk.Iap.GetSubscriptionsAsync(value => complete(value), fail); return true;
                case "iap.subscribeAsync": Sdk.Sdk.Iap.SubscribeAsync(ReadPurchaseOptions(At(a, 0)), value => complete(value), fail); return true;
                case "session.isSupported": complete(Sdk.Sdk.Session.IsSupported()); return true;
                case "session.getEntryPointData": complete(Sdk.Sdk.Session.GetEntryPointData()); return true;
                case "session.getPlatform": complete(Sdk.Sdk.Session.GetPlatform()); return true;
                case "session.getLocale": complete(Sdk.Sdk.Session.GetLocale()); return true;
                case "session.isAudioEnabled": complete(Sdk.Sdk.Session.IsAudioEnabled()); return true;
                case "context.isSupported": complete(Sdk.Sdk.Context.IsSupported()); return true;
                case "context.shareAsync": Sdk.Sdk.Context.ShareAsync(ReadShareOptions(At(a, 0)), () => complete(null), fail); return true;
                case "referrals.isSupported": complete(Sdk.Sdk.Referrals.IsSupported()); return true;
                case "referrals.shareAsync": Sdk.Sdk.Referrals.ShareAsync(ReadReferralShareOptions(At(a, 0) ?? new JsonObject()), () => complete(null), fail); return true;
                case "referrals.listAsync": Sdk.Sdk.Referrals.ListAsync(value => complete(value), fail); return true;
                case "ads.isSupported": complete(Sdk.Sdk.Ads.IsSupported()); return true;
                case "ads.isBannerSupported": complete(Sdk.Sdk.Ads.IsBannerSupported()); return true;
                case "ads.showBannerAsync": Sdk.Sdk.Ads.ShowBannerAsync(() => complete(null), fail); return true;
                case "ads.hideBannerAsync": Sdk.Sdk.Ads.HideBannerAsync(() => complete(null), fail); return true;
                case "game.isSupported": complete(Sdk.Sdk.Game.IsSupported()); return true;
                case "game.gameplayStart": Sdk.Sdk.Game.GameplayStart(); complete(null); return true;
                case "game.gameplayStop": Sdk.Sdk.Game.GameplayStop(); complete(null); return true;
                case "game.inviteLink": Sdk.Sdk.Game.InviteLink(At(a, 0) == null ? null : At(a, 0).ToString(), value => complete(value), fail); return true;
                case "analytics.isSupported": complete(Sdk.Sdk.Analytics.IsSupported()); return true;
                case "analytics.logLevelStart": Sdk.Sdk.Analytics.LogLevelStart((string)At(a, 0)); complete(null); return true;
                case "analytics.logLevelEnd": Sdk.Sdk.Analytics.LogLevelEnd((string)At(a, 0), At(a, 1) == null ? default(double) : (double)At(a, 1), At(a, 2) == null ? default(bool) : (bool)At(a, 2)); complete(null); return true;
                case "analytics.logTutorialStart": Sdk.Sdk.Analytics.LogTutorialStart((string)At(a, 0)); complete(null); return true;
                case "analytics.logTutorialEnd": Sdk.Sdk.Analytics.LogTutorialEnd((string)At(a, 0), At(a, 1) == null ? default(bool) : (bool)At(a, 1)); complete(null); return true;
                case "analytics.logEvent": Sdk.Sdk.Analytics.LogEvent((string)At(a, 0), At(a, 1) == null ? null : At(a, 1).ToString()); complete(null); return true;
                case "haptics.isSupported": complete(Sdk.Sdk.Haptics.IsSupported()); return true;
                case "haptics.triggerAsync": Sdk.Sdk.Haptics.TriggerAsync((string)At(a, 0), () => complete(null), fail); return true;
                case "leaderboard.isSupported": complete(Sdk.Sdk.Leaderboard.IsSupported()); return true;
                case "leaderboard.submitScoreAsync": Sdk.Sdk.Leaderboard.SubmitScoreAsync((string)At(a, 0), (double)At(a, 1), (string)At(a, 2), value => complete(value), fail); return true;
                case "leaderboard.getEntriesAsync": Sdk.Sdk.Leaderboard.GetEntriesAsync((string)At(a, 0), At(a, 1) == null ? default(int) : (int)At(a, 1), At(a, 2) == null ? default(int) : (int)At(a, 2), value => complete(value), fail); return true;
                case "leaderboard.getPlayerEntryAsync": Sdk.Sdk.Leaderboard.GetPlayerEntryAsync((string)At(a, 0), value => complete(value), fail); return true;
                case "achievements.isSupported": complete(Sdk.Sdk.Achievements.IsSupported()); return true;
                case "achievements.getAchievementsAsync": Sdk.Sdk.Achievements.GetAchievementsAsync(value => complete(value), fail); return true;
                case "achievements.unlockAsync": Sdk.Sdk.Achievements.UnlockAsync((string)At(a, 0), () => complete(null), fail); return true;
                case "tournament.isSupported": complete(Sdk.Sdk.Tournament.IsSupported()); return true;
                case "tournament.getAllAsync": Sdk.Sdk.Tournament.GetAllAsync(value => complete(value), fail); return true;
                case "tournament.createAsync": Sdk.Sdk.Tournament.CreateAsync((double)Key(At(a, 0), "initialScore"), (string)Key(At(a, 0), "title"), value => complete(value), fail); return true;
                case "tournament.postScoreAsync": Sdk.Sdk.Tournament.PostScoreAsync((double)At(a, 0), () => complete(null), fail); return true;
                case "tournament.joinAsync": Sdk.Sdk.Tournament.JoinAsync((string)At(a, 0), () => complete(null), fail); return true;
                case "tournament.shareAsync": Sdk.Sdk.Tournament.ShareAsync((double)Key(At(a, 0), "score"), Key(At(a, 0), "data") == null ? null : Key(At(a, 0), "data").ToString(), () => complete(null), fail); return true;
                case "stats.isSupported": complete(Sdk.Sdk.Stats.IsSupported()); return true;
                case "stats.getStatsAsync": Sdk.Sdk.Stats.GetStatsAsync(At(a, 0) == null ? null : ((JsonArray)At(a, 0)).Select(item => (string)item).ToArray(), value => complete(value), fail); return true;
                case "friends.isSupported": complete(Sdk.Sdk.Friends.IsSupported()); return true;
                case "friends.getFriendsAsync": Sdk.Sdk.Friends.GetFriendsAsync(value => complete(value), fail); return true;
                case "reviews.isSupported": complete(Sdk.Sdk.Reviews.IsSupported()); return true;
                case "reviews.requestReviewAsync": Sdk.Sdk.Reviews.RequestReviewAsync(() => complete(null), fail); return true;
                case "remoteConfig.isSupported": complete(Sdk.Sdk.RemoteConfig.IsSupported()); return true;
                case "remoteConfig.getConfigAsync": Sdk.Sdk.RemoteConfig.GetConfigAsync(At(a, 0) == null ? null : ((JsonArray)At(a, 0)).Select(item => (string)item).ToArray(), value => complete(value), fail); return true;
            }
            return false;
        }

        private static NotificationOptions ReadNotificationOptions(JsonValue value)
        {
            return new NotificationOptions((string)Key(value, "id"), (string)Key(value, "title"), (string)Key(value, "body"), (int)Key(value, "scheduledInDays"))
            {
                ImageAssetId = (string)Key(value, "imageAssetId"),
                ImageDataUrl = (string)Key(value, "imageDataUrl"),
                Data = Key(value, "data") == null ? null : Key(value, "data").ToString(),
            };
        }

        private static WeekNotification ReadWeekNotification(JsonValue value)
        {
            return new WeekNotification((string)Key(value, "title"), (string)Key(value, "body"))
            {
                ImageAssetId = (string)Key(value, "imageAssetId"),
                ImageDataUrl = (string)Key(value, "imageDataUrl"),
                Data = Key(value, "data") == null ? null : Key(value, "data").ToString(),
            };
        }

        private static PurchaseOptions ReadPurchaseOptions(JsonValue value)
        {
            return new PurchaseOptions((string)Key(value, "productId"))
            {
                DeveloperPayload = (string)Key(value, "developerPayload"),
            };
        }

        private static ShareOptions ReadShareOptions(JsonValue value)
        {
            return new ShareOptions((string)Key(value, "intent"), (string)Key(value, "image"))
            {
                Text = (string)Key(value, "text"),
                Data = Key(value, "data") == null ? null : Key(value, "data").ToString(),
            };
        }

        private static ReferralShareOptions ReadReferralShareOptions(JsonValue value)
        {
            return new ReferralShareOptions()
            {
                Text = (string)Key(value, "text"),
                Data = Key(value, "data") == null ? null : Key(value, "data").ToString(),
                OnboardingSlug = (string)Key(value, "onboardingSlug"),
                NotificationTemplates = Key(value, "notificationTemplates") == null ? null : ((JsonArray)Key(value, "notificationTemplates")).Select(item => ReadReferralNotificationTemplate(item)).ToArray(),
            };
        }

        private static ReferralNotificationTemplate ReadReferralNotificationTemplate(JsonValue value)
        {
            return new ReferralNotificationTemplate((string)Key(value, "title"), (string)Key(value, "body"));
        }
    }
}
