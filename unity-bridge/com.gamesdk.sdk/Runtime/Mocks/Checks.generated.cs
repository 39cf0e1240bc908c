// Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
using System.Collections.Generic;

namespace Sdk.Mocks
{
    internal static partial class Rules
    {
        /// <summary>The arguments of setLoadingProgress: the first problem, or null.</summary>
        internal static Problem SetLoadingProgress(double progress)
        {
            return (progress >= 0 && progress <= 100 ? null : new Problem("loadingProgress", progress));
        }

        /// <summary>The arguments of data.getString: the first problem, or null.</summary>
        internal static Problem DataGetString(string key)
        {
            return (NonBlank(key) ? null : new Problem("blankText", "key"))
                ?? (System.Array.IndexOf(ReservedDataKeys, key) < 0 ? null : new Problem("reservedDataKey", "key", key));
        }

        /// <summary>The arguments of data.setString: the first problem, or null.</summary>
        internal static Problem DataSetString(string key, string value)
        {
            return (NonBlank(key) ? null : new Problem("blankText", "key"))
                ?? (System.Array.IndexOf(ReservedDataKeys, key) < 0 ? null : new Problem("reservedDataKey", "key", key))
                ?? (WellFormed(key) ? null : new Problem("loneSurrogate"))
                ?? (value != null ? null : new Problem("notAString", "value"))
                ?? (WellFormed(value) ? null : new Problem("loneSurrogate"));
        }

        /// <summary>The arguments of data.setStringAsync: the first problem, or null.</summary>
        internal static Problem DataSetStringAsync(string key, string value)
        {
            return (NonBlank(key) ? null : new Problem("blankText", "key"))
                ?? (System.Array.IndexOf(ReservedDataKeys, key) < 0 ? null : new Problem("reservedDataKey", "key", key))
                ?? (WellFormed(key) ? null : new Problem("loneSurrogate"))
                ?? (value != null ? null : new Problem("notAString", "value"))
                ?? (WellFormed(value) ? null : new Problem("loneSurrogate"));
        }

        /// <summary>The arguments of data.removeKey: the first problem, or null.</summary>
        internal static Problem DataRemoveKey(string key)
        {
            return (NonBlank(key) ? null : new Problem("blankText", "key"))
                ?? (System.Array.IndexOf(ReservedDataKeys, key) < 0 ? null : new Problem("reservedDataKey", "key", key));
        }

        /// <summary>The arguments of player.getDataAsync: the first problem, or null.</summary>
        internal static Problem PlayerGetDataAsync(string[] keys)
        {
            return (keys != null ? null : new Problem("notAStringList", "keys"))
                ?? PlayerGetDataAsyncEntries(keys, "");
        }

        /// <summary>Each entry of player.getDataAsync's [0]: the first problem, or null.</summary>
        private static Problem PlayerGetDataAsyncEntries(string[] entries, string label)
        {
            var seen = new Dictionary<string, int>();
            for (var index = 0; entries != null && index < entries.Length; index++)
            {
                var problem = PlayerGetDataAsyncEntriesEntry(entries[index], "keys[]", index + 1, seen);
                if (problem != null) return problem;
            }
            return null;
        }

        private static Problem PlayerGetDataAsyncEntriesEntry(string entry, string label, int day, Dictionary<string, int> seen)
        {
            return (NonBlank(entry) ? null : new Problem("blankText", label))
                ?? (System.Array.IndexOf(ReservedDataKeys, entry) < 0 ? null : new Problem("reservedDataKey", label, entry));
        }

        /// <summary>The arguments of player.setDataAsync: the first problem, or null.</summary>
        internal static Problem PlayerSetDataAsync(PlayerData data)
        {
            return (data != null ? null : new Problem("playerDataShape"))
                ?? PlayerSetDataAsyncEntries(KeysOf(data), "")
                ?? InData(data, 32, key => new Problem("playerDataTooDeep", key));
        }

        /// <summary>Each entry of player.setDataAsync's [0] (its keys): the first problem, or null.</summary>
        private static Problem PlayerSetDataAsyncEntries(string[] entries, string label)
        {
            var seen = new Dictionary<string, int>();
            for (var index = 0; entries != null && index < entries.Length; index++)
            {
                var problem = PlayerSetDataAsyncEntriesEntry(entries[index], "data key", index + 1, seen);
                if (problem != null) return problem;
            }
            return null;
        }

