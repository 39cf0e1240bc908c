using System.Collections.Generic;
using System.Text.RegularExpressions;

namespace Sdk.Mocks
{
    /// <summary>
    /// The core's argument rules (sdk-core/src/validation/validate.ts), applied by the mocks so a
    /// call fails in the Editor exactly as on the platform. Each check returns the INVALID_PARAM
    /// message, or null when the value is valid. The limits and messages are generated from
    /// sdk-core/api/rules.json into Rules.generated.cs.
    /// </summary>
    internal static partial class Rules
    {
        private static readonly Regex ImageDataUrlPrefix = new Regex("^data:image/(png|jpeg|webp);base64,");
        private static readonly Regex Base64 = new Regex("^[A-Za-z0-9+/]+={0,2}$");

        /// <summary>Length in characters (code points), as the core counts: an emoji counts once.</summary>
        internal static int CharacterCount(string text)
        {
            var count = 0;
            for (var i = 0; i < text.Length; i++)
            {
                if (char.IsHighSurrogate(text[i]) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1])) i++;
                count++;
            }
            return count;
        }

        internal static string Text(string label, string value)
        {
            return string.IsNullOrEmpty(value) || value.Trim().Length == 0 ? BlankTextMessage(label) : null;
        }

        /// <summary>
        /// A player data key: non-blank, and none of ReservedDataKeys (the names of JavaScript's
        /// object machinery, which a web build could not store), refused on every engine.
        /// </summary>
        internal static string DataKey(string label, string key)
        {
            return Text(label, key) ?? ReservedDataKey(label, key);
        }

        /// <summary>The INVALID_PARAM message for a key of ReservedDataKeys, or null.</summary>
        internal static string ReservedDataKey(string label, string key)
        {
            return System.Array.IndexOf(ReservedDataKeys, key) >= 0 ? ReservedDataKeyMessage(label, key) : null;
        }

        internal static bool Given(string optional)
        {
            return !string.IsNullOrEmpty(optional);
        }

        /// <summary>Optional JSON object text; the mocks check its outer shape, the browser script parses it.</summary>
        internal static string Payload(string label, string json)
        {
            if (!Given(json)) return null;
            var trimmed = json.Trim();
            return trimmed.StartsWith("{") && trimmed.EndsWith("}") ? null : NotAPlainObjectMessage(label);
        }

        internal static string LoadingProgress(double progress)
        {
            return double.IsNaN(progress) || double.IsInfinity(progress) || progress < 0 || progress > LoadingProgressMax
                ? LoadingProgressMessage(progress)
                : null;
        }

        internal static string RegistrationPrompt(string message, string data)
        {
            var problem = Text("message", message);
            if (problem != null) return problem;
            var length = CharacterCount(message);
            if (length > RegistrationMessageMax) return RegistrationMessageTooLongMessage(length);
            var placeholders = Regex.Matches(message, Regex.Escape(RegistrationCodePlaceholder)).Count;
            if (placeholders != 1) return RegistrationPlaceholderCountMessage(placeholders);
            return Payload("data", data);
        }

        // The D1 to D7 week: the same checks, in the same order, as sdk-core's notifications-week.ts;
        // an entry's problem is the notification rule's message with its day and index in front.
        internal static string Week(WeekNotification[] entries, out NotificationOptions[] week)
        {
            var count = entries == null ? 0 : entries.Length;
            week = new NotificationOptions[count];
            if (count != WeekDays) return WeekCountMessage(count);
            var titles = new Dictionary<string, int>();
            var bodies = new Dictionary<string, int>();
            for (var index = 0; index < count; index++)
            {
                var day = index + 1;
                var problem = WeekEntry(entries[index], day, titles, bodies, out week[index]);
                if (problem != null) return WeekEntryMessage(day, index, problem);
            }
            return null;
        }

        private static string WeekEntry(WeekNotification entry, int day, Dictionary<string, int> titles, Dictionary<string, int> bodies, out NotificationOptions options)
        {
            options = null;
            if (entry == null) return NotAnObjectMessage();
            if (!Given(entry.ImageAssetId) && !Given(entry.ImageDataUrl)) return WeekImageMissingMessage();
            options = new NotificationOptions(WeekIdPrefix + day, entry.Title, entry.Body, day)
            {
                ImageAssetId = entry.ImageAssetId,
                ImageDataUrl = entry.ImageDataUrl,
                Data = entry.Data,
            };
            return Notification(options) ?? Repeated("title", entry.Title, day, titles) ?? Repeated("body", entry.Body, day, bodies);
        }

        private static string Repeated(string field, string text, int day, Dictionary<string, int> seen)
        {
            int earlier;
            if (seen.TryGetValue(text, out earlier)) return WeekCopyRepeatedMessage(field, earlier);
            seen[text] = day;
            return null;
        }

        internal static string Notification(NotificationOptions options)
        {
            if (options == null) return NotAnObjectMessage();
            var problem = Text("id", options.Id) ?? Text("title", options.Title) ?? Text("body", options.Body);
            if (problem != null) return problem;
            var length = CharacterCount(options.Body);
            if (length > NotificationBodyMax) return NotificationBodyTooLongMessage(length);
            if (options.ScheduledInDays < 0 || options.ScheduledInDays > NotificationDaysMax)
            {
                return NotificationDaysMessage(options.ScheduledInDays);
            }
            if (Given(options.ImageAssetId) && Given(options.ImageDataUrl)) return NotificationImageBothMessage();
            if (Given(options.ImageAssetId)) problem = Text("imageAssetId", options.ImageAssetId);
            if (Given(options.ImageDataUrl)) problem = ImageDataUrl("imageDataUrl", options.ImageDataUrl);
            return problem ?? Payload("data", options.Data);
        }

        internal static string ImageDataUrl(string label, string value)
        {
            if (value == null || !ImageDataUrlPrefix.IsMatch(value)) return ImageDataUrlMessage(label);
            if (value.Length > ImageDataUrlMaxBytes) return ImageTooLargeMessage(label, value.Length);
            return Base64.IsMatch(value.Substring(value.IndexOf(',') + 1)) ? null : ImageNotBase64Message(label);
        }

        internal static string Share(ShareOptions options)
        {
            if (options == null) return NotAnObjectMessage();
            if (System.Array.IndexOf(ShareIntents, options.Intent) < 0) return ShareIntentMessage();
            return ImageDataUrl("image", options.Image) ?? Payload("data", options.Data);
        }

        internal static string ReferralShare(ReferralShareOptions options)
        {
            var problem = (Given(options.OnboardingSlug) ? Text("onboardingSlug", options.OnboardingSlug) : null) ?? Payload("data", options.Data);
            if (problem != null || options.NotificationTemplates == null) return problem;
            for (var index = 0; index < options.NotificationTemplates.Length; index++)
            {
                var template = options.NotificationTemplates[index];
                var label = "notificationTemplates[" + index + "]";
                if (template == null) return label + " must be an object";
                problem = Text(label + ".title", template.Title) ?? Text(label + ".body", template.Body);
                if (problem != null) return problem;
                if (CharacterCount(template.Body) > NotificationBodyMax) return TemplateBodyTooLongMessage(label);
            }
            return null;
        }

        internal static string AvatarSize(int size)
        {
            return size < 1 || size > AvatarSizeMax ? AvatarSizeMessage(size) : null;
        }
    }
}
