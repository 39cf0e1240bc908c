using System.Collections.Generic;
using System.Text.RegularExpressions;
using Sdk.Internal;

namespace Sdk.Mocks
{
    /// <summary>
    /// The core's argument rules (sdk-core/src/validation/validate.ts), applied by the mocks so a
    /// call fails in the Editor exactly as on the platform. Each check returns the INVALID_PARAM
    /// <see cref="Problem"/> (its message's key and parameters), or null when the value is valid.
    /// The limits and messages are generated from sdk-core/api/rules.json into Rules.generated.cs,
    /// each operation's checks from its checks into Checks.generated.cs; these are the predicates
    /// those chain.
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

        /// <summary>A non-blank string: not null, and more than white space.</summary>
        internal static bool NonBlank(string value)
        {
            return !string.IsNullOrEmpty(value) && value.Trim().Length > 0;
        }

        /// <summary>Whether an optional string was given: JsonUtility writes a missing string as "".</summary>
        internal static bool Given(string optional)
        {
            return !string.IsNullOrEmpty(optional);
        }

        /// <summary>The game's JSON text reads as an object; the mocks check its outer shape, the browser script parses it.</summary>
        internal static bool JsonObject(string json)
        {
            var trimmed = json.Trim();
            return trimmed.StartsWith("{") && trimmed.EndsWith("}");
        }

        /// <summary>The keys of player data, in order.</summary>
        internal static string[] KeysOf(PlayerData data)
        {
            return data == null ? null : new List<string>(data.Keys).ToArray();
        }

        /// <summary>The first key of <paramref name="data"/> whose value nests deeper than <paramref name="levels"/>, or null.</summary>
        internal static string DeeperThan(PlayerData data, int levels)
        {
            foreach (var key in data.Keys)
            {
                string json;
                data.TryGet(key, out json);
                if (JsonText.Depth(json) > levels) return key;
            }
            return null;
        }

        /// <summary>
        /// The day an earlier entry gave <paramref name="field"/> the same text, or 0, when this day's
        /// text is recorded (so asking again about a repeat answers the same day).
        /// </summary>
        internal static int Earlier(Dictionary<string, int> seen, string field, string text, int day)
        {
            int earlier;
            if (seen.TryGetValue(field + "\n" + text, out earlier)) return earlier;
            seen[field + "\n" + text] = day;
            return 0;
        }

        /// <summary>An image: a PNG, JPEG or WebP base64 data URL up to ImageDataUrlMaxBytes (the image check's own three rules).</summary>
        internal static Problem ImageDataUrl(string label, string value)
        {
            if (value == null || !ImageDataUrlPrefix.IsMatch(value)) return new Problem("imageDataUrl", label);
            if (value.Length > ImageDataUrlMaxBytes) return new Problem("imageTooLarge", label, value.Length);
            return Base64.IsMatch(value.Substring(value.IndexOf(',') + 1)) ? null : new Problem("imageNotBase64", label);
        }
    }
}
