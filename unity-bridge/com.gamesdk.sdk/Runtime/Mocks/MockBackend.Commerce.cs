using System;
using System.Linq;
using Sdk.Internal;

namespace Sdk.Mocks
{
    // Notifications, payments, subscriptions, ads and sharing of the mock platform.
    internal sealed partial class MockBackend
    {
        private const int PurchasesPerCall = 50;

        private string Notifications(string operation, string args)
        {
            switch (operation)
            {
                case "notifications.scheduleAsync":
                {
                    var options = Parse<NotificationOptions>(args);
                    Check(Rules.Notification(options));
                    RegisteredOnly();
                    Scheduled[options.Id] = options;
                    return Json.Success(new ScheduledNotification(options.Id, options.ScheduledInDays));
                }
                case "notifications.cancelAsync":
                {
                    var id = Parse<IdArgs>(args).id;
                    Check(Rules.Text("id", id));
                    RegisteredOnly();
                    Scheduled.Remove(id);
                    return Json.Success(true);
                }
                case "notifications.cancelAllAsync":
                    RegisteredOnly();
                    Scheduled.Clear();
                    return Json.Success(true);
                default: throw Unsupported(operation);
            }
        }

        private void RegisteredOnly()
        {
            if (!Registered) throw new MockFailure(ErrorCode.PlayerNotAuthenticated, "notifications reach registered players only; this player is a guest");
        }

        private string Iap(string operation, string args)
        {
            switch (operation)
            {
                case "iap.isSubscriptionSupported": return Json.Success(true);
                case "iap.getCatalogAsync": return Json.SuccessList(Catalog.ToArray());
                case "iap.getPurchasesAsync": return Json.SuccessList(PendingPurchases.Take(PurchasesPerCall).ToArray());
                case "iap.consumePurchaseAsync":
                {
                    var token = Parse<TokenArgs>(args).purchaseToken;
                    Check(Rules.Text("purchaseToken", token));
                    PendingPurchases.RemoveAll(purchase => purchase.PurchaseToken == token);
                    return Json.Success(true);
                }
                case "iap.purchaseAsync":
                {
                    var productId = ProductToBuy(operation, args);
                    if (!Catalog.Any(product => product.ProductId == productId)) throw new MockFailure(ErrorCode.InvalidParam, "productId '" + productId + "' is not in the catalog");
                    if (CancelCheckout) throw new MockFailure(ErrorCode.UserCancelled, "the player closed the checkout");
                    purchaseCount++;
                    var purchase = new Purchase(productId, "mock-purchase-" + purchaseCount, "mock-signed-purchase-" + purchaseCount, true, DateTime.UtcNow.ToString("o"));
                    PendingPurchases.Add(purchase);
                    return Json.Success(purchase);
                }
                case "iap.getSubscriptionsAsync": return Json.SuccessList(Registered ? Plans.ToArray() : new Subscription[0]);
                case "iap.subscribeAsync":
                {
                    var productId = ProductToBuy(operation, args);
                    var index = Plans.FindIndex(plan => plan.ProductId == productId);
                    if (index < 0) throw new MockFailure(ErrorCode.InvalidParam, "productId '" + productId + "' is not a subscription plan");
                    if (CancelCheckout) return Json.Success(new Subscription(productId, Plans[index].IsActive, Plans[index].TrialEligible, "cancelled", ""));
                    Plans[index] = new Subscription(productId, true, false, "active", "mock-signed-subscription-" + productId);
                    return Json.Success(Plans[index]);
                }
                default: throw Unsupported(operation);
            }
        }

        private string ProductToBuy(string operation, string args)
        {
            if (!started) throw new MockFailure(ErrorCode.InvalidOperation, operation + " needs Sdk.startGameAsync() to have resolved first");
            var productId = Parse<PurchaseOptions>(args).ProductId;
            Check(Rules.Text("productId", productId));
            return productId;
        }

        private string Ads(string operation, string args)
        {
            switch (operation)
            {
                case "ads.isBannerSupported": return Json.Success(false);
                case "ads.showInterstitial":
                case "ads.showRewarded":
                    if (NoFill) throw new MockFailure(ErrorCode.NoFill, "no ad was available: resume the game in onError");
                    Bridge.Deliver(Parse<AdArgs>(args).beforeAdCallId, Json.Success(true));
                    return Json.Success(new AdResult { viewed = operation == "ads.showRewarded" });
                default: throw Unsupported(operation);
            }
        }

        private string Sharing(string operation, string args)
        {
            switch (operation)
            {
                case "context.shareAsync":
                    Check(Rules.Share(Parse<ShareOptions>(args)));
                    return Json.Success(true);
                case "referrals.shareAsync":
                    Check(Rules.ReferralShare(Parse<ReferralShareOptions>(args)));
                    return Json.Success(true);
                case "referrals.listAsync": return Json.Success(new ReferralList(new Referral[0], "mock-signed-referrals"));
                default: throw Unsupported(operation);
            }
        }
    }
}
