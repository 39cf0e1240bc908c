using System.Collections.Generic;
using System.Text.RegularExpressions;

namespace Sdk.Mocks
{
    /// <summary>
    /// The core's argument rules (sdk-core/src/validation/validate.ts), applied by the mocks so a
    /// call fails in the Editor exactly as on the platform. Each check returns the INVALID_PARAM
    /// <see cref="Problem"/> (its message's key and parameters), or null when the value is valid.
    /// The limits and messages are generated from sdk-core/api/rules.json into Rules.generated.cs,
    /// each operation's checks from its checks into Checks.generated.cs; these are the primitives
    /// those chain, and the checks of lists.
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

        /// <summary>How often <paramref name="part"/> occurs in <paramref name="text"/>.</summary>
        internal static int Occurrences(string text, string part)
        {
            return Regex.Matches(text, Regex.Escape(part)).Count;
        }

        internal static Problem Text(string label, string value)
        {
            return string.IsNullOrEmpty(value) || value.Trim().Length == 0 ? new Problem("blankText", label) : null;
        }

        /// <summary>
        /// A player data key: non-blank, and none of ReservedDataKeys (the names of JavaScript's
        /// object machinery, which a web build could not store), refused on every engine.
        /// </summary>
        internal static Problem DataKey(string label, string key)
        {
            return Text(label, key) ?? ReservedDataKey(label, key);
        }

        /// <summary>The INVALID_PARAM message for a key of ReservedDataKeys, or null.</summary>
        internal static Problem ReservedDataKey(string label, string key)
        {
            return System.Array.IndexOf(ReservedDataKeys, key) >= 0 ? new Problem("reservedDataKey", label, key) : null;
        }

        internal static bool Given(string optional)
        {
            return !string.IsNullOrEmpty(optional);
        }

        /// <summary>Optional JSON object text; the mocks check its outer shape, the browser script parses it.</summary>
        internal static Problem Payload(string label, string json)
        {
            if (!Given(json)) return null;
            var trimmed = json.Trim();
            return trimmed.StartsWith("{") && trimmed.EndsWith("}") ? null : new Problem("notAPlainObject", label);
        }

        // The D1 to D7 week: the same checks, in the same order, as sdk-core's notifications-week.ts;
        // an entry's problem is the notification rule's message with its day and index in front.
        internal static Problem Week(WeekNotification[] entries, out NotificationOptions[] week)
        {
            var count = entries == null ? 0 : entries.Length;
            week = new NotificationOptions[count];
            if (count != WeekDays) return new Problem("weekCount", count);
            var titles = new Dictionary<string, int>();
            var bodies = new Dictionary<string, int>();
            for (var index = 0; index < count; index++)
            {
                var day = index + 1;
                var problem = WeekEntry(entries[index], day, titles, bodies, out week[index]);
                if (problem != null) return new Problem("weekEntry", day, index, problem.Message);
            }
            return null;
        }

        private static Problem WeekEntry(WeekNotification entry, int day, Dictionary<string, int> titles, Dictionary<string, int> bodies, out NotificationOptions options)
        {
            options = null;
            if (entry == null) return new Problem("notAnObject");
            if (!Given(entry.ImageAssetId) && !Given(entry.ImageDataUrl)) return new Problem("weekImageMissing");
            options = new NotificationOptions(WeekIdPrefix + day, entry.Title, entry.Body, day)
            {
                ImageAssetId = entry.ImageAssetId,
                ImageDataUrl = entry.ImageDataUrl,
                Data = entry.Data,
            };
            return Notification(options) ?? Repeated("title", entry.Title, day, titles) ?? Repeated("body", entry.Body, day, bodies);
        }

        private static Problem Repeated(string field, string text, int day, Dictionary<string, int> seen)
        {
            int earlier;
            if (seen.TryGetValue(text, out earlier)) return new Problem("weekCopyRepeated", field, earlier);
            seen[text] = day;
            return null;
        }

        /// <summary>A notification's options, or the problem of a missing one (notAnObject).</summary>
        internal static Problem Notification(NotificationOptions options)
        {
            return options == null ? new Problem("notAnObject") : Notification(options.Id, options.Title, options.Body, options.ScheduledInDays, options.ImageAssetId, options.ImageDataUrl, options.Data);
        }

        internal static Problem ImageDataUrl(string label, string value)
        {
            if (value == null || !ImageDataUrlPrefix.IsMatch(value)) return new Problem("imageDataUrl", label);
            if (value.Length > ImageDataUrlMaxBytes) return new Problem("imageTooLarge", label, value.Length);
            return Base64.IsMatch(value.Substring(value.IndexOf(',') + 1)) ? null : new Problem("imageNotBase64", label);
        }

        /// <summary>A referral share's notification templates (none given is none): each an object with a title and a body of at most NotificationBodyMax characters.</summary>
        internal static Problem Templates(ReferralNotificationTemplate[] templates)
        {
            for (var index = 0; templates != null && index < templates.Length; index++)
            {
                var template = templates[index];
                var label = "notificationTemplates[" + index + "]";
                var problem = template == null ? new Problem("notAnObject") : Text(label + ".title", template.Title) ?? Text(label + ".body", template.Body);
                if (problem != null) return problem;
                if (CharacterCount(template.Body) > NotificationBodyMax) return new Problem("templateBodyTooLong", label);
            }
            return null;
        }
    }
}
