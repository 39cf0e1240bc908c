// Hand-written: the Ads module's class and doc comment, and its ad calls (beforeAd/afterAd
// callbacks, not plain operations); the plain methods are generated (Operations.generated.cs, from
// sdk-core/api/operations.json).
using System;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>
        /// Ads. There are no in-game ads on the partner platform: every ad call ends at once in
        /// <c>onError</c> with <see cref="ErrorCode.NoFill"/> and <c>afterAd</c> is not called, so resume the game in <c>onError</c>.
        /// </summary>
        public static partial class Ads
        {
            /// <summary>Shows an interstitial: <paramref name="beforeAd"/> then <paramref name="afterAd"/>, or only <paramref name="onError"/> (<see cref="ErrorCode.NoFill"/> when there is no ad).</summary>
            /// <example>
            /// <code>
            /// Sdk.Sdk.Ads.ShowInterstitial(Pause, Resume, error => Resume()); // no-fill: resume in onError
            /// </code>
            /// </example>
            public static void ShowInterstitial(Action beforeAd, Action afterAd, Action<SdkError> onError)
            {
                Show("ads.showInterstitial", beforeAd, viewed => Callbacks.Run(afterAd), onError);
            }

            /// <summary>Shows a rewarded ad: <paramref name="afterAd"/> receives true when the player watched to the end (grant the reward). No ad: only <paramref name="onError"/> with <see cref="ErrorCode.NoFill"/>.</summary>
            public static void ShowRewarded(Action beforeAd, Action<bool> afterAd, Action<SdkError> onError)
            {
                Show("ads.showRewarded", beforeAd, afterAd, onError);
            }

            // beforeAd has its own call id; it is released when the ad call ends either way.
            private static void Show(string operation, Action beforeAd, Action<bool> afterAd, Action<SdkError> onError)
            {
                var beforeAdCallId = Bridge.Reserve(json => Callbacks.Run(beforeAd));
                Bridge.Call<AdResult>(
                    operation,
                    new AdArgs { beforeAdCallId = beforeAdCallId },
                    result =>
                    {
                        Bridge.Forget(beforeAdCallId);
                        Callbacks.Run(afterAd, result.viewed);
                    },
                    error =>
                    {
                        Bridge.Forget(beforeAdCallId);
                        Callbacks.Run(onError, error);
                    });
            }
        }
    }
}