        private static Problem PlayerSetDataAsyncEntriesEntry(string entry, string label, int day, Dictionary<string, int> seen)
        {
            return (System.Array.IndexOf(ReservedDataKeys, entry) < 0 ? null : new Problem("reservedDataKey", label, entry));
        }

        /// <summary>The arguments of player.getBotAvatarAsync: the first problem, or null.</summary>
        internal static Problem PlayerGetBotAvatarAsync(string username, int size)
        {
            return (NonBlank(username) ? null : new Problem("blankText", "username"))
                ?? (size >= 1 && size <= 1024 ? null : new Problem("avatarSize", size));
        }

        /// <summary>The arguments of auth.showRegistrationPrompt: the first problem, or null.</summary>
        internal static Problem AuthShowRegistrationPrompt(RegistrationPromptOptions options)
        {
            return (options != null ? null : new Problem("notAnObject"))
                ?? (NonBlank(options.Message) ? null : new Problem("blankText", "message"))
                ?? (CharacterCount(options.Message) <= 140 ? null : new Problem("registrationMessageTooLong", CharacterCount(options.Message)))
                ?? (Occurrences(options.Message, "{{registrationCode}}") == 1 ? null : new Problem("registrationPlaceholderCount", Occurrences(options.Message, "{{registrationCode}}")))
                ?? (Given(options.Data) ? (JsonObject(options.Data) ? null : new Problem("notAPlainObject", "data")) : null);
        }

        /// <summary>The arguments of notifications.scheduleAsync: the first problem, or null.</summary>
        internal static Problem NotificationsScheduleAsync(NotificationOptions options)
        {
            return (options != null ? null : new Problem("notAnObject"))
                ?? (NonBlank(options.Id) ? null : new Problem("blankText", "id"))
                ?? (NonBlank(options.Title) ? null : new Problem("blankText", "title"))
                ?? (NonBlank(options.Body) ? null : new Problem("blankText", "body"))
                ?? (CharacterCount(options.Body) <= 100 ? null : new Problem("notificationBodyTooLong", CharacterCount(options.Body)))
                ?? (options.ScheduledInDays >= 0 && options.ScheduledInDays <= 7 ? null : new Problem("notificationDays", options.ScheduledInDays))
                ?? (!(Given(options.ImageAssetId) && Given(options.ImageDataUrl)) ? null : new Problem("notificationImageBoth"))
                ?? (Given(options.ImageAssetId) ? (NonBlank(options.ImageAssetId) ? null : new Problem("blankText", "imageAssetId")) : null)
                ?? (Given(options.ImageDataUrl) ? ImageDataUrl("imageDataUrl", options.ImageDataUrl) : null)
                ?? (Given(options.Data) ? (JsonObject(options.Data) ? null : new Problem("notAPlainObject", "data")) : null);
        }

        /// <summary>The arguments of notifications.scheduleWeekAsync: the first problem, or null.</summary>
        internal static Problem NotificationsScheduleWeekAsync(WeekNotification[] entries)
        {
            return (entries != null && entries.Length == 7 ? null : new Problem("weekCount", (entries == null ? 0 : entries.Length)))
                ?? NotificationsScheduleWeekAsyncEntries(entries, "");
        }

        /// <summary>Each entry of notifications.scheduleWeekAsync's [0]: the first problem, or null.</summary>
        private static Problem NotificationsScheduleWeekAsyncEntries(WeekNotification[] entries, string label)
        {
            var seen = new Dictionary<string, int>();
            for (var index = 0; entries != null && index < entries.Length; index++)
            {
                var problem = NotificationsScheduleWeekAsyncEntriesEntry(entries[index], label, index + 1, seen);
                if (problem != null) return new Problem("weekEntry", index + 1, index, problem.Message);
            }
            return null;
        }

