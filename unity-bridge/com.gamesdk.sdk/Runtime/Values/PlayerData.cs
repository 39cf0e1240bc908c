using System;
using System.Collections.Generic;
using UnityEngine;

namespace Sdk
{
    /// <summary>
    /// The player's saved data: keys to JSON values (the same store as <see cref="Sdk.Data"/>). Each
    /// value is kept as its JSON text, so any JSON survives the trip; use JsonUtility for your own types.
    /// </summary>
    /// <example>
    /// <code>
    /// var data = new PlayerData().Set("progress", JsonUtility.ToJson(progress)).Set("coins", "120");
    /// Sdk.Sdk.Player.SetDataAsync(data, () => Debug.Log("saved"), Debug.LogWarning);
    /// </code>
    /// </example>
    [Serializable]
    public sealed class PlayerData
    {
        [SerializeField] private List<PlayerDataEntry> entries = new List<PlayerDataEntry>();

        /// <summary>The keys present.</summary>
        public IEnumerable<string> Keys
        {
            get { foreach (var entry in entries) yield return entry.Key; }
        }

        /// <summary>Number of keys.</summary>
        public int Count { get { return entries.Count; } }

        /// <summary>Sets <paramref name="key"/> to the JSON value <paramref name="json"/> (for example <c>"120"</c>, <c>"\"text\""</c> or an object's JsonUtility text).</summary>
        public PlayerData Set(string key, string json)
        {
            entries.RemoveAll(entry => entry.Key == key);
            entries.Add(new PlayerDataEntry(key, json));
            return this;
        }

        /// <summary>The JSON text saved under <paramref name="key"/>; false when the key is absent.</summary>
        public bool TryGet(string key, out string json)
        {
            foreach (var entry in entries)
            {
                if (entry.Key != key) continue;
                json = entry.Json;
                return true;
            }
            json = null;
            return false;
        }
    }
}
