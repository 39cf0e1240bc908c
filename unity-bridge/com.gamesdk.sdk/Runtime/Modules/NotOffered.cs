// Modules the partner platform does not offer: IsSupported() is false and every call fails with
// FeatureNotSupported there. They exist so one game codebase runs on every platform.
// Hand-written here: their classes and doc comments; their methods are generated
// (Operations.generated.cs, from sdk-core/api/operations.json).
namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Leaderboards (not offered on the partner platform).</summary>
        public static partial class Leaderboard
        {
        }

        /// <summary>Achievements (not offered on the partner platform).</summary>
        public static partial class Achievements
        {
        }

        /// <summary>Tournaments (not offered on the partner platform).</summary>
        public static partial class Tournament
        {
        }

        /// <summary>Numeric player statistics (not offered on the partner platform).</summary>
        public static partial class Stats
        {
        }
        /// <summary>The player's friends (not offered on the partner platform).</summary>
        public static partial class Friends
        {
        }

        /// <summary>Store reviews (not offered on the partner platform).</summary>
        public static partial class Reviews
        {
        }

        /// <summary>Remote configuration (not offered on the partner platform).</summary>
        public static partial class RemoteConfig
        {
        }
    }
}
