using System.Text;

namespace Sdk.Internal
{
    /// <summary>JSON string literals (RFC 8259 section 7), for values JsonUtility cannot write alone (a bare string), and what the SDK checks of JSON text.</summary>
    internal static class JsonText
    {
        internal static string Quote(string text)
        {
            var builder = new StringBuilder(text.Length + 2);
            builder.Append('"');
            foreach (var c in text)
            {
                switch (c)
                {
                    case '"': builder.Append("\\\""); break;
                    case '\\': builder.Append("\\\\"); break;
                    case '\n': builder.Append("\\n"); break;
                    case '\r': builder.Append("\\r"); break;
                    case '\t': builder.Append("\\t"); break;
                    case '\b': builder.Append("\\b"); break;
                    case '\f': builder.Append("\\f"); break;
                    default:
                        if (c < ' ') builder.Append("\\u").Append(((int)c).ToString("x4"));
                        else builder.Append(c);
                        break;
                }
            }
            return builder.Append('"').ToString();
        }

        /// <summary>
        /// True when the JSON text <paramref name="json"/> holds a UTF-16 surrogate that is not half of
        /// a pair, written as a character or as a \u escape (JsonUtility may write either).
        /// </summary>
        internal static bool HasLoneSurrogate(string json)
        {
            if (json == null) return false;
            var pendingHigh = false;
            for (var i = 0; i < json.Length; i++)
            {
                var unit = json[i];
                if (unit == '\\' && i + 1 < json.Length)
                {
                    ushort escaped;
                    if (json[i + 1] == 'u' && i + 5 < json.Length && ushort.TryParse(json.Substring(i + 2, 4), System.Globalization.NumberStyles.AllowHexSpecifier, null, out escaped))
                    {
                        unit = (char)escaped;
                        i += 5;
                    }
                    else
                    {
                        unit = json[i + 1];
                        i++;
                    }
                }
                if (pendingHigh && !char.IsLowSurrogate(unit)) return true;
                if (!pendingHigh && char.IsLowSurrogate(unit)) return true;
                pendingHigh = !pendingHigh && char.IsHighSurrogate(unit);
            }
            return pendingHigh;
        }
    }
}
