using System.Collections.Generic;
using System.Text;
using Sdk.Internal;
using UnityEngine;

namespace Sdk.Mocks
{
    /// <summary>The mock player store: keys to JSON text, with the partner platform's 1 MB limit counted as the core counts it (UTF-8 bytes of the record's JSON).</summary>
    internal sealed class MockStore
    {
        internal const long LimitBytes = 1000000;

        private readonly Dictionary<string, string> values = new Dictionary<string, string>();

        internal long UsedBytes { get { return Size(values); } }

        internal void Clear()
        {
            values.Clear();
        }

        // A copy of every key's JSON text (MockPlatform.GetPlayerData).
        internal Dictionary<string, string> Snapshot()
        {
            return new Dictionary<string, string>(values);
        }

        internal bool TryGet(string key, out string json)
        {
            return values.TryGetValue(key, out json);
        }

        /// <summary>Writes every change or none; false when the record would pass the limit.</summary>
        internal bool Set(IDictionary<string, string> changes)
        {
            var next = new Dictionary<string, string>(values);
            foreach (var change in changes) next[change.Key] = change.Value;
            if (Size(next) > LimitBytes) return false;
            foreach (var change in changes) values[change.Key] = change.Value;
            return true;
        }

        internal void Remove(string key)
        {
            values.Remove(key);
        }

        /// <summary>The string a JSON value stands for when it is a JSON string, else the JSON text itself (as data.getString does).</summary>
        internal static string AsText(string json)
        {
            var trimmed = json.TrimStart();
            return trimmed.StartsWith("\"") ? JsonUtility.FromJson<Outcome<string>>("{\"value\":" + json + "}").value : json;
        }

        private static long Size(Dictionary<string, string> record)
        {
            long bytes = 2;
            var first = true;
            foreach (var entry in record)
            {
                bytes += (first ? 0 : 1) + Encoding.UTF8.GetByteCount(JsonText.Quote(entry.Key)) + 1 + Encoding.UTF8.GetByteCount(entry.Value);
                first = false;
            }
            return bytes;
        }
    }
}
