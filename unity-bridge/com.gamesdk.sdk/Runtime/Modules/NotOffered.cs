using System;
using Sdk.Internal;

// Modules the partner platform does not offer: IsSupported() is false and every call fails with
// FeatureNotSupported there. They exist so one game codebase runs on every platform.
namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Leaderboards (not offered on the partner platform).</summary>
        public static partial class Leaderboard
        {
            /// <summary>Whether leaderboards are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("leaderboard.isSupported", null);
            }

            /// <summary>Submits a score.</summary>
            public static void SubmitScoreAsync(string leaderboard, double score, string extraData, Action<LeaderboardEntry> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("leaderboard.submitScoreAsync", new ScoreArgs { leaderboard = leaderboard, score = score, extraData = extraData }, onSuccess, onError);
            }

            /// <summary>Rows of a leaderboard.</summary>
            public static void GetEntriesAsync(string leaderboard, int count, int offset, Action<LeaderboardEntry[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("leaderboard.getEntriesAsync", new ScoreArgs { leaderboard = leaderboard, count = count, offset = offset }, onSuccess, onError);
            }

            /// <summary>The player's row.</summary>
            public static void GetPlayerEntryAsync(string leaderboard, Action<LeaderboardEntry> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("leaderboard.getPlayerEntryAsync", new ScoreArgs { leaderboard = leaderboard }, onSuccess, onError);
            }
        }

        /// <summary>Achievements (not offered on the partner platform).</summary>
        public static partial class Achievements
        {
            /// <summary>Whether achievements are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("achievements.isSupported", null);
            }

            /// <summary>Every achievement.</summary>
            public static void GetAchievementsAsync(Action<Achievement[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("achievements.getAchievementsAsync", null, onSuccess, onError);
            }

            /// <summary>Unlocks one.</summary>
            public static void UnlockAsync(string achievementId, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("achievements.unlockAsync", new IdArgs { id = achievementId }, onSuccess, onError);
            }
        }

        /// <summary>Tournaments (not offered on the partner platform).</summary>
        public static partial class Tournament
        {
            /// <summary>Whether tournaments are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("tournament.isSupported", null);
            }

            /// <summary>Every tournament.</summary>
            public static void GetAllAsync(Action<global::Sdk.Tournament[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("tournament.getAllAsync", null, onSuccess, onError);
            }

            /// <summary>Creates one.</summary>
            public static void CreateAsync(double initialScore, string title, Action<global::Sdk.Tournament> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.createAsync", new ScoreArgs { score = initialScore, title = title }, onSuccess, onError);
            }

            /// <summary>Posts a score to the current tournament.</summary>
            public static void PostScoreAsync(double score, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.postScoreAsync", new ScoreArgs { score = score }, onSuccess, onError);
            }

            /// <summary>Joins one.</summary>
            public static void JoinAsync(string tournamentId, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.joinAsync", new IdArgs { id = tournamentId }, onSuccess, onError);
            }

            /// <summary>Shares a score.</summary>
            public static void ShareAsync(double score, string dataJson, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("tournament.shareAsync", new ScoreArgs { score = score, dataJson = dataJson }, onSuccess, onError);
            }
        }

        /// <summary>Numeric player statistics (not offered on the partner platform).</summary>
        public static partial class Stats
        {
            /// <summary>Whether stats are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("stats.isSupported", null);
            }

            /// <summary>Values of <paramref name="keys"/> (all when null).</summary>
            public static void GetStatsAsync(string[] keys, Action<Stat[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("stats.getStatsAsync", new StatsArgs { keys = keys }, onSuccess, onError);
            }

            /// <summary>Sets values.</summary>
            public static void PostStatsAsync(Stat[] stats, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("stats.postStatsAsync", new StatsArgs { stats = stats }, onSuccess, onError);
            }

            /// <summary>Adds to values; completes with the new ones.</summary>
            public static void IncrementStatsAsync(Stat[] increments, Action<Stat[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("stats.incrementStatsAsync", new StatsArgs { stats = increments }, onSuccess, onError);
            }
        }
        /// <summary>The player's friends (not offered on the partner platform).</summary>
        public static partial class Friends
        {
            /// <summary>Whether friends are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("friends.isSupported", null);
            }

            /// <summary>The player's friends who play this game.</summary>
            public static void GetFriendsAsync(Action<Friend[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("friends.getFriendsAsync", null, onSuccess, onError);
            }
        }

        /// <summary>Store reviews (not offered on the partner platform).</summary>
        public static partial class Reviews
        {
            /// <summary>Whether reviews are offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("reviews.isSupported", null);
            }

            /// <summary>Asks the platform to show its review prompt; completes once it closed.</summary>
            public static void RequestReviewAsync(Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("reviews.requestReviewAsync", null, onSuccess, onError);
            }
        }

        /// <summary>Remote configuration (not offered on the partner platform).</summary>
        public static partial class RemoteConfig
        {
            /// <summary>Whether remote configuration is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("remoteConfig.isSupported", null);
            }

            /// <summary>Configured values of <paramref name="keys"/> (all when null).</summary>
            public static void GetConfigAsync(string[] keys, Action<ConfigValue[]> onSuccess, Action<SdkError> onError)
            {
                Bridge.CallList("remoteConfig.getConfigAsync", new StatsArgs { keys = keys }, onSuccess, onError);
            }
        }
    }
}
