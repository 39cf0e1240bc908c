using System.Collections.Generic;
using System.Text;
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

        /// <summary>Length in characters (code points), as the core counts: an emoji counts once (a lone surrogate too, as its replacement).</summary>
        internal static int CharacterCount(string text) => Encoding.UTF32.GetByteCount(text) / 4;

        /// <summary>How often <paramref name="part"/> occurs in <paramref name="text"/>.</summary>
        internal static int Occurrences(string text, string part) => Regex.Matches(text, Regex.Escape(part)).Count;

        /// <summary>A non-blank string: not null, and more than white space.</summary>
        internal static bool NonBlank(string value) => !string.IsNullOrEmpty(value) && value.Trim().Length > 0;

        /// <summary>Whether an optional string was given: JsonUtility writes a missing string as "".</summary>
        internal static bool Given(string optional) => !string.IsNullOrEmpty(optional);

        /// <summary>The game's JSON text reads as an object; the mocks check its outer shape, the browser script parses it.</summary>
        internal static bool JsonObject(string json) => json.Trim().StartsWith("{") && json.Trim().EndsWith("}");

        /// <summary>The keys of player data, in order.</summary>
        internal static string[] KeysOf(PlayerData data) => data == null ? null : new List<string>(data.Keys).ToArray();

        /// <summary>Whether <paramref name="text"/> holds no lone UTF-16 surrogate (half of a pair alone): its JSON string has none.</summary>
        internal static bool WellFormed(string text) => text == null || !JsonText.HasLoneSurrogate(JsonText.Quote(text));

        /// <summary>
        /// Player data's first fault in the core's order (validatePlayerDataValues walks each key, then
        /// its value, in order): a key or string with a lone surrogate (loneSurrogate), or a value
        /// nesting arrays and objects deeper than <paramref name="levels"/> (<paramref name="tooDeep"/>
        /// of the key it is under); null when there is none.
        /// </summary>
        internal static Problem InData(PlayerData data, int levels, System.Func<string, Problem> tooDeep)
        {
            foreach (var key in data.Keys)
            {
                string json;
                data.TryGet(key, out json);
                var fault = WellFormed(key) ? JsonFault(json, levels) : 0;
                if (fault >= 0) return fault == 0 ? new Problem("loneSurrogate") : tooDeep(key);
            }
            return null;
        }

        // The first fault of a JSON value in document order (a key before its value, a container
        // before what it holds): 0 a string with a lone surrogate, 1 a container past levels, -1 none.
        private static int JsonFault(string json, int levels)
        {
            var depth = 0;
            for (var i = 0; i < json.Length; i++)
            {
                if (json[i] == '"')
                {
                    var end = i + 1;
                    while (end < json.Length && json[end] != '"') end += json[end] == '\\' ? 2 : 1;
                    if (JsonText.HasLoneSurrogate(json.Substring(i, System.Math.Min(end + 1, json.Length) - i))) return 0;
                    i = end;
                }
                else if ((json[i] == '[' || json[i] == '{') && ++depth > levels) return 1;
                else if (json[i] == ']' || json[i] == '}') depth--;
            }
            return -1;
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
