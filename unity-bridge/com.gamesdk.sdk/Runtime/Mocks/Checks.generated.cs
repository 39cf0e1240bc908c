// Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
namespace Sdk.Mocks
{
    internal static partial class Rules
    {
        /// <summary>The arguments of Sdk.setLoadingProgress: the first problem, or null.</summary>
        internal static Problem LoadingProgress(double progress)
        {
            return (progress >= 0 && progress <= LoadingProgressMax ? null : new Problem("loadingProgress", progress));
        }

        /// <summary>The arguments of player.getBotAvatarAsync: the first problem, or null.</summary>
        internal static Problem BotAvatar(string username, int size)
        {
            return Text("username", username)
                ?? (size >= 1 && size <= AvatarSizeMax ? null : new Problem("avatarSize", size));
        }

        /// <summary>The arguments of auth.showRegistrationPrompt: the first problem, or null.</summary>
        internal static Problem RegistrationPrompt(string message, string data)
        {
            return Text("message", message)
                ?? (CharacterCount(message) <= RegistrationMessageMax ? null : new Problem("registrationMessageTooLong", CharacterCount(message)))
                ?? (Occurrences(message, RegistrationCodePlaceholder) == 1 ? null : new Problem("registrationPlaceholderCount", Occurrences(message, RegistrationCodePlaceholder)))
                ?? Payload("data", data);
        }

        /// <summary>The arguments of notifications.scheduleAsync, notifications.scheduleWeekAsync: the first problem, or null.</summary>
        internal static Problem Notification(string id, string title, string body, int scheduledInDays, string imageAssetId, string imageDataUrl, string data)
        {
            return Text("id", id)
                ?? Text("title", title)
                ?? Text("body", body)
                ?? (CharacterCount(body) <= NotificationBodyMax ? null : new Problem("notificationBodyTooLong", CharacterCount(body)))
                ?? (scheduledInDays >= 0 && scheduledInDays <= NotificationDaysMax ? null : new Problem("notificationDays", scheduledInDays))
                ?? (Given(imageAssetId) && Given(imageDataUrl) ? new Problem("notificationImageBoth") : null)
                ?? (Given(imageAssetId) ? Text("imageAssetId", imageAssetId) : null)
                ?? (Given(imageDataUrl) ? ImageDataUrl("imageDataUrl", imageDataUrl) : null)
                ?? Payload("data", data);
        }

        /// <summary>The arguments of notifications.cancelAsync: the first problem, or null.</summary>
        internal static Problem NotificationId(string id)
        {
            return Text("id", id);
        }

        /// <summary>The arguments of iap.purchaseAsync, iap.subscribeAsync: the first problem, or null.</summary>
        internal static Problem Product(string productId)
        {
            return Text("productId", productId);
        }

        /// <summary>The arguments of iap.consumePurchaseAsync: the first problem, or null.</summary>
        internal static Problem PurchaseToken(string purchaseToken)
        {
            return Text("purchaseToken", purchaseToken);
        }

        /// <summary>The arguments of context.shareAsync: the first problem, or null.</summary>
        internal static Problem Share(string intent, string image, string data)
        {
            return (System.Array.IndexOf(ShareIntents, intent) >= 0 ? null : new Problem("shareIntent"))
                ?? ImageDataUrl("image", image)
                ?? Payload("data", data);
        }

        /// <summary>The arguments of referrals.shareAsync: the first problem, or null.</summary>
        internal static Problem ReferralShare(string onboardingSlug, string data)
        {
            return (Given(onboardingSlug) ? Text("onboardingSlug", onboardingSlug) : null)
                ?? Payload("data", data);
        }

        /// <summary>The arguments of data.getString, data.setString, data.setStringAsync, data.removeKey: the first problem, or null.</summary>
        internal static Problem Key(string key)
        {
            return DataKey("key", key);
        }
    }
}
