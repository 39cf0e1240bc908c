// Hand-written: the Game, Analytics and Haptics modules' classes and doc comments, and Game's
// obsolete 2.11.0 aliases; their methods are generated (Operations.generated.cs, from
// sdk-core/api/operations.json).
using System;
using System.Threading.Tasks;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Gameplay signals. Keep calling them: they do nothing on the partner platform but matter elsewhere.</summary>
        public static partial class Game
        {
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
        }

        /// <summary>Haptic feedback. It does nothing on the partner platform, which forbids vibration.</summary>
        public static partial class Haptics
        {
        }
    }
}
