using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Facts about this session.</summary>
        public static partial class Session
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("session.isSupported", null);
            }

            /// <summary>The platform's entry payload (from a notification, share or referral) as JSON object text, or null. Never read from the page URL.</summary>
            public static string GetEntryPointData()
            {
                return Bridge.CallSync<NullableString>("session.getEntryPointData", null).Get();
            }

            /// <summary>The active platform: <see cref="Platform.Partner"/> on the partner platform, <see cref="Platform.Unknown"/> for a platform this version has no member for.</summary>
            public static Platform GetPlatform()
            {
                return Platforms.FromId(Bridge.CallSync<string>("session.getPlatform", null));
            }

            /// <summary>Locale such as <c>en-US</c>.</summary>
            public static string GetLocale()
            {
                return Bridge.CallSync<string>("session.getLocale", null);
            }

            /// <summary>Whether the game may play sound; always true on the partner platform.</summary>
            public static bool IsAudioEnabled()
            {
                return Bridge.CallSync<bool>("session.isAudioEnabled", null);
            }
        }
    }
}
