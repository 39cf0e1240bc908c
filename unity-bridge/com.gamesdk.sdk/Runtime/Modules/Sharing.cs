using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Image sharing. On the partner platform IsSupported() is false but ShareAsync works: do not gate on it.</summary>
        public static partial class Context
        {
            /// <summary>Whether this module is offered (false on the partner platform, where sharing still works).</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("context.isSupported", null);
            }

            /// <summary>Opens the platform's share sheet with a picture.</summary>
            public static void ShareAsync(ShareOptions options, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("context.shareAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="ShareAsync(ShareOptions, Action, Action{SdkError})"/>
            public static Task ShareAsync(ShareOptions options)
            {
                return Callbacks.AsTask((done, fail) => ShareAsync(options, done, fail));
            }
        }

        /// <summary>Referrals: only invited players who complete registration are counted.</summary>
        public static partial class Referrals
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("referrals.isSupported", null);
            }

            /// <summary>Opens the platform's invite flow.</summary>
            public static void ShareAsync(ReferralShareOptions options, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("referrals.shareAsync", options ?? new ReferralShareOptions(), onSuccess, onError);
            }

            /// <inheritdoc cref="ShareAsync(ReferralShareOptions, Action, Action{SdkError})"/>
            public static Task ShareAsync(ReferralShareOptions options)
            {
                return Callbacks.AsTask((done, fail) => ShareAsync(options, done, fail));
            }

            /// <summary>Players this player invited who registered, with a signed list to verify before rewarding.</summary>
            public static void ListAsync(Action<ReferralList> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("referrals.listAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="ListAsync(Action{ReferralList}, Action{SdkError})"/>
            public static Task<ReferralList> ListAsync()
            {
                return Callbacks.AsTask<ReferralList>(ListAsync);
            }
        }
    }
}