        private static Problem NotificationsScheduleWeekAsyncEntriesEntry(WeekNotification entry, string label, int day, Dictionary<string, int> seen)
        {
            return (entry != null ? null : new Problem("notAnObject"))
                ?? (Given(entry.ImageAssetId) || Given(entry.ImageDataUrl) ? null : new Problem("weekImageMissing"))
                ?? (NonBlank("gamesdk-week-d" + day) ? null : new Problem("blankText", "id"))
                ?? (NonBlank(entry.Title) ? null : new Problem("blankText", "title"))
                ?? (NonBlank(entry.Body) ? null : new Problem("blankText", "body"))
                ?? (CharacterCount(entry.Body) <= 100 ? null : new Problem("notificationBodyTooLong", CharacterCount(entry.Body)))
                ?? (day >= 0 && day <= 7 ? null : new Problem("notificationDays", day))
                ?? (!(Given(entry.ImageAssetId) && Given(entry.ImageDataUrl)) ? null : new Problem("notificationImageBoth"))
                ?? (Given(entry.ImageAssetId) ? (NonBlank(entry.ImageAssetId) ? null : new Problem("blankText", "imageAssetId")) : null)
                ?? (Given(entry.ImageDataUrl) ? ImageDataUrl("imageDataUrl", entry.ImageDataUrl) : null)
                ?? (Given(entry.Data) ? (JsonObject(entry.Data) ? null : new Problem("notAPlainObject", "data")) : null)
                ?? (Earlier(seen, "title", entry.Title, day) == 0 ? null : new Problem("weekCopyRepeated", "title", Earlier(seen, "title", entry.Title, day)))
                ?? (Earlier(seen, "body", entry.Body, day) == 0 ? null : new Problem("weekCopyRepeated", "body", Earlier(seen, "body", entry.Body, day)));
        }

        /// <summary>The arguments of notifications.cancelAsync: the first problem, or null.</summary>
        internal static Problem NotificationsCancelAsync(string id)
        {
            return (NonBlank(id) ? null : new Problem("blankText", "id"));
        }

        /// <summary>The arguments of iap.purchaseAsync: the first problem, or null.</summary>
        internal static Problem IapPurchaseAsync(PurchaseOptions options)
        {
            return (options != null ? null : new Problem("notAnObject"))
                ?? (NonBlank(options.ProductId) ? null : new Problem("blankText", "productId"));
        }

        /// <summary>The arguments of iap.subscribeAsync: the first problem, or null.</summary>
        internal static Problem IapSubscribeAsync(PurchaseOptions options)
        {
            return (options != null ? null : new Problem("notAnObject"))
                ?? (NonBlank(options.ProductId) ? null : new Problem("blankText", "productId"));
        }

        /// <summary>The arguments of iap.consumePurchaseAsync: the first problem, or null.</summary>
        internal static Problem IapConsumePurchaseAsync(string purchaseToken)
        {
            return (NonBlank(purchaseToken) ? null : new Problem("blankText", "purchaseToken"));
        }

        /// <summary>The arguments of context.shareAsync: the first problem, or null.</summary>
        internal static Problem ContextShareAsync(ShareOptions options)
        {
            return (options != null ? null : new Problem("notAnObject"))
                ?? (System.Array.IndexOf(new[] { "SHARE", "INVITE", "REQUEST", "CHALLENGE" }, options.Intent) >= 0 ? null : new Problem("shareIntent"))
                ?? ImageDataUrl("image", options.Image)
                ?? (Given(options.Data) ? (JsonObject(options.Data) ? null : new Problem("notAPlainObject", "data")) : null);
        }

        /// <summary>The arguments of referrals.shareAsync: the first problem, or null.</summary>
        internal static Problem ReferralsShareAsync(ReferralShareOptions options)
        {
            return (Given(options?.OnboardingSlug) ? (NonBlank(options?.OnboardingSlug) ? null : new Problem("blankText", "onboardingSlug")) : null)
                ?? (Given(options?.Data) ? (JsonObject(options?.Data) ? null : new Problem("notAPlainObject", "data")) : null)
                ?? ReferralsShareAsyncEntries(options?.NotificationTemplates, "");
        }

        /// <summary>Each entry of referrals.shareAsync's [0,"notificationTemplates"]: the first problem, or null.</summary>
        private static Problem ReferralsShareAsyncEntries(ReferralNotificationTemplate[] entries, string label)
        {
            var seen = new Dictionary<string, int>();
            for (var index = 0; entries != null && index < entries.Length; index++)
            {
                var problem = ReferralsShareAsyncEntriesEntry(entries[index], "notificationTemplates[" + index + "]", index + 1, seen);
                if (problem != null) return problem;
            }
            return null;
        }

        private static Problem ReferralsShareAsyncEntriesEntry(ReferralNotificationTemplate entry, string label, int day, Dictionary<string, int> seen)
        {
            return (entry != null ? null : new Problem("notAnObject"))
                ?? (NonBlank(entry.Title) ? null : new Problem("blankText", label + ".title"))
                ?? (NonBlank(entry.Body) ? null : new Problem("blankText", label + ".body"))
                ?? (CharacterCount(entry.Body) <= 100 ? null : new Problem("templateBodyTooLong", label));
        }
    }
}
