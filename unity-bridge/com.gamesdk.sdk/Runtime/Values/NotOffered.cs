using System;
using UnityEngine;

// Values of the modules the partner platform does not offer (leaderboards, achievements,
// tournaments, stats). Their calls fail with FeatureNotSupported there; the types exist so the
// same game code compiles on every platform.
namespace Sdk
{
    /// <summary>One row of a leaderboard.</summary>
    [Serializable]
    public sealed class LeaderboardEntry
    {
        [SerializeField] private string playerId;
        [SerializeField] private string name;
        [SerializeField] private double score;
        [SerializeField] private int rank;

        /// <summary>The player of this row.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>Display name; empty when unknown.</summary>
        public string Name { get { return name; } }
        /// <summary>The score.</summary>
        public double Score { get { return score; } }
        /// <summary>1-based rank.</summary>
        public int Rank { get { return rank; } }
    }

    /// <summary>One achievement.</summary>
    [Serializable]
    public sealed class Achievement
    {
        [SerializeField] private string id;
        [SerializeField] private string name;
        [SerializeField] private bool unlocked;

        /// <summary>The achievement's id.</summary>
        public string Id { get { return id; } }
        /// <summary>Display name.</summary>
        public string Name { get { return name; } }
        /// <summary>True once unlocked.</summary>
        public bool Unlocked { get { return unlocked; } }
    }

    /// <summary>One tournament.</summary>
    [Serializable]
    public sealed class Tournament
    {
        [SerializeField] private string id;
        [SerializeField] private string title;
        [SerializeField] private string endTime;

        /// <summary>The tournament's id.</summary>
        public string Id { get { return id; } }
        /// <summary>Title; empty when none.</summary>
        public string Title { get { return title; } }
        /// <summary>When it ends, ISO 8601.</summary>
        public string EndTime { get { return endTime; } }
    }

    /// <summary>One numeric player statistic.</summary>
    [Serializable]
    public sealed class Stat
    {
        [SerializeField] private string key;
        [SerializeField] private double value;

        /// <summary>A statistic.</summary>
        public Stat(string key, double value)
        {
            this.key = key;
            this.value = value;
        }

        /// <summary>The statistic's name.</summary>
        public string Key { get { return key; } }
        /// <summary>Its value.</summary>
        public double Value { get { return value; } }
    }

    /// <summary>One of the player's friends.</summary>
    [Serializable]
    public sealed class Friend
    {
        [SerializeField] private string playerId;
        [SerializeField] private string name;
        [SerializeField] private string photoUrl;

        /// <summary>The friend's stable player id.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>Display name, or null.</summary>
        public string Name { get { return name; } }
        /// <summary>Picture URL, or null.</summary>
        public string PhotoUrl { get { return photoUrl; } }
    }

    /// <summary>One remote configuration value.</summary>
    [Serializable]
    public sealed class ConfigValue
    {
        [SerializeField] private string key;
        [SerializeField] private string value;

        /// <summary>The value's key.</summary>
        public string Key { get { return key; } }
        /// <summary>The value.</summary>
        public string Value { get { return value; } }
    }
}
