using Sdk.Internal;

namespace Sdk.Mocks
{
    // Sharing, referrals and ads of the mock platform.
    internal sealed partial class MockBackend
    {
        private void OfferSharingAndAds()
        {
            Offer("share.image", (args, operation) =>
            {
                var share = Parse<ShareOptions>(args);
                Check(Rules.ContextShareAsync(share));
                TakeOutcome("share"); // shared or closed, the game hears the same
                return Json.Success(true);
            });
            Offer("share.invite", (args, operation) =>
            {
                var share = Parse<ReferralShareOptions>(args);
                Check(Rules.ReferralsShareAsync(share));
                TakeOutcome("share");
                return Json.Success(true);
            });
            Offer("share.referrals", (args, operation) => Json.Success(new ReferralList(Referrals.ToArray(), MockData.Unsigned)));
            // An interstitial has no reward to watch for; a rewarded ad the player saw to the end is viewed.
            Offer("ads.interstitial", (args, operation) => ShowAd(args, false));
            Offer("ads.rewarded", (args, operation) => ShowAd(args, true));
        }

        private string ShowAd(string args, bool viewed)
        {
            if (NoFill) throw new MockFailure(ErrorCode.NoFill, "no ad was available: resume the game in onError");
            Bridge.Deliver(Parse<AdArgs>(args).beforeAdCallId, Json.Success(true));
            return Json.Success(new AdResult { viewed = viewed });
        }
    }
}
