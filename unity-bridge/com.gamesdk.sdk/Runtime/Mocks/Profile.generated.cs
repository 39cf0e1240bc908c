// Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
using System.Collections.Generic;

namespace Sdk.Mocks
{
    /// <summary>The partner platform as the mocks play it: its capability profile and its synchronous operations.</summary>
    internal static class Profile
    {
        /// <summary>Modules whose IsSupported() is true on the partner platform.</summary>
        internal static readonly HashSet<string> OfferedModules = new HashSet<string>
        {
            "data",
            "player",
            "auth",
            "notifications",
            "iap",
            "session",
            "referrals",
            "game",
        };

        /// <summary>Operations that return in the call itself; the rest answer on the game's next frame.</summary>
        internal static readonly HashSet<string> SynchronousOperations = new HashSet<string>
        {
            "isInitialized",
            "setLoadingProgress",
            "data.getString",
            "data.setString",
            "data.removeKey",
            "data.getUsage",
            "player.getId",
            "player.getMode",
            "player.getName",
            "player.getPhoto",
            "player.isBotAvatarSupported",
            "auth.isAuthenticated",
            "auth.showRegistrationPrompt",
            "iap.isSubscriptionSupported",
            "session.getEntryPointData",
            "session.getPlatform",
            "session.getLocale",
            "session.isAudioEnabled",
            "ads.isBannerSupported",
            "game.gameplayStart",
            "game.gameplayStop",
            "analytics.logLevelStart",
            "analytics.logLevelEnd",
            "analytics.logTutorialStart",
            "analytics.logTutorialEnd",
            "analytics.logEvent",
        };
    }
}
