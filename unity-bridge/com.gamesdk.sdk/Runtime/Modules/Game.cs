using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Gameplay signals. Keep calling them: they do nothing on the partner platform but matter elsewhere.</summary>
        public static partial class Game
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("game.isSupported", null);
            }

            /// <summary>Gameplay started (a level began, the menu closed).</summary>
            public static void GameplayStart()
            {
                Bridge.CallSync("game.gameplayStart", null);
            }

            /// <summary>Gameplay stopped (a level ended, a menu opened).</summary>
            public static void GameplayStop()
            {
                Bridge.CallSync("game.gameplayStop", null);
            }

            /// <summary>A link that brings a friend into the game; on the partner platform invites go through <see cref="Referrals"/> and this fails with <see cref="ErrorCode.FeatureNotSupported"/>.</summary>
            public static void InviteLink(string dataJson, Action<string> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("game.inviteLink", new PayloadArgs { dataJson = dataJson }, onSuccess, onError);
            }

            /// <inheritdoc cref="InviteLink(string, Action{string}, Action{SdkError})"/>
            public static Task<string> InviteLink(string dataJson)
            {
                return Callbacks.AsTask<string>((done, fail) => InviteLink(dataJson, done, fail));
            }

            /// <summary>The 2.11.0 name of <see cref="InviteLink(string, Action{string}, Action{SdkError})"/>.</summary>
            [Obsolete("Use InviteLink: Unity names are the TypeScript names in PascalCase (game.inviteLink).")]
            public static void InviteLinkAsync(string dataJson, Action<string> onSuccess, Action<SdkError> onError)
            {
                InviteLink(dataJson, onSuccess, onError);
            }

            /// <summary>The 2.11.0 name of <see cref="InviteLink(string)"/>.</summary>
            [Obsolete("Use InviteLink: Unity names are the TypeScript names in PascalCase (game.inviteLink).")]
            public static Task<string> InviteLinkAsync(string dataJson)
            {
                return InviteLink(dataJson);
            }
        }

        /// <summary>Analytics events. Not forwarded on the partner platform: calls are accepted and dropped by design.</summary>
        public static partial class Analytics
        {
            /// <summary>Whether events are forwarded (false on the partner platform).</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("analytics.isSupported", null);
            }

            /// <summary>A level started.</summary>
            public static void LogLevelStart(string level)
            {
                Bridge.CallSync("analytics.logLevelStart", new AnalyticsArgs { name = level });
            }

            /// <summary>A level ended.</summary>
            public static void LogLevelEnd(string level, double score, bool wasCompleted)
            {
                Bridge.CallSync("analytics.logLevelEnd", new AnalyticsArgs { name = level, score = score, wasCompleted = wasCompleted });
            }

            /// <summary>A tutorial started.</summary>
            public static void LogTutorialStart(string tutorial)
            {
                Bridge.CallSync("analytics.logTutorialStart", new AnalyticsArgs { name = tutorial });
            }

            /// <summary>A tutorial ended.</summary>
            public static void LogTutorialEnd(string tutorial, bool wasCompleted)
            {
                Bridge.CallSync("analytics.logTutorialEnd", new AnalyticsArgs { name = tutorial, wasCompleted = wasCompleted });
            }

            /// <summary>A custom event with parameters as JSON object text.</summary>
            public static void LogEvent(string name, string paramsJson)
            {
                Bridge.CallSync("analytics.logEvent", new AnalyticsArgs { name = name, dataJson = paramsJson });
            }
        }

        /// <summary>Haptic feedback. It does nothing on the partner platform, which forbids vibration.</summary>
        public static partial class Haptics
        {
            /// <summary>Whether haptics are offered (false on the partner platform).</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("haptics.isSupported", null);
            }

            /// <summary>Completes without vibrating where haptics are not offered. <paramref name="style"/>: light, medium or heavy.</summary>
            public static void TriggerAsync(string style, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("haptics.triggerAsync", new StyleArgs { style = style }, onSuccess, onError);
            }
        }
    }
}
