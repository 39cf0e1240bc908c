// Hand-written: the Ads module's class and doc comment, and its two bridge shapes (the manifest's
// bridge column: ad, rewardedAd), each written once. Every Ads method, the ad calls included, is
// generated (Operations.generated.cs, from sdk-core/api/operations.json); an ad call hands its
// operation to its shape.
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
            // The ad shape: the rewarded shape without the viewed flag.
            private static void ShowAd(string operation, Action beforeAd, Action afterAd, Action<SdkError> onError)
            {
                ShowRewardedAd(operation, beforeAd, viewed => Callbacks.Run(afterAd), onError);
            }

            // The rewardedAd shape. beforeAd has its own call id; it is released when the ad call ends either way.
            private static void ShowRewardedAd(string operation, Action beforeAd, Action<bool> afterAd, Action<SdkError> onError)
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
